// Cookie names and lifetimes of the seeds (seed 000 section 3, seed 001 sections 3 and 9).
import Cookies from 'js-cookie';
import { cacheForRun } from './run-cache';

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

// Every read of document.cookie asks the browser's cookie store (slow while the page loads);
// a render reads the token for each signed-in check, a route loader's calls each read the
// request headers' cookies. So the jar is read once per task and again after each write.
const jar = cacheForRun(
  // No document on a server: no cookies.
  (): Record<string, string | undefined> => (typeof document === 'undefined' ? {} : Cookies.get()),
);

export function readCookie(name: CookieName): string | undefined {
  return jar.get()[name];
}

/** A page served over https writes Secure cookies: they never travel over plain http. */
function servedOverHttps(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

/** Writes a cookie for the whole site; without maxAgeSeconds it lasts the browser session. */
export function writeCookie(name: CookieName, value: string, maxAgeSeconds?: number): void {
  Cookies.set(name, value, {
    path: '/',
    sameSite: 'lax',
    secure: servedOverHttps(),
    ...(maxAgeSeconds === undefined ? {} : { expires: maxAgeSeconds / DAY_S }),
  });
  jar.forget();
}

export function removeCookie(name: CookieName): void {
  Cookies.remove(name, { path: '/' });
  jar.forget();
}
