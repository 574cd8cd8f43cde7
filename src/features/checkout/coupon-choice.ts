// The coupon rules of ConfirmOrder (seed 001 sections 4, 5 and 9), on the shared coupon
// maths (lib/coupon-maths.ts, also goodsDetail's):
// - the best usable coupon is chosen automatically: the largest whose minimum spend is met;
// - selecting the same coupon again deselects it;
// - the redeem code's own rules (trim, 12 characters, 6 to count as entered) are shared with
//   the Coupons page in components/redeem-code.ts;
// - a redeemed coupon is applied only when the subtotal is at least its cill.
import type { Coupon, RedemptionResult } from '../../api/generated/model';
import { bestUsableCoupon, meetsMinimumSpend } from '../../lib/coupon-maths';

/** A member's coupon as create order and the fee call name it (its claimed copy's id). */
export function couponId(coupon: Pick<Coupon, 'userSpuCouponsId' | 'id'>): number | undefined {
  return coupon.userSpuCouponsId ?? coupon.id;
}

/** The coupon chosen automatically: the best usable one whose cill the subtotal meets. */
export function automaticCouponId(usable: readonly Coupon[], subtotal: number): number | undefined {
  const best = bestUsableCoupon(usable, subtotal);
  return best ? couponId(best.coupon) : undefined;
}

/** Tapping a coupon: the same one again deselects it. */
export function toggleCoupon(current: number | undefined, tapped: number): number | undefined {
  return current === tapped ? undefined : tapped;
}

/** The chosen coupon among the usable ones (a choice that is no longer usable is none). */
export function chosenCoupon(
  usable: readonly Coupon[],
  id: number | undefined,
): Coupon | undefined {
  return id === undefined ? undefined : usable.find((coupon) => couponId(coupon) === id);
}

/** Seed 001 section 4: "A redeemed coupon is auto-applied only if the subtotal is at least its cill." */
export function redeemedCouponApplies(redeemed: RedemptionResult, subtotal: number): boolean {
  return meetsMinimumSpend(redeemed, subtotal);
}
