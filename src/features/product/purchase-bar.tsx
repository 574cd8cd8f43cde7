// The bottom bar of goodsDetail: the total (with the best usable coupon applied), the
// original price (marketPrice x num, struck through), the membership-level tag when no coupon
// applies, the coupon saving, the quantity stepper and Buy Now (a sold-out label instead
// when the product is sold out).
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../components/quantity-stepper';
import { formatMoney } from '../../lib/money';
import styles from './product.module.css';

interface PurchaseBarProps {
  symbol: string | null;
  total: number;
  originalTotal: number;
  /** The coupon saving, when a coupon applies. */
  saving: number | undefined;
  /** The member's level name, shown when no coupon applies. */
  levelName: string | undefined;
  num: number;
  onNumChange: (num: number) => void;
  soldOut: boolean;
  busy: boolean;
  canBuy: boolean;
  onBuy: () => void;
}

export function PurchaseBar(props: PurchaseBarProps) {
  const {
    symbol,
    total,
    originalTotal,
    saving,
    levelName,
    num,
    onNumChange,
    soldOut,
    busy,
    canBuy,
    onBuy,
  } = props;
  const { t } = useTranslation('product');
  return (
    <section aria-label={t('bar.label')} className={styles.bar}>
      <div className={styles.barPrices}>
        <p className={styles.barTotal}>
          <span>{t('bar.total')}</span> <strong>{formatMoney(symbol, total)}</strong>
        </p>
        <p className={styles.barMeta}>
          <del>
            <span className="visually-hidden">{t('bar.originalPrice')} </span>
            {formatMoney(symbol, originalTotal)}
          </del>
          {saving !== undefined ? (
            <span className={styles.saving}>
              {t('bar.saving', { amount: formatMoney(symbol, saving) })}
            </span>
          ) : levelName ? (
            <span className={styles.levelTag}>{t('bar.memberLevel', { level: levelName })}</span>
          ) : null}
        </p>
      </div>
      <QuantityStepper value={num} onChange={onNumChange} disabled={soldOut} />
      {soldOut ? (
        <span className={styles.soldOutLabel}>{t('soldOut')}</span>
      ) : (
        <button
          type="button"
          className={styles.buyButton}
          disabled={busy || !canBuy}
          aria-busy={busy}
          onClick={onBuy}
        >
          {busy ? t('busy') : t('bar.buyNow')}
        </button>
      )}
    </section>
  );
}
