// The signed-in session: the token cookie (or the app's query token) and its clearing.
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

export function clearSession(): void {
  for (const name of SESSION_COOKIES) removeCookie(name);
}
