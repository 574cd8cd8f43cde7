// The search bar of Home and the search box of Class: both open the Search screen, where the
// text is typed (seed 000 section 2: "search bar"; Class: "A search box opens Search").
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import styles from './catalog.module.css';

export function SearchEntry() {
  const { t } = useTranslation('home');
  const lang = useLocale();
  return (
    <Link to={paths.search.getHref(lang)} className={styles.searchEntry}>
      <SearchIcon />
      <span>{t('searchPlaceholder')}</span>
    </Link>
  );
}
