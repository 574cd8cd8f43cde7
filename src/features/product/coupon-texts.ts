// How a coupon reads on the strip and in the popup: its value (an amount off, or "100 x
// (1 - rate) rounded" percent off), its minimum spend and its validity.
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../api/generated/model';
import { isFixedAmount, percentOff } from '../../lib/coupon-maths';
import { formatMoney } from '../../lib/money';

export interface CouponTexts {
  value: (coupon: Coupon) => string;
  condition: (coupon: Coupon) => string;
  validity: (coupon: Coupon) => string | undefined;
}

export function useCouponTexts(symbol: string | null): CouponTexts {
  const { t } = useTranslation('product');
  return {
    value: (coupon) =>
      isFixedAmount(coupon.type)
        ? t('coupons.fixed', { amount: formatMoney(symbol, coupon.parvalue) })
        : t('coupons.percent', { percent: percentOff(coupon.parvalue) }),
    condition: (coupon) =>
      coupon.cill > 0
        ? t('coupons.minSpend', { amount: formatMoney(symbol, coupon.cill) })
        : t('coupons.noMinimum'),
    validity: (coupon) => {
      if (coupon.usageRules === 0 && coupon.endTime)
        return t('coupons.validUntil', { date: coupon.endTime.slice(0, 10) });
      if (coupon.usageRules === 1 && coupon.days)
        return t('coupons.validDays', { days: coupon.days });
      return undefined;
    },
  };
}
