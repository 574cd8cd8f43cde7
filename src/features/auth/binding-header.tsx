// The header of the binding screens (seed 000 section 2: "each with home icon,
// customer-service link and alternate-language links"): the home icon, the screen's title, the
// live-chat link, and links to the same page (query kept) in the other two languages.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LineIcon } from '../../components/icons';
import { HTML_LANG, LOCALES, localizedPath } from '../../config/locales';
import { paths } from '../../config/paths';
import { withoutAppToken } from '../../lib/session';
import { openSupportChat, supportChatUrl } from '../../lib/support-chat';
import { useLocale } from '../../lib/use-locale';
import type { BindProvider } from './bind-session';
import styles from './binding.module.css';

const HOME_ICON = 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10';
const SUPPORT_ICON =
  'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1v-4zm16 0h-3v5h2a1 1 0 0 0 1-1v-4zM17 19c0 1.5-2 2-5 2';

export function BindingHeader({ provider }: { provider: BindProvider }) {
  const { t } = useTranslation('binding');
  const lang = useLocale();
  const { pathname, search } = useLocation();
  return (
    <>
      <header className={styles.header}>
        <Link
          to={paths.home.getHref(lang)}
          className={styles.iconLink}
          aria-label={t('header.home')}
        >
          <LineIcon d={HOME_ICON} size={22} strokeWidth={1.8} strokeLinejoin="round" />
        </Link>
        <h1 className={styles.title}>{t(`title.${provider}`)}</h1>
        <a
          href={supportChatUrl(lang)}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.iconLink}
          aria-label={t('header.support')}
          onClick={(event) => {
            event.preventDefault();
            openSupportChat(lang);
          }}
        >
          <LineIcon d={SUPPORT_ICON} size={22} strokeWidth={1.8} strokeLinejoin="round" />
        </a>
      </header>
      <nav className={styles.languages} aria-label={t('header.languages')}>
        <ul className={styles.languageList}>
          {LOCALES.filter((lng) => lng !== lang).map((lng) => (
            <li key={lng}>
              <Link
                to={`${localizedPath(pathname, lng)}${withoutAppToken(search)}`}
                lang={HTML_LANG[lng]}
                hrefLang={HTML_LANG[lng]}
              >
                {t(`languages.${lng}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
