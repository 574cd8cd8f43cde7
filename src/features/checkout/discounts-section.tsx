// ConfirmOrder's Discounts section (seed 001 sections 2, 4 and 5): the chosen coupon with
// the picker, the redeem box and the balance discount line. Redeeming sends the trimmed
// code (12 characters at most; Redeem is offered once 6 non-space characters are typed, an
// empty box sends nothing); on success Redemption_successful shows, the coupons reload and
// the redeemed coupon is applied only when the subtotal reaches its cill; a failed redeem
// (its message from the error catalogue) clears the box, except after a 401 or with no reply
// (redeemFailureClearsBox): the code then stays, in the form's draft too.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getSearchCouponsForItemQueryKey,
  useRedeemVoucher,
} from '../../api/generated/coupons/coupons';
import type { Coupon } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { useCouponTexts } from '../../components/coupon-texts';
import { RedeemCodeField } from '../../components/form/redeem-code-field';
import {
  isRedeemCodeEntered,
  redeemCodeToSend,
  redeemFailureClearsBox,
} from '../../components/redeem-code';
import { formatMoney } from '../../lib/money';
import { showToast } from '../../lib/toast-store';
import { chosenCoupon, redeemedCouponApplies } from './coupon-choice';
import { CouponPickerDialog } from './coupon-picker-dialog';
import styles from './confirm-order.module.css';

/** The redeem box's name in the ConfirmOrder form (not part of the order). */
export const REDEEM_FIELD = 'redeemCode';

interface DiscountsSectionProps {
  usable: readonly Coupon[];
  unusable: readonly Coupon[];
  chosenId: number | undefined;
  onChoose: (id: number | undefined) => void;
  symbol: string;
  subtotal: number;
  /** The balance discount line (0 for none). */
  balance: number;
}

export function DiscountsSection({
  usable,
  unusable,
  chosenId,
  onChoose,
  symbol,
  subtotal,
  balance,
}: DiscountsSectionProps) {
  const { t } = useTranslation('checkout');
  const texts = useCouponTexts(symbol);
  const [picking, setPicking] = useState(false);
  const chosen = chosenCoupon(usable, chosenId);
  const { setValue } = useFormContext<Record<string, string>>();
  const code = useWatch<Record<string, string | undefined>>({ name: REDEEM_FIELD }) ?? '';
  const queryClient = useQueryClient();
  const redeem = useRedeemVoucher();

  const redeemCode = async () => {
    const voucherCode = redeemCodeToSend(code);
    if (!voucherCode || redeem.isPending) return;
    try {
      const redeemed = okData(await redeem.mutateAsync({ data: { voucherCode } }));
      showToast({ kind: 'success', messageKey: 'checkout:discounts.redeemed' });
      setValue(REDEEM_FIELD, '');
      await queryClient.invalidateQueries({
        queryKey: getSearchCouponsForItemQueryKey().slice(0, 2),
      });
      if (redeemedCouponApplies(redeemed, subtotal)) onChoose(redeemed.userSpuCouponsId);
    } catch (error) {
      if (redeemFailureClearsBox(error)) setValue(REDEEM_FIELD, '');
    }
  };

  return (
    <section className={styles.section} aria-labelledby="confirm-discounts">
      <h2 id="confirm-discounts" className={styles.sectionTitle}>
        {t('discounts.title')}
      </h2>
      <div className={styles.row}>
        <span>{t('discounts.coupon')}</span>
        <button
          type="button"
          className={styles.linkButton}
          aria-haspopup="dialog"
          onClick={() => {
            setPicking(true);
          }}
        >
          {chosen
            ? t('discounts.chosen', { value: texts.value(chosen) })
            : usable.length > 0
              ? t('discounts.choose')
              : t('discounts.noUsable')}
        </button>
      </div>
      <div className={styles.redeem}>
        <RedeemCodeField
          name={REDEEM_FIELD}
          label={t('discounts.redeemLabel')}
          placeholder={t('discounts.redeemPlaceholder')}
          onKeyDown={(event) => {
            // Enter redeems the code instead of submitting the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              void redeemCode();
            }
          }}
        />
        <button
          type="button"
          className={styles.primaryButton}
          disabled={!isRedeemCodeEntered(code) || redeem.isPending}
          aria-busy={redeem.isPending}
          onClick={() => void redeemCode()}
        >
          {t('discounts.redeem')}
        </button>
      </div>
      {balance > 0 ? (
        <div className={styles.row}>
          <span>{t('discounts.balance')}</span>
          <span>-{formatMoney(symbol, balance)}</span>
        </div>
      ) : null}
      <CouponPickerDialog
        open={picking}
        onClose={() => {
          setPicking(false);
        }}
        usable={usable}
        unusable={unusable}
        chosenId={chosenId}
        symbol={symbol}
        onConfirm={(id) => {
          setPicking(false);
          onChoose(id);
        }}
      />
    </section>
  );
}
