import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { localeFromPath } from '../../config/locales';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <main>
      <h1>{t('notFound.title')}</h1>
      <Link to={paths.home.getHref(localeFromPath(pathname))}>{t('notFound.backHome')}</Link>
    </main>
  );
}
