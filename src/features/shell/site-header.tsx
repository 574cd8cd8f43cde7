// The Home header (seed 000 section 2, seed 001 section 2): the logo, replaced by a search
// bar once the page has scrolled 100 px, and the language and currency dialog.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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

export function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function GlobeIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}
