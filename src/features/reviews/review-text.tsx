// A review's text in the list: clamped at about 26.7vw when collapsed (seed 001 section 9),
// with an Expand / Fold control only when the text is taller than that.
import { useTranslation } from 'react-i18next';
import { CollapsibleText } from '../../components/collapsible-text';
import { clampHeightPx } from './review-list-rules';
import styles from './reviews.module.css';

const collapseAbove = () => clampHeightPx(window.innerWidth);

export function ReviewText({ text }: { text: string }) {
  const { t } = useTranslation('reviews');
  return (
    <CollapsibleText
      collapseAbovePx={collapseAbove}
      content={text}
      clampClassName={styles.reviewClamp}
      toggleClassName={styles.textButton}
      expandLabel={t('list.expand')}
      foldLabel={t('list.fold')}
    >
      <p className={styles.reviewText}>{text}</p>
    </CollapsibleText>
  );
}
