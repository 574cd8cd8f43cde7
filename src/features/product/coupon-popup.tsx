// The coupon popup of goodsDetail: every coupon of the item with its value, minimum spend,
// products, validity and description, and a claim button (or "Claimed", receiveStatus 1);
// its close button sits at the top.
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../api/generated/model';
import { Dialog } from '../../components/dialog';
import { useCouponTexts } from '../../components/coupon-texts';
import styles from './product.module.css';

interface CouponPopupProps {
  open: boolean;
  onClose: () => void;
  coupons: readonly Coupon[];
  symbol: string | null;
  onClaim: (coupon: Coupon) => void;
  /** The coupon being claimed, its button busy. */
  claimingId: number | undefined;
}

export function CouponPopup({
  open,
  onClose,
  coupons,
  symbol,
  onClaim,
  claimingId,
}: CouponPopupProps) {
  const { t } = useTranslation('product');
  const texts = useCouponTexts(symbol);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('coupons.popupTitle')}
      variant="sheet"
      // At the top: a long list would push a bottom button out of sight.
      closeLabel={t('coupons.close')}
    >
      <ul className={styles.couponList}>
        {coupons.map((coupon, index) => {
          const value = texts.value(coupon);
          const condition = texts.condition(coupon);
          const validity = texts.validity(coupon);
          const claimed = coupon.receiveStatus === 1;
          // Not claimed (0) or not said. A status the contract does not list (the reply
          // check lets a list item through with it, issue 23 item 6): neither Claimed nor
          // a Claim button.
          const claimable = coupon.receiveStatus === undefined || coupon.receiveStatus === 0;
          const busy = coupon.id !== undefined && coupon.id === claimingId;
          return (
            <li key={coupon.id ?? index} className={styles.coupon}>
              <div className={styles.couponValue}>
                <strong>{value}</strong>
                <span>{condition}</span>
              </div>
              <div className={styles.couponInfo}>
                {coupon.name ? <p className={styles.couponName}>{coupon.name}</p> : null}
                {coupon.spuName ? <p>{t('coupons.appliesTo', { name: coupon.spuName })}</p> : null}
                {validity ? <p>{validity}</p> : null}
                {coupon.description ? <p>{coupon.description}</p> : null}
              </div>
              {claimed ? (
                <span className={styles.claimed}>{t('coupons.claimed')}</span>
              ) : !claimable ? null : (
                <button
                  type="button"
                  className={styles.claimButton}
                  aria-label={t('coupons.claimNamed', { coupon: `${value}, ${condition}` })}
                  disabled={busy || coupon.id === undefined}
                  aria-busy={busy}
                  onClick={() => {
                    onClaim(coupon);
                  }}
                >
                  {t('coupons.claim')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
