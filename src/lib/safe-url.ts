// Checks a server-supplied URL before the storefront navigates to it or renders it as a
// link: same-site paths are followed in the app, https addresses only when their host is on
// the allow-list, anything else (javascript:, data:, http:, protocol-relative, unknown hosts)
// is refused.
//
// The decision is made on the URL as the browser resolves it against the page origin, never
// on the raw string: "/.//evil.example/x", "/%2e//evil.example/x" and "/./\evil.example/x"
// look like paths of this site but their resolved path starts with "//", which, written back
// as an href, would leave the site. A same-site href is accepted only if it resolves to this
// origin again.

export type CheckedUrl =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused'; reason: string };

/** A scheme ("https:", "javascript:") or a path of this site ("/..."): nothing else. */
const ABSOLUTE_OR_ROOTED = /^([a-z][a-z\d+.-]*:|[/\\])/i;

function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export function checkUrl(
  raw: string | null | undefined,
  allowedHosts: readonly string[],
  ownOrigin: string = pageOrigin(),
): CheckedUrl {
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
    const href = `${url.pathname}${url.search}${url.hash}`;
    // A resolved path "//evil.example/x" is another host once written as an href.
    if (new URL(href, ownOrigin).origin !== ownOrigin)
      return { kind: 'refused', reason: 'path reads as another host' };
    return { kind: 'internal', href };
  }
  if (url.protocol !== 'https:') return { kind: 'refused', reason: `protocol ${url.protocol}` };
  if (url.username || url.password) return { kind: 'refused', reason: 'credentials in URL' };
  if (!allowedHosts.includes(url.host))
    return { kind: 'refused', reason: `host ${url.host} not allowed` };
  return { kind: 'external', href: url.toString() };
}
