// The signed-in session: the token cookie (or the app's token, taken from the address bar
// into the tab's session at start-up), its clearing, and a
// subscription so screens re-render when the shopper signs in or out.
import { COOKIE, readCookie, removeCookie, writeCookie, type CookieName } from './cookies';

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
  COOKIE.appContext,
];

const listeners = new Set<() => void>();

/** Where the app's token is kept for the tab once taken from the address bar. */
const APP_TOKEN_KEY = 'newstoken_app';

function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // Storage blocked: the token is read from the address bar only.
  }
}

/**
 * Takes newstoken_app out of the address bar into the tab's session at once, replacing the
 * history entry: the token is then in no URL the page builds (canonical and alternate
 * links, a Referer, a shared or bookmarked address) and survives moving between pages and
 * a reload in the app's web view. Call at start-up, before the router reads the URL.
 */
export function adoptAppToken(): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  const token = url.searchParams.get(APP_TOKEN_PARAM);
  if (token === null) return;
  if (token !== '') {
    tabStorage()?.setItem(APP_TOKEN_KEY, token);
    // The server cannot see the tab's storage: this flag (no token in it) keeps it from
    // sending the tab's next signed-in page to login (src/server/app.ts).
    writeCookie(COOKIE.appContext, '1');
  }
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

function appToken(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return (
    tabStorage()?.getItem(APP_TOKEN_KEY) ||
    new URLSearchParams(window.location.search).get(APP_TOKEN_PARAM) ||
    undefined
  );
}

/** True in a tab the native app opened with its token. */
export function isAppContext(): boolean {
  return appToken() !== undefined;
}

/** The bearer token: the app's token in an app-opened tab, otherwise the login cookie. */
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
  tabStorage()?.removeItem(APP_TOKEN_KEY);
  notifySessionChange();
}
