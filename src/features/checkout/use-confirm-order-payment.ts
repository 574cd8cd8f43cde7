// ConfirmOrder's payment choices: the payment list (getCashier with num, before the order
// exists), the chosen method (the shopper's, else the one the server preselects; an option
// under maintenance is never chosen), the billing address, and the fee call recomputed for
// each coupon and method choice (use-fee-recompute.ts: a stale reply never wins). The fee
// reply counts only for the choice it answers.
import { useEffect, useState } from 'react';
import { getCheckoutFee } from '../../api/generated/checkout/checkout';
import type { CheckoutFee, PaymentOption } from '../../api/generated/model';
import { useGetCashier } from '../../api/generated/payments/payments';
import { okData } from '../../api/http-client';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { isSelectable, preselectedOption } from './payment-method-list';
import { useFeeRecompute } from './use-fee-recompute';

interface FeeChoice {
  couponId: number | undefined;
  paymentMethod: number | undefined;
}

interface PaymentChoiceInput {
  itemId: number;
  num: number;
  couponId: number | undefined;
  /** False until the coupon search has settled (the automatic coupon is known). */
  couponsReady: boolean;
  initialMethod: number | undefined;
  initialBillingId: number | undefined;
}

const NO_OPTIONS: readonly PaymentOption[] = [];

export function useConfirmOrderPayment({
  itemId,
  num,
  couponId,
  couponsReady,
  initialMethod,
  initialBillingId,
}: PaymentChoiceInput) {
  const cashier = useGetCashier({ num }, { query: { select: okData } });
  const options = cashier.data?.paymentList ?? NO_OPTIONS;
  const [methodChoice, setMethodChoice] = useState(initialMethod);
  const [billingId, setBillingId] = useState(initialBillingId);
  const chosen = options.find((o) => o.shopPaymentId === methodChoice && isSelectable(o));
  const method = chosen ?? preselectedOption(options);
  const paymentMethod = method?.shopPaymentId;

  const { fee, recompute } = useFeeRecompute(
    async (choice: FeeChoice): Promise<{ choice: FeeChoice; fee: CheckoutFee }> => ({
      choice,
      fee: okData(
        await getCheckoutFee({
          itemId,
          num,
          couponsId: choice.couponId ?? null,
          paymentMethod: choice.paymentMethod ?? null,
        }),
      ),
    }),
  );
  const methodsReady = !cashier.isPending;
  // The first fee call leaves once the form has been painted: the payment list (with the
  // method chosen for the shopper) shows first, and the call is not part of that render.
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted && couponsReady && methodsReady) recompute({ couponId, paymentMethod });
  }, [painted, couponsReady, methodsReady, couponId, paymentMethod, recompute]);

  const feeReply =
    fee && fee.choice.couponId === couponId && fee.choice.paymentMethod === paymentMethod
      ? fee.fee
      : undefined;

  return {
    cashier,
    options,
    method,
    /** What the shopper chose themselves (kept in the draft). */
    methodChoice,
    chooseMethod: (option: PaymentOption) => {
      setMethodChoice(option.shopPaymentId);
    },
    billingId,
    setBillingId,
    feeReply,
  };
}
