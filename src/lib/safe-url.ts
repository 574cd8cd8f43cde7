// Checks a server-supplied URL before the storefront navigates to it or renders it as a
// link, for one purpose (src/config/external.ts, urlAllowList): same-site paths are
// followed in the app where the purpose allows them, https addresses only when their host is
// on the purpose's allow-list, anything else (javascript:, data:, http:, protocol-relative,
// another purpose's hosts, unknown hosts) is refused.
//
// The decision is made on the URL as the browser resolves it against the page origin, never
// on the raw string: "/.//evil.example/x", "/%2e//evil.example/x" and "/./\evil.example/x"
// look like paths of this site but their resolved path starts with "//", which, written back
// as an href, would leave the site. A same-site href is accepted only if it resolves to this
// origin again.

import { urlAllowList, type UrlAllowList, type UrlPurpose } from '../config/external';
import { pageOrigin } from './page-origin';

export type { UrlPurpose } from '../config/external';

export type CheckedUrl =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused'; reason: string };

/** A scheme ("https:", "javascript:") or a path of this site ("/..."): nothing else. */
const ABSOLUTE_OR_ROOTED = /^([a-z][a-z\d+.-]*:|[/\\])/i;

/** The page's origin (on a server, the request's); a placeholder where there is none. */
function siteOrigin(): string {
  return pageOrigin() || 'http://localhost';
}

/**
 * Checks `raw` for `purpose` ('content', 'payment', 'support', 'google-login', 'line-login',
 * 'apple-login'), or against an explicit allow-list.
 */
export function checkUrl(
  raw: string | null | undefined,
  purpose: UrlPurpose | UrlAllowList,
  ownOrigin: string = siteOrigin(),
): CheckedUrl {
  const allowList = typeof purpose === 'string' ? urlAllowList(purpose) : purpose;
  const value = (raw ?? '').trim();
  if (value === '') return { kind: 'refused', reason: 'empty' };
  // "en/x" or "evil.example" would resolve against the page's own path: not a server's URL.
  if (!ABSOLUTE_OR_ROOTED.test(value)) return { kind: 'refused', reason: 'not a URL' };
  let url: URL;
  try {
    url = new URL(value, ownOrigin);
  } catch {
    return { kind: 'refused', reason: 'not a URL' };
  }
  if (url.origin === ownOrigin) {
    if (!allowList.internal) return { kind: 'refused', reason: 'this site is not a target' };
    const href = `${url.pathname}${url.search}${url.hash}`;
    // A resolved path "//evil.example/x" is another host once written as an href.
    if (new URL(href, ownOrigin).origin !== ownOrigin)
      return { kind: 'refused', reason: 'path reads as another host' };
    return { kind: 'internal', href };
  }
  if (url.protocol !== 'https:') return { kind: 'refused', reason: `protocol ${url.protocol}` };
  if (url.username || url.password) return { kind: 'refused', reason: 'credentials in URL' };
  if (!allowList.hosts.includes(url.host))
    return { kind: 'refused', reason: `host ${url.host} not allowed` };
  return { kind: 'external', href: url.toString() };
}

/** True when `raw` may be followed for `purpose`. */
export function isAllowedUrl(raw: string | null | undefined, purpose: UrlPurpose): boolean {
  return checkUrl(raw, purpose).kind !== 'refused';
}
