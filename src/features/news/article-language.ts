// NewsDetail may carry language_app (seed 001 section 2): the native app opens the page and
// names its language. When that is one of the storefront's locales the article is asked for
// in it; anything else falls back to the route's language. The route itself is not changed.
import { isLocale, type Locale } from '../../config/locales';

export function articleLanguage(languageApp: string | null, routeLocale: Locale): Locale {
  const candidate = languageApp?.trim().toLowerCase();
  return isLocale(candidate) ? candidate : routeLocale;
}
