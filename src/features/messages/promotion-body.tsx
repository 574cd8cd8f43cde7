// A promotion's HTML body (sanitised). Seed 001 section 2: "Bodies taller than 60px are
// collapsed (16vw) with an expand/fold control." The height is measured once rendered and
// again whenever the content resizes (images arriving, a font swap, a rotation).
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../components/safe-html';
import { PROMO_BODY_COLLAPSE_PX } from './message-rules';
import styles from './messages.module.css';

export function PromotionBody({ html }: { html: string }) {
  const { t } = useTranslation('messages');
  const id = useId();
  const content = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const node = content.current;
    if (!node) return;
    const measure = () => {
      setTall(node.scrollHeight > PROMO_BODY_COLLAPSE_PX);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, [html]);

  const collapsed = tall && !expanded;
  return (
    <div className={styles.promoBody}>
      <div id={id} className={styles.promoClamp} data-collapsed={collapsed}>
        <div ref={content}>
          <SafeHtml html={html} className={styles.richText} />
        </div>
      </div>
      {tall && (
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => {
            setExpanded((value) => !value);
          }}
        >
          {expanded ? t('promotions.fold') : t('promotions.expand')}
        </button>
      )}
    </div>
  );
}
