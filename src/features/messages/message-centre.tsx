// The message centre of the Info tab (seed 000 section 2): customer service; the order
// updates entry only when an order message exists (opens dynamicState); the promotions
// entry only when a promotion message exists (opens salesPromotion); and the clear action:
// with any unread count above 0 it marks messages cleared (type 3) and hints info_text3,
// otherwise it hints info_text4. Hints vanish after 2000 ms.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetMessageSummary } from '../../api/generated/messages/messages';
import { MarkMessagesReadType } from '../../api/generated/model/markMessagesReadType';
import type { MessageSummaryEntry } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { HINT_DURATION_MS } from '../../config/timing';
import { openSupportChat } from '../../lib/support-chat';
import { useLocale } from '../../lib/use-locale';
import { Hint } from './hint';
import { ChatIcon, ClearIcon, GiftIcon, OrderIcon } from './icons';
import { useMarkRead } from './use-mark-read';
import { useTimedHint } from './use-timed-hint';
import styles from './messages.module.css';

type ClearHint = 'info_text3' | 'info_text4';

/** Seed 000 section 2: an entry shows "only when an order message exists" (or a promo one). */
export function messageExists(entry: MessageSummaryEntry): boolean {
  return entry.msg !== null || entry.time !== null;
}

export function MessageCentre() {
  const { t } = useTranslation(['messages', 'common']);
  const lang = useLocale();
  const summary = useGetMessageSummary({ query: { select: okData } });
  const markRead = useMarkRead();
  const { hint, show } = useTimedHint<ClearHint>(HINT_DURATION_MS);
  const data = summary.data;

  const onClear = () => {
    if (!data) return;
    if (data.orderMsg.count > 0 || data.promotionMsg.count > 0) {
      markRead.mutate(
        { data: { type: MarkMessagesReadType.clearAll } },
        {
          onSuccess: () => {
            show('info_text3');
          },
        },
      );
    } else {
      show('info_text4');
    }
  };

  return (
    <main className={styles.page}>
      <PageHeader
        title={t('centre.title')}
        titleId="message-centre-title"
        action={{
          label: t('centre.clear'),
          icon: <ClearIcon />,
          disabled: !data || markRead.isPending,
          onClick: onClear,
        }}
      />

      <ul className={styles.entries} aria-labelledby="message-centre-title">
        <li>
          <button
            type="button"
            className={styles.entry}
            onClick={() => {
              openSupportChat(lang);
            }}
          >
            <span className={styles.entryIcon} data-tone="chat">
              <ChatIcon />
            </span>
            <span className={styles.entryText}>
              <span className={styles.entryTitle}>{t('centre.customerService')}</span>
              <span className={styles.entryMsg}>{t('centre.customerServiceText')}</span>
            </span>
            <span className="visually-hidden">{t('list.opensChat')}</span>
          </button>
        </li>
        {data && messageExists(data.orderMsg) && (
          <SummaryEntry
            href={paths.dynamicState.getHref(lang)}
            icon={<OrderIcon />}
            tone="order"
            title={t('centre.orderStatus')}
            entry={data.orderMsg}
          />
        )}
        {data && messageExists(data.promotionMsg) && (
          <SummaryEntry
            href={paths.salesPromotion.getHref(lang)}
            icon={<GiftIcon />}
            tone="promo"
            title={t('centre.promotions')}
            entry={data.promotionMsg}
          />
        )}
      </ul>

      {summary.isPending && <p role="status">{t('common:loading')}</p>}
      {summary.isError && (
        <p role="alert" className={styles.notice}>
          {t('centre.loadFailed')}{' '}
          <button
            type="button"
            className={styles.textButton}
            onClick={() => void summary.refetch()}
          >
            {t('common:retry')}
          </button>
        </p>
      )}

      <Hint text={hint === null ? null : t(hint)} />
    </main>
  );
}

interface SummaryEntryProps {
  href: string;
  icon: ReactNode;
  tone: 'order' | 'promo';
  title: string;
  entry: MessageSummaryEntry;
}

function SummaryEntry({ href, icon, tone, title, entry }: SummaryEntryProps) {
  const { t } = useTranslation('messages');
  return (
    <li>
      <Link to={href} className={styles.entry}>
        <span className={styles.entryIcon} data-tone={tone}>
          {icon}
          {entry.count > 0 && (
            <span className={styles.countBadge} aria-hidden="true">
              {entry.count > 99 ? '99+' : entry.count}
            </span>
          )}
        </span>
        <span className={styles.entryText}>
          <span className={styles.entryTitle}>
            {title}
            {entry.count > 0 && (
              <span className="visually-hidden">
                {t('centre.unreadCount', { count: entry.count })}
              </span>
            )}
          </span>
          {entry.msg !== null && <span className={styles.entryMsg}>{entry.msg}</span>}
        </span>
        {entry.time !== null && <time className={styles.entryTime}>{entry.time}</time>}
      </Link>
    </li>
  );
}
