// Cookie names and lifetimes of the seeds (seed 000 section 3, seed 001 sections 3 and 9).
import Cookies from 'js-cookie';
import { cacheForRun, cacheUntilChange } from './run-cache';
import { serverScope } from './server-scope';

export const COOKIE = {
  token: 'adbws_marker',
  userInfo: 'Userinfo',
  loginDate: 'goDatd',
  uuid: 'uuid',
  rookieCoupons: 'RookieCoupons',
  queryData: 'QueryData',
  puiomData: 'PuiomData',
  /** Inferred: a page to return to after sign-in (lib/purchase-intent.ts), beside QueryData. */
  returnTo: 'ReturnTo',
  mailbox: 'mailbox',
  cid: 'cid',
  googleBind: 'google_huinca',
  /** Inferred name: seed 000 section 3 lists "registration-tab cookies" without naming them. */
  registrationTab: 'registerTab',
  /** Inferred: the seed names only google_huinca; line and apple follow its form. */
  lineBind: 'line_huinca',
  appleBind: 'apple_huinca',
  currency: 'currency',
  currencyName: 'currencyName',
  language: 'Language',
  i18nRedirected: 'i18n_redirected',
  couponLength: 'CouponLength',
  codeStart: 'start',
  codeStartUi: 'startui',
  equipment: 'equipment',
  repatriate: 'repatriate',
  /**
   * Inferred (issue 25 item 5): the token cookie is HttpOnly, out of scripts' reach
   * (src/server/session-cookies.ts); this flag, written beside it by the server, tells the
   * page's script that a shopper is signed in. It holds nothing secret.
   */
  signedIn: 'signed_in',
  /**
   * Inferred (issue 25 item 5): the session came from the native app's newstoken_app, which
   * the server exchanged for the session cookie (src/server/session-cookies.ts). The calls then
   * say clientType "app" (seed 001 section 7).
   */
  appContext: 'app_context',
} as const;

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

const DAY_S = 86_400;

/** Lifetimes in seconds where the seeds give them. */
export const COOKIE_MAX_AGE_S = {
  /** Seed 000 section 9: token 1296000 s (15 days). */
  token: 1_296_000,
  /** Seed 000 section 9: uuid 31536000 s (1 year). */
  uuid: 31_536_000,
  /** Seed 001 section 9: "The device number cookie lives one year." */
  equipment: 31_536_000,
  /** Seed 001 section 9: locale 15 days by product code. */
  localeProduct: 15 * DAY_S,
  /** Seed 001 section 9: locale 365 days by the language plugin. */
  localePlugin: 365 * DAY_S,
} as const;

type Jar = Record<string, string | undefined>;

/** What reports cookie changes, whoever made them: the browser's Cookie Store API. */
export interface CookieChanges {
  addEventListener(type: 'change', listener: () => void): void;
}

function browserCookieChanges(): CookieChanges | undefined {
  if (typeof window === 'undefined') return undefined;
  // Only in secure contexts (https, localhost), and not in every browser yet.
  const store = (window as { cookieStore?: Partial<CookieChanges> }).cookieStore;
  return typeof store?.addEventListener === 'function' ? (store as CookieChanges) : undefined;
}

// No document on a server: no cookies.
const readJar = (): Jar => (typeof document === 'undefined' ? {} : Cookies.get());

/**
 * The cookie jar as the code reads it. Every read of document.cookie is a synchronous round
 * trip to the browser's cookie store, slow while requests are in flight; a render reads the
 * token for each signed-in check, a route loader's calls each read the request headers'
 * cookies. Where the browser reports cookie changes (writes by this page, another tab, a
 * server's Set-Cookie), the jar is read once and again only after a change is reported, or
 * once the page has been hidden or shown (a cookie that expired meanwhile need not be
 * reported).
 * Elsewhere it is read once per task. The code's own writes update the jar held.
 */
export function createCookieJar(changes: CookieChanges | undefined = browserCookieChanges()) {
  if (!changes) return cacheForRun(readJar);
  return cacheUntilChange(readJar, (changed) => {
    changes.addEventListener('change', changed);
    // Also on leaving and on coming back from the back-forward cache.
    document.addEventListener('visibilitychange', changed);
  });
}

const jar = createCookieJar();

/** Reads the jar afresh next time: cookies changed other than by this module (tests). */
export function forgetCookies(): void {
  jar.forget();
}

export function readCookie(name: CookieName): string | undefined {
  // On a server, the request's own cookies (lib/server-scope.ts).
  const scope = serverScope();
  if (scope) return scope.cookies[name];
  return jar.get()[name];
}

/** A page served over https writes Secure cookies: they never travel over plain http. */
function servedOverHttps(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

/** Writes a cookie for the whole site; without maxAgeSeconds it lasts the browser session. */
export function writeCookie(name: CookieName, value: string, maxAgeSeconds?: number): void {
  const scope = serverScope();
  if (scope) {
    scope.cookies[name] = value;
    scope.writes.push({ name, value, ...(maxAgeSeconds === undefined ? {} : { maxAgeSeconds }) });
    return;
  }
  Cookies.set(name, value, {
    path: '/',
    sameSite: 'lax',
    secure: servedOverHttps(),
    ...(maxAgeSeconds === undefined ? {} : { expires: maxAgeSeconds / DAY_S }),
  });
  jar.update((held) => ({ ...held, [name]: value }));
}

export function removeCookie(name: CookieName): void {
  const scope = serverScope();
  if (scope) {
    if (scope.cookies[name] === undefined) return;
    scope.cookies[name] = undefined;
    scope.writes.push({ name, value: undefined });
    return;
  }
  Cookies.remove(name, { path: '/' });
  jar.update((held) => ({ ...held, [name]: undefined }));
}
