// ConfirmOrder's price breakdown (seed 001 section 2): subtotal, coupon deduction, balance
// discount, fee and amount due. Until the fee call has answered for the current coupon and
// payment choice, it is computed here with the shared coupon maths (two decimals, floored
// at 0.00); the fee call's reply, once it matches the choice, is the server's word.
import type { CheckoutFee, Coupon } from '../../api/generated/model';
import { couponDeduction, totalAfterDeduction } from '../../lib/coupon-maths';
import { roundToCents } from '../../lib/money';

export interface PriceBreakdown {
  subtotal: number;
  coupon: number;
  balance: number;
  fee: number;
  due: number;
}

interface BreakdownInput {
  subtotal: number;
  /** The chosen coupon, if any. */
  coupon: Coupon | undefined;
  /** The balance discount of the checkout data. */
  balance: number;
  /** The fee of the checkout data (0 until a payment method is chosen). */
  fee: number;
  /** The fee call's reply for the current choice, when it has come. */
  reply?: CheckoutFee | undefined;
}

export function priceBreakdown({
  subtotal,
  coupon,
  balance,
  fee,
  reply,
}: BreakdownInput): PriceBreakdown {
  const base = roundToCents(subtotal);
  const couponOff = coupon ? Math.min(couponDeduction(coupon, base), base) : 0;
  const afterCoupon = totalAfterDeduction(base, couponOff);
  if (reply) {
    return {
      subtotal: base,
      coupon: roundToCents(reply.couponsPrice ?? couponOff),
      balance: roundToCents(reply.balance ?? Math.min(balance, afterCoupon)),
      fee: roundToCents(reply.processFee),
      due: Math.max(0, roundToCents(reply.paymentMoney)),
    };
  }
  const balanceOff = Math.min(roundToCents(balance), afterCoupon);
  const feeAmount = roundToCents(fee);
  return {
    subtotal: base,
    coupon: couponOff,
    balance: balanceOff,
    fee: feeAmount,
    due: totalAfterDeduction(roundToCents(afterCoupon + feeAmount), balanceOff),
  };
}

/** Seed 001 section 2: Payment Methods and Billing Address show only when this is false. */
export function isNothingDue(breakdown: PriceBreakdown): boolean {
  return breakdown.due === 0;
}
