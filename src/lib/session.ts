// The signed-in session as the page sees it (issue 25 item 5). The token is in the
// adbws_marker cookie, HttpOnly: the server writes it (a sign-in reply through the /api
// pass-through, the native app's newstoken_app exchanged on the page request) and adds it to
// every call as the bearer token (src/server/api-pass-through.ts); no script reads it. The page
// knows only that a shopper is signed in (the signed_in flag) and whether the session is the
// app's (app_context). A server rendering a page reads the request's token cookie itself.
// Also: the session's clearing, and a subscription so screens re-render on sign-in and out.
import { COOKIE, readCookie, removeCookie, type CookieName } from './cookies';
import { serverScope } from './server-scope';

/** Query parameter through which the native app hands its token to embedded pages. */
export const APP_TOKEN_PARAM = 'newstoken_app';

/**
 * Cookies that make up a session. 401 and sign-out clear them (the token's own clearing is
 * the server's: see src/server/session-cookies.ts); the intended purchase (QueryData,
 * PuiomData) and the locale survive, so nothing the shopper chose is lost.
 */
export const SESSION_COOKIES: readonly CookieName[] = [
  COOKIE.token,
  COOKIE.signedIn,
  COOKIE.userInfo,
  COOKIE.loginDate,
  COOKIE.couponLength,
  COOKIE.rookieCoupons,
  COOKIE.appContext,
];

const listeners = new Set<() => void>();

/**
 * The server exchanges newstoken_app for the session cookie before the page loads
 * (src/server/session-cookies.ts appTokenExchange). Should the token reach the page anyway
 * (a server in front that does not exchange it), it leaves the address bar at once, unused:
 * it is then in no URL the page builds (canonical and alternate links, a Referer, a shared or
 * bookmarked address). Call at start-up, before the router reads the URL.
 */
export function adoptAppToken(): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (!url.searchParams.has(APP_TOKEN_PARAM)) return;
  url.searchParams.delete(APP_TOKEN_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** A query string ("?a=1&newstoken_app=x") without the app's token, for URLs the page builds. */
export function withoutAppToken(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(APP_TOKEN_PARAM)) return search;
  params.delete(APP_TOKEN_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** True when the session is the native app's (its pages, opened with its token). */
export function isAppContext(): boolean {
  return readCookie(COOKIE.appContext) === '1';
}

/**
 * The bearer token, on a server rendering a page: the request's session cookie. A browser has
 * none to give (the /api pass-through adds it).
 */
export function serverAccessToken(): string | undefined {
  return serverScope()?.cookies[COOKIE.token] || undefined;
}

/**
 * Seed 000 section 6: a logged-in user is one with the adbws_marker cookie. A server sees that
 * cookie; a page sees the flag written beside it.
 */
export function isSignedIn(): boolean {
  if (serverScope()) return serverAccessToken() !== undefined;
  return readCookie(COOKIE.signedIn) === '1';
}

/** Tells subscribers (useIsSignedIn) that the session changed: call after sign-in or out. */
export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const expiryHooks = new Set<() => void>();

/**
 * Runs `hook` when a 401 ends the session, before it is cleared (lib/purchase-intent.ts
 * stores the intent a screen holds). Registered by the module that needs it when it loads,
 * so the session does not import it and it stays out of the chunk every screen loads.
 */
export function onSessionExpired(hook: () => void): void {
  expiryHooks.add(hook);
}

/** The 401 path: the expiry hooks, then clearSession. */
export function expireSession(): void {
  for (const hook of expiryHooks) hook();
  clearSession();
}

export function clearSession(): void {
  for (const name of SESSION_COOKIES) removeCookie(name);
  notifySessionChange();
}
