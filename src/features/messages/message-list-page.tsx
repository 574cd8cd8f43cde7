// The page of a paged message list (dynamicState, salesPromotion): the header back to the
// message centre, the first page's loading and failure, the messages, and the list end
// that loads the next page.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../api/generated/model';
import { PageHeader, type PageAction } from '../../components/page-header';
import { ListEnd } from '../../components/paged-list/list-end';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import type { MessagePages } from './use-message-pages';
import styles from './messages.module.css';

interface MessageListPageProps {
  title: string;
  action?: PageAction;
  pages: MessagePages;
  renderMessage: (message: Message) => ReactNode;
  /** What follows the list (the hint region). */
  children?: ReactNode;
}

export function MessageListPage({
  title,
  action,
  pages,
  renderMessage,
  children,
}: MessageListPageProps) {
  const { t } = useTranslation(['messages', 'common']);
  const lang = useLocale();
  const { messages } = pages;
  return (
    <main className={styles.page}>
      <PageHeader
        title={title}
        back={{ to: paths.info.getHref(lang), label: t('list.back') }}
        action={action}
      />

      {pages.isPending && <p role="status">{t('common:loading')}</p>}
      {pages.isError && messages.length === 0 && (
        <p role="alert" className={styles.notice}>
          {t('list.loadFailed')}{' '}
          <button type="button" className={styles.textButton} onClick={() => void pages.refetch()}>
            {t('common:retry')}
          </button>
        </p>
      )}

      {messages.length > 0 && (
        <ul className={styles.messages}>
          {messages.map((message) => (
            <li key={message.id}>{renderMessage(message)}</li>
          ))}
        </ul>
      )}

      {pages.data && <ListEnd list={pages} failedText={t('list.moreFailed')} />}

      {children}
    </main>
  );
}
