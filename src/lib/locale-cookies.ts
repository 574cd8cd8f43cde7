// The chosen locale and currency, kept in cookies with the seeds' lifetimes (seed 001
// section 9: the locale cookie lives 365 days by the language plugin, 15 days by product
// code).
import type { Locale } from '../config/locales';
import { COOKIE, COOKIE_MAX_AGE_S, readCookie, writeCookie } from './cookies';

export function rememberLocale(locale: Locale): void {
  if (readCookie(COOKIE.language) !== locale)
    writeCookie(COOKIE.language, locale, COOKIE_MAX_AGE_S.localeProduct);
  if (readCookie(COOKIE.i18nRedirected) !== locale) {
    writeCookie(COOKIE.i18nRedirected, locale, COOKIE_MAX_AGE_S.localePlugin);
  }
}

export function rememberCurrency(code: string, name: string): void {
  writeCookie(COOKIE.currency, code, COOKIE_MAX_AGE_S.localeProduct);
  writeCookie(COOKIE.currencyName, name, COOKIE_MAX_AGE_S.localeProduct);
}

export function readCurrency(): string | undefined {
  return readCookie(COOKIE.currency);
}
