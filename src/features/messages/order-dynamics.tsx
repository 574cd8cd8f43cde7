// Order dynamics (dynamicState, seed 001 section 2): the paged order messages with a red dot
// on each unread one and a clear-all icon. The clear icon marks all order messages read
// ('All messages have been marked as read.'), or only hints 'No unread messages at present'
// when none is unread; hints vanish after 2000 ms. Tapping a message marks it read and opens
// the live chat (seed 000 section 4).
import { useTranslation } from 'react-i18next';
import { useGetMessageSummary } from '../../api/generated/messages/messages';
import { MarkMessagesReadType } from '../../api/generated/model/markMessagesReadType';
import { MessageStatus } from '../../api/generated/model/messageStatus';
import { MessageType } from '../../api/generated/model/messageType';
import type { Message } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { HINT_DURATION_MS } from '../../config/timing';
import { openSupportChat } from '../../lib/support-chat';
import { useLocale } from '../../lib/use-locale';
import { Hint } from './hint';
import { ClearIcon } from './icons';
import { MessageListPage } from './message-list-page';
import { useMarkRead } from './use-mark-read';
import { useMessagePages } from './use-message-pages';
import { useTimedHint } from './use-timed-hint';
import styles from './messages.module.css';

type ClearHint = 'info_text3' | 'info_text4';

export function OrderDynamics() {
  const { t } = useTranslation('messages');
  const lang = useLocale();
  const pages = useMessagePages(MessageType.orderDynamics);
  const summary = useGetMessageSummary({ query: { select: okData } });
  const markRead = useMarkRead();
  const { hint, show } = useTimedHint<ClearHint>(HINT_DURATION_MS);
  const { messages } = pages;

  const anyUnread =
    (summary.data?.orderMsg.count ?? 0) > 0 ||
    messages.some((m) => m.messageStatus === MessageStatus.unread);

  const onClear = () => {
    if (!anyUnread) {
      show('info_text4');
      return;
    }
    markRead.mutate(
      { data: { type: MarkMessagesReadType.orderDynamicsRead } },
      {
        onSuccess: () => {
          show('info_text3');
        },
      },
    );
  };

  const onOpen = (message: Message) => {
    // The chat opens inside the tap itself: a window opened after an await is blocked.
    openSupportChat(lang);
    if (message.messageStatus === MessageStatus.unread) {
      markRead.mutate({ data: { type: MarkMessagesReadType.byIds, idList: [message.id] } });
    }
  };

  return (
    <MessageListPage
      title={t('orderDynamics.title')}
      action={{
        label: t('orderDynamics.clear'),
        icon: <ClearIcon />,
        disabled: pages.isPending || summary.isPending || markRead.isPending,
        onClick: onClear,
      }}
      pages={pages}
      renderMessage={(message) => (
        <button
          type="button"
          className={styles.message}
          onClick={() => {
            onOpen(message);
          }}
        >
          <span className={styles.messageHead}>
            <span className={styles.messageTitle}>
              {message.messageStatus === MessageStatus.unread && (
                <>
                  <span className={styles.unreadDot} aria-hidden="true" data-testid="unread-dot" />
                  <span className="visually-hidden">{t('list.unread')}: </span>
                </>
              )}
              {message.messageTitle}
            </span>
            <time className={styles.messageTime}>{message.messageStartTime}</time>
          </span>
          <span className={styles.messageText}>{message.messageContent}</span>
          <span className="visually-hidden">{t('list.opensChat')}</span>
        </button>
      )}
    >
      <Hint text={hint === null ? null : t(hint)} />
    </MessageListPage>
  );
}
