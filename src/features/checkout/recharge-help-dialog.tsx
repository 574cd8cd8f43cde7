// The recharge-help overlay of ConfirmOrder (seed 001 section 2): the item's help image
// when rechargeDetailUrl is set, otherwise the fixed help text; under it the terms of
// article 115 (seed 001 section 7: "Article fetch: articleId 115 (terms text). Reads
// data.detail (html)."), fetched when the overlay first opens and shown through the
// sanitiser. The overlay's height is capped at 500px (seed 001 section 9).
import { useTranslation } from 'react-i18next';
import { useGetArticle } from '../../api/generated/content/content';
import { okData } from '../../api/http-client';
import { Dialog } from '../../components/dialog';
import { LazySafeHtml } from '../../components/lazy-safe-html';
import { checkUrl } from '../../lib/safe-url';
import styles from './confirm-order.module.css';

/** Seed 001 section 7: the terms text is article 115. */
export const TERMS_ARTICLE_ID = 115;

/** The help image's address: a path of this site or an https image; nothing else is loaded. */
export function helpImageSource(raw: string | null | undefined): string | undefined {
  const checked = checkUrl(raw, { internal: true, hosts: [] });
  if (checked.kind === 'internal') return checked.href;
  if (checked.kind === 'refused' && checked.reason.startsWith('host ')) return raw?.trim();
  return undefined;
}

interface RechargeHelpDialogProps {
  open: boolean;
  onClose: () => void;
  rechargeDetailUrl: string | null | undefined;
}

export function RechargeHelpDialog({ open, onClose, rechargeDetailUrl }: RechargeHelpDialogProps) {
  const { t } = useTranslation('checkout');
  const terms = useGetArticle(
    { articleId: TERMS_ARTICLE_ID },
    { query: { select: okData, enabled: open, staleTime: Infinity }, request: { silent: true } },
  );
  const image = helpImageSource(rechargeDetailUrl);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('help.title')}
      actions={
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <div className={styles.helpBody}>
        {image ? (
          <img className={styles.helpImage} src={image} alt={t('help.imageAlt')} />
        ) : (
          <p>{t('help.text')}</p>
        )}
        {terms.data?.detail ? (
          <LazySafeHtml html={terms.data.detail} className={styles.terms} />
        ) : null}
      </div>
    </Dialog>
  );
}
