// How a coupon reads wherever it is shown (goodsDetail's strip and popup, ConfirmOrder's
// coupon picker): its value (an amount off, or "100 x (1 - rate) rounded" percent off), its
// minimum spend and its validity.
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../api/generated/model';
import { isFixedAmount, percentOff } from '../lib/coupon-maths';
import { formatMoney } from '../lib/money';

export interface CouponTexts {
  value: (coupon: Coupon) => string;
  condition: (coupon: Coupon) => string;
  validity: (coupon: Coupon) => string | undefined;
}

export function useCouponTexts(symbol: string | null): CouponTexts {
  const { t } = useTranslation('common');
  return {
    value: (coupon) =>
      isFixedAmount(coupon.type)
        ? t('coupon.fixed', { amount: formatMoney(symbol, coupon.parvalue) })
        : t('coupon.percent', { percent: percentOff(coupon.parvalue) }),
    condition: (coupon) =>
      coupon.cill > 0
        ? t('coupon.minSpend', { amount: formatMoney(symbol, coupon.cill) })
        : t('coupon.noMinimum'),
    validity: (coupon) => {
      if (coupon.usageRules === 0 && coupon.endTime)
        return t('coupon.validUntil', { date: coupon.endTime.slice(0, 10) });
      if (coupon.usageRules === 1 && coupon.days)
        return t('coupon.validDays', { days: coupon.days });
      return undefined;
    },
  };
}
