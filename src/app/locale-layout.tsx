// Resolves the language from the route segment, keeps i18next and <html lang> in step,
// and treats an unknown first segment as an unknown page of the default language.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router-dom';
import { DEFAULT_LOCALE, HTML_LANG, isLocale } from '../config/locales';
import { NotFoundRoute } from './routes/not-found';

export function LocaleLayout() {
  const { lang } = useParams();
  const { i18n } = useTranslation();
  const locale = lang === undefined ? DEFAULT_LOCALE : isLocale(lang) ? lang : undefined;
  const effective = locale ?? DEFAULT_LOCALE;

  if (i18n.language !== effective) void i18n.changeLanguage(effective);

  useEffect(() => {
    document.documentElement.lang = HTML_LANG[effective];
  }, [effective]);

  return locale === undefined ? <NotFoundRoute /> : <Outlet />;
}
