// What a screen rendered on a server reads in place of the browser's globals: one request's
// address, cookies and user agent, and the API's origin. The production server
// (src/server/request-scope.ts) provides it per request through AsyncLocalStorage, so two
// shoppers rendered at once never share a cookie; in a browser there is none, and the code
// reads document.cookie, window.location and navigator as before. Cookies the render writes
// (a sign-in intent kept by a guard, the device number) are collected for Set-Cookie.

export interface ScopedCookieWrite {
  name: string;
  /** Undefined: the cookie is removed. */
  value: string | undefined;
  maxAgeSeconds?: number;
}

export interface ServerScope {
  /** The page's address as the shopper asked for it. */
  readonly url: URL;
  /** Where the server reaches the API (API_ORIGIN). */
  readonly apiOrigin: string;
  readonly userAgent: string;
  /** The request's cookies, updated by the render's own writes. */
  readonly cookies: Record<string, string | undefined>;
  /** What the render wrote, in order: the server answers with these as Set-Cookie. */
  readonly writes: ScopedCookieWrite[];
  /**
   * A DOM to sanitise server-supplied HTML in (components/safe-html.tsx), so the page carries
   * the same sanitised markup as the browser renders. None: the text alone is rendered.
   */
  readonly htmlWindow?: (Window & typeof globalThis) | undefined;
}

let provider: () => ServerScope | undefined = () => undefined;

/** Called once by the production server. */
export function provideServerScope(current: () => ServerScope | undefined): void {
  provider = current;
}

/** The request being rendered on a server; undefined in a browser. */
export function serverScope(): ServerScope | undefined {
  return provider();
}
