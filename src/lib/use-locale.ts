import { useLocation } from 'react-router-dom';
import { localeFromPath, type Locale } from '../config/locales';

/** The locale of the current route (its language segment, zh when omitted). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
