// Navigation from outside React (the HTTP client's 401 and 801 behaviour, server-supplied
// URLs). The app registers the router's navigate; before that, a full page load does it.
import { checkUrl, type UrlPurpose } from './safe-url';

type Navigate = (href: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (href, options) => {
  if (options?.replace) window.location.replace(href);
  else window.location.assign(href);
};

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(href: string, options?: { replace?: boolean }): void {
  navigate(href, options);
}

/**
 * Follows a server-supplied URL after checking it for its purpose (banner jumpUrl and
 * message URL 'content', a payment redirect 'payment', a third-party login reply
 * 'google-login' ...): same-site paths in the app where the purpose allows them, that
 * purpose's https hosts by a full page load (or a new window). Returns false, and goes
 * nowhere, for anything else.
 */
export function followServerUrl(
  raw: string | null | undefined,
  purpose: UrlPurpose,
  options: { newWindow?: boolean } = {},
): boolean {
  const checked = checkUrl(raw, purpose);
  if (checked.kind === 'refused') {
    console.warn(`Refused to navigate to a server-supplied URL (${checked.reason}).`);
    return false;
  }
  if (checked.kind === 'internal' && !options.newWindow) {
    navigateTo(checked.href);
    return true;
  }
  if (options.newWindow) window.open(checked.href, '_blank', 'noopener,noreferrer');
  else window.location.assign(checked.href);
  return true;
}
