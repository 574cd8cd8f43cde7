// SearchDatail's header (seed 000 section 2): back to Home, the search box with the current
// name, and the button of the language and currency side panel (the panel itself is the
// shell's, composed by the route).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackIcon, GlobeIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { SearchForm } from './search-form';
import styles from './search.module.css';

interface SearchDetailHeaderProps {
  name: string;
  onOpenSettings: () => void;
}

export function SearchDetailHeader({ name, onOpenSettings }: SearchDetailHeaderProps) {
  const { t } = useTranslation('search');
  const lang = useLocale();
  return (
    <header className={styles.header}>
      <Link to={paths.home.getHref(lang)} className={styles.iconButton} aria-label={t('backHome')}>
        <BackIcon />
      </Link>
      {/* A new search replaces the box's text. */}
      <SearchForm key={name} defaultValue={name} />
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('settings')}
        aria-haspopup="dialog"
        onClick={onOpenSettings}
      >
        <GlobeIcon />
      </button>
    </header>
  );
}
