// The shared request headers of seed 001 section 7, computed for every call.
import { LANGUAGE_IDS, localeFromPath } from '../config/locales';
import { detectBrowserType } from '../lib/browser-type';
import { COOKIE, readCookie } from '../lib/cookies';
import { getDeviceNumber } from '../lib/device-number';
import { serverScope } from '../lib/server-scope';
import { isAppContext, serverAccessToken } from '../lib/session';

/** Currency used until the shopper picks one (inferred: the store's prices are in USD). */
export const DEFAULT_CURRENCY = 'USD';

export function sharedRequestHeaders(): Record<string, string> {
  // On a server, the address and browser of the request being rendered (lib/server-scope.ts).
  const scope = serverScope();
  const locale = localeFromPath(
    scope?.url.pathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname),
  );
  const userAgent =
    scope?.userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  // On a server, the request's session token; a browser's calls get theirs from the /api
  // pass-through (src/server/api-pass-through.ts), the page never holds it.
  const token = serverAccessToken();
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    access: readCookie(COOKIE.repatriate) ?? '',
    clientType: isAppContext() ? 'app' : 'H5',
    deviceNumber: getDeviceNumber(),
    currency: readCookie(COOKIE.currency) ?? DEFAULT_CURRENCY,
    language: LANGUAGE_IDS[locale],
    languageCode: locale,
    cid: readCookie(COOKIE.cid) ?? '',
    browserType: detectBrowserType(userAgent),
  };
}
