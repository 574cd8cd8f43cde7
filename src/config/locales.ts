// The storefront's languages (seed 000 section 1): the route segment is the source of truth.
export const LOCALES = ['zh', 'en', 'zh-hant'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/** The `language` header's ids (seed 001 section 9: English 3, simplified 0, traditional 1). */
export const LANGUAGE_IDS: Record<Locale, string> = { zh: '0', en: '3', 'zh-hant': '1' };

/** BCP 47 tags for `<html lang>`. */
export const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en', 'zh-hant': 'zh-Hant' };

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** The locale of a pathname: its first segment when it names one, else the default. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path without its language segment ('/en/Search' -> '/Search', '/' -> ''). */
export function pathWithoutLocale(pathname: string): string {
  const segments = pathname.split('/');
  const rest = isLocale(segments[1]) ? segments.slice(2) : segments.slice(1);
  const joined = rest.join('/');
  return joined === '' ? '' : `/${joined}`;
}

/** The same page in another language. */
export function localizedPath(pathname: string, locale: Locale): string {
  return `/${locale}${pathWithoutLocale(pathname)}`;
}
