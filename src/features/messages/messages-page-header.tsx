// The header of the message sub-pages: back to the message centre, the title, and an
// optional action (the clear-all icon of order dynamics).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { BackIcon } from './icons';
import styles from './messages.module.css';

export function MessagesPageHeader({ title, action }: { title: string; action?: ReactNode }) {
  const { t } = useTranslation('messages');
  const lang = useLocale();
  return (
    <header className={styles.header}>
      <Link to={paths.info.getHref(lang)} className={styles.iconButton} aria-label={t('list.back')}>
        <BackIcon />
      </Link>
      <h1 className={styles.title}>{title}</h1>
      <span className={styles.headerAction}>{action}</span>
    </header>
  );
}
