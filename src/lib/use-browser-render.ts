// Whether this render may use what only a browser that has taken over the page has: false on
// a server and while the browser hydrates a page a server rendered (React then renders what
// the server did), true in every other browser render, and after hydration (React renders
// again with true).
//
// The turn to true is urgent on purpose: React's check of the store right after the
// hydration's commit renders the component again at once, before the browser paints. What
// changes then (SafeHtml's server text becoming the sanitised article) is never painted
// twice. Turned in a transition instead (tried on 2026-11-29), it came after a paint, and
// NewsDetail's article moved: CLS 0.112 in every bench run. The re-render is of the few
// components that use this hook, not of the page.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useBrowserRender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
