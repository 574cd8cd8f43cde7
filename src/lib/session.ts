// The signed-in session: the token cookie (or the app's query token), its clearing, and a
// subscription so screens re-render when the shopper signs in or out.
import { COOKIE, readCookie, removeCookie, type CookieName } from './cookies';

/** Query parameter through which the native app hands its token to embedded pages. */
export const APP_TOKEN_PARAM = 'newstoken_app';

/**
 * Cookies that make up a session. 401 and sign-out clear them; the intended purchase
 * (QueryData, PuiomData) and the locale survive, so nothing the shopper chose is lost.
 */
export const SESSION_COOKIES: readonly CookieName[] = [
  COOKIE.token,
  COOKIE.userInfo,
  COOKIE.loginDate,
  COOKIE.couponLength,
  COOKIE.rookieCoupons,
];

const listeners = new Set<() => void>();

function appToken(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return new URLSearchParams(window.location.search).get(APP_TOKEN_PARAM) ?? undefined;
}

/** True on pages opened by the native app with its token in the query. */
export function isAppContext(): boolean {
  return appToken() !== undefined;
}

/** The bearer token: the app's query token on app pages, otherwise the login cookie. */
export function getAccessToken(): string | undefined {
  return appToken() || readCookie(COOKIE.token) || undefined;
}

/** Seed 000 section 6: a logged-in user is one with the adbws_marker cookie. */
export function isSignedIn(): boolean {
  return Boolean(getAccessToken());
}

/** Tells subscribers (useIsSignedIn) that the session changed: call after sign-in or out. */
export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearSession(): void {
  for (const name of SESSION_COOKIES) removeCookie(name);
  notifySessionChange();
}
