// The coupon strip of goodsDetail (seed 000 section 2, section 9 "coupon strip 3"): the
// first 3 coupons of the item; a tap opens the coupon popup with all of them.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../api/generated/model';
import { useCouponTexts } from '../../components/coupon-texts';
import styles from './product.module.css';

/** Seed 000 section 9: "coupon strip 3". */
export const COUPON_STRIP_SIZE = 3;

interface CouponStripProps {
  coupons: readonly Coupon[];
  symbol: string | null;
  onOpen: () => void;
}

export function CouponStrip({ coupons, symbol, onOpen }: CouponStripProps) {
  const { t } = useTranslation('product');
  const texts = useCouponTexts(symbol);
  const headingId = useId();
  if (coupons.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.couponStrip}>
      <h3 id={headingId} className={styles.stripHeading}>
        {t('coupons.heading')}
      </h3>
      <button type="button" className={styles.stripButton} aria-haspopup="dialog" onClick={onOpen}>
        <span className={styles.stripChips}>
          {coupons.slice(0, COUPON_STRIP_SIZE).map((coupon, index) => (
            <span key={coupon.id ?? index} className={styles.chip}>
              {texts.value(coupon)}
            </span>
          ))}
        </span>
        <span className={styles.stripMore}>{t('coupons.open')}</span>
      </button>
    </section>
  );
}
