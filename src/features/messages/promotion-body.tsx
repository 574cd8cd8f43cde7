// A promotion's HTML body (sanitised). Seed 001 section 2: "Bodies taller than 60px are
// collapsed (16vw) with an expand/fold control."
import { useTranslation } from 'react-i18next';
import { CollapsibleText } from '../../components/collapsible-text';
import { SafeHtml } from '../../components/safe-html';
import { PROMO_BODY_COLLAPSE_PX } from './message-rules';
import styles from './messages.module.css';

const collapseAbove = () => PROMO_BODY_COLLAPSE_PX;

export function PromotionBody({ html }: { html: string }) {
  const { t } = useTranslation('messages');
  return (
    <CollapsibleText
      collapseAbovePx={collapseAbove}
      content={html}
      className={styles.promoBody}
      clampClassName={styles.promoClamp}
      toggleClassName={styles.textButton}
      expandLabel={t('promotions.expand')}
      foldLabel={t('promotions.fold')}
    >
      <SafeHtml html={html} className={styles.richText} />
    </CollapsibleText>
  );
}
