// The top of the login and Registration screens: the Home link (seed 000 section 2: "and a
// Home link") and the screen's heading.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import styles from './auth.module.css';

export function EntryHeader({ title }: { title: string }) {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  return (
    <header className={styles.header}>
      <Link to={paths.home.getHref(lang)} className={styles.homeLink}>
        <BackIcon />
        <span>{t('home')}</span>
      </Link>
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
