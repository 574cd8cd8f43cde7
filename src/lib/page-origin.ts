// The page's origin: the browser's, or on a server the origin of the request being rendered
// (lib/server-scope.ts), so a page rendered there builds the same absolute links (canonical,
// alternates, same-site checks) as the browser's first render. '' where there is neither.
import { serverScope } from './server-scope';

export function pageOrigin(): string {
  const scope = serverScope();
  if (scope) return scope.url.origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
