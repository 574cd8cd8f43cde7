// The search bar of Home and the search box of Class: both open the Search screen, where the
// text is typed (seed 000 section 2: "search bar"; Class: "A search box opens Search").
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import styles from './catalog.module.css';

export function SearchEntry() {
  const { t } = useTranslation('home');
  const lang = useLocale();
  return (
    <Link to={paths.search.getHref(lang)} className={styles.searchEntry}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 4 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span>{t('searchPlaceholder')}</span>
    </Link>
  );
}
