// Sales promotion (seed 001 section 2): the paged promotions with title, image(s) and HTML
// body (collapsed above 60px, with expand/fold). Opening the list marks the promotions read
// (seed 000 section 4: "Opening the promo list marks promos read").
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkMessagesReadType } from '../../api/generated/model/markMessagesReadType';
import { MessageType } from '../../api/generated/model/messageType';
import type { Message } from '../../api/generated/model';
import { followServerUrl } from '../../lib/navigation';
import { checkUrl } from '../../lib/safe-url';
import { splitMessageImages } from './message-rules';
import { MessageListPage } from './message-list-page';
import { PromotionBody } from './promotion-body';
import { useMarkRead } from './use-mark-read';
import { useMessagePages } from './use-message-pages';
import styles from './messages.module.css';

export function SalesPromotions() {
  const { t } = useTranslation('messages');
  const pages = useMessagePages(MessageType.promotions);
  const { mutate: markRead } = useMarkRead();

  // Once per visit (a ref, so React's development double effects do not send it twice).
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current) return;
    marked.current = true;
    markRead({ data: { type: MarkMessagesReadType.promotionsRead } });
  }, [markRead]);

  return (
    <MessageListPage
      title={t('promotions.title')}
      pages={pages}
      renderMessage={(message) => <Promotion message={message} />}
    />
  );
}

function Promotion({ message }: { message: Message }) {
  const { t } = useTranslation('messages');
  const titleId = `promotion-${message.id}`;
  const images = splitMessageImages(message.messageImgs);
  return (
    <article className={styles.promotion} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.promoTitle}>
        {message.messageTitle}
      </h2>
      <time className={styles.messageTime}>{message.messageStartTime}</time>
      {images.map((src) => (
        <img key={src} src={src} alt="" className={styles.promoImage} loading="lazy" />
      ))}
      <PromotionBody html={message.messageContent} />
      {checkUrl(message.messageUrl, 'content').kind !== 'refused' ? (
        <button
          type="button"
          className={styles.textButton}
          aria-describedby={titleId}
          onClick={() => {
            followServerUrl(message.messageUrl, 'content');
          }}
        >
          {t('promotions.viewDetails')}
        </button>
      ) : null}
    </article>
  );
}
