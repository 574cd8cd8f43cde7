// The product's rich-text detail (server HTML, sanitised), collapsed at first with an
// expand / fold toggle.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySafeHtml } from '../../components/lazy-safe-html';
import styles from './product.module.css';

export function RichDetail({ html }: { html: string }) {
  const { t } = useTranslation('productLater');
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('detail.heading')}
      </h2>
      <div id={bodyId} className={styles.richDetail} data-expanded={expanded}>
        <LazySafeHtml html={html} />
      </div>
      <button
        type="button"
        className={styles.linkButton}
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => {
          setExpanded((value) => !value);
        }}
      >
        {expanded ? t('detail.fold') : t('detail.expand')}
      </button>
    </section>
  );
}
