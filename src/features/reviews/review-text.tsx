// A review's text in the list: clamped at about 26.7vw when collapsed (seed 001 section 9),
// with an Expand / Fold control only when the text is taller than that. The height is
// measured once rendered and again when the content or the screen width changes.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampHeightPx } from './review-list-rules';
import styles from './reviews.module.css';

export function ReviewText({ text }: { text: string }) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const content = useRef<HTMLParagraphElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const node = content.current;
    if (!node) return;
    const measure = () => {
      setTall(node.scrollHeight > clampHeightPx(window.innerWidth));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, [text]);

  const collapsed = tall && !expanded;
  return (
    <div>
      <div id={id} className={styles.reviewClamp} data-collapsed={collapsed}>
        <p ref={content} className={styles.reviewText}>
          {text}
        </p>
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
          {expanded ? t('list.fold') : t('list.expand')}
        </button>
      )}
    </div>
  );
}
