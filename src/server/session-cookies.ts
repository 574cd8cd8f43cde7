// The session out of scripts' reach (issue 25 item 5). The token lives in the adbws_marker
// cookie, HttpOnly, written only by a server: the /api pass-through when a sign-in reply
// carries it (api-pass-through.ts), or the page request that brings the native app's
// newstoken_app (appTokenExchange). Beside it a flag cookie the page's script reads to know
// that a shopper is signed in (lib/session.ts); the flag holds nothing secret. Shared by the
// production server (app.ts) and the dev server (scripts/vite/api-pass-through-plugin.ts).
import { COOKIE, COOKIE_MAX_AGE_S } from '../lib/cookies';
import { APP_TOKEN_PARAM } from '../lib/session';
import { parseCookieHeader } from './request-scope';

export interface SessionCookieOptions {
  /** Served over https: the cookies are Secure. */
  https: boolean;
}

function attributes(options: SessionCookieOptions & { app?: boolean }): string[] {
  // The app's pages may be framed by the app's parent page on another site (docs/native-bridge.md):
  // there a SameSite=Lax cookie is neither stored nor sent. Over https their session is
  // SameSite=None and Partitioned (kept for that parent site only); the pass-through refuses
  // calls from other sites whatever the cookie says (crossSiteRefusal).
  if (options.app && options.https) return ['Path=/', 'SameSite=None', 'Secure', 'Partitioned'];
  return ['Path=/', 'SameSite=Lax', ...(options.https ? ['Secure'] : [])];
}

function cookie(name: string, value: string, parts: string[]): string {
  return [`${name}=${encodeURIComponent(value)}`, ...parts].join('; ');
}

/**
 * A sign-in's cookies: the token (HttpOnly) and the signed-in flag, both for the seed's
 * 1296000 s (seed 000 section 9: "token 1296000 s").
 */
export function signInCookies(token: string, options: SessionCookieOptions): string[] {
  const lifetime = [`Max-Age=${COOKIE_MAX_AGE_S.token}`, ...attributes(options)];
  return [
    cookie(COOKIE.token, token, [...lifetime, 'HttpOnly']),
    cookie(COOKIE.signedIn, '1', lifetime),
  ];
}

/**
 * The app's session: the token of newstoken_app (HttpOnly), the flag and the app's flag
 * (the calls' clientType "app"), for the web view's session. Inferred: the seeds give the app's
 * token no lifetime (it came in every address); the app opens its pages with a fresh one.
 */
export function appSessionCookies(token: string, options: SessionCookieOptions): string[] {
  const parts = attributes({ ...options, app: true });
  return [
    cookie(COOKIE.token, token, [...parts, 'HttpOnly']),
    cookie(COOKIE.signedIn, '1', parts),
    cookie(COOKIE.appContext, '1', parts),
  ];
}

/** Ends the session: the token, the flags (the readable session cookies are the page's). */
export function signOutCookies(options: SessionCookieOptions): string[] {
  const gone = ['Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT'];
  const names = [COOKIE.token, COOKIE.signedIn, COOKIE.appContext];
  return [
    ...names.map((name) => cookie(name, '', [...gone, ...attributes(options)])),
    // Over https an app session's cookies are partitioned: cleared with the same attributes.
    ...(options.https
      ? names.map((name) => cookie(name, '', [...gone, ...attributes({ ...options, app: true })]))
      : []),
  ];
}

/** The session's token from a request's Cookie header. */
export function sessionToken(cookieHeader: string | undefined): string | undefined {
  return parseCookieHeader(cookieHeader)[COOKIE.token] || undefined;
}

export interface AppTokenExchange {
  /** The same address without newstoken_app. */
  location: string;
  cookies: string[];
}

/**
 * A page address that brings the native app's newstoken_app: the token goes into the app's
 * session cookies and the page is asked for again without it, so the token is in no address
 * the page shows or builds, and never in the page's reach. An empty token only leaves.
 */
export function appTokenExchange(
  pathAndQuery: string,
  options: SessionCookieOptions,
): AppTokenExchange | undefined {
  const url = new URL(pathAndQuery, 'http://server.invalid');
  if (!url.searchParams.has(APP_TOKEN_PARAM)) return undefined;
  const token = url.searchParams.get(APP_TOKEN_PARAM)?.trim() ?? '';
  url.searchParams.delete(APP_TOKEN_PARAM);
  return {
    location: `${url.pathname}${url.search}`,
    cookies: token === '' ? [] : appSessionCookies(token, options),
  };
}
