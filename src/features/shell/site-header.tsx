// The Home header (seed 000 section 2, seed 001 section 2): the logo, replaced by a search
// bar once the page has scrolled 100 px, and the language and currency dialog.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GlobeIcon, SearchIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { HEADER_SEARCH_SCROLL_PX } from '../../config/timing';
import { useLocale } from '../../lib/use-locale';
import { useScrolledPast } from './use-scrolled-past';
import styles from './site-header.module.css';

// The dialog (and its language-saving call) is fetched when first opened, not with Home.
const LocaleCurrencyDialog = lazy(async () => ({
  default: (await import('./locale-currency-dialog')).LocaleCurrencyDialog,
}));

export function SiteHeader() {
  const { t } = useTranslation('shell');
  const lang = useLocale();
  const scrolled = useScrolledPast(HEADER_SEARCH_SCROLL_PX);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <header className={styles.header} data-scrolled={scrolled}>
      {scrolled ? (
        <Link to={paths.search.getHref(lang)} className={styles.searchBar}>
          <SearchIcon />
          <span>{t('header.searchPlaceholder')}</span>
        </Link>
      ) : (
        <Link to={paths.home.getHref(lang)} className={styles.logo}>
          {t('header.logoFirst')} <span>{t('header.logoSecond')}</span>
        </Link>
      )}
      <button
        type="button"
        className={styles.settings}
        aria-label={t('header.settings')}
        aria-haspopup="dialog"
        onClick={() => {
          setSettingsOpen(true);
        }}
      >
        <GlobeIcon />
      </button>
      {settingsOpen ? (
        <Suspense fallback={null}>
          <LocaleCurrencyDialog
            open
            onClose={() => {
              setSettingsOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
