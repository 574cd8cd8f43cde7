// Coupon maths (seed 000 section 9, seed 001 section 9), in one pure module shared by the
// product detail bottom bar and, later, the checkout coupon picker:
// - type 0 or '0' is a fixed amount off (parvalue is the amount);
// - type 1 or '1' (seed 000: "otherwise") is a discount: the deduction is
//   total x (1 - parvalue), two decimals; its display is "100 x (1 - rate) rounded"% off;
// - the largest usable coupon whose minimum spend (cill) is met is applied;
// - the total is floored at 0.00.
// The types are structural so lib stays below the api layer; the generated Coupon fits.
import { roundToCents } from './money';

export interface CouponTerms {
  /** 0 / '0' fixed amount; 1 / '1' (any other value) a discount rate. */
  type: number | string;
  /** The amount off (fixed) or the rate paid (discount, 0.95 = 5% off). */
  parvalue: number;
  /** The minimum spend; 0 for none. */
  cill: number;
}

export interface AppliedCoupon<T extends CouponTerms> {
  coupon: T;
  /** What the coupon takes off this total, two decimals (before the 0.00 floor). */
  deduction: number;
}

export interface CouponPrice<T extends CouponTerms> {
  /** The total before any coupon. */
  subtotal: number;
  /** The best usable coupon, or undefined when none applies. */
  applied: AppliedCoupon<T> | undefined;
  /** What the shopper actually saves (the deduction, at most the subtotal). */
  saving: number;
  /** The total to pay, floored at 0.00. */
  total: number;
}

/** Seed 001 section 9: "type 0 or '0' is a fixed amount". */
export function isFixedAmount(type: number | string): boolean {
  return String(type).trim() === '0';
}

/** The amount a coupon takes off a total, two decimals; never negative. */
export function couponDeduction(coupon: CouponTerms, total: number): number {
  const raw = isFixedAmount(coupon.type) ? coupon.parvalue : total * (1 - coupon.parvalue);
  return Math.max(0, roundToCents(raw));
}

/** The minimum spend is met when the total reaches cill. */
export function meetsMinimumSpend(coupon: CouponTerms, total: number): boolean {
  return roundToCents(total) >= roundToCents(coupon.cill);
}

/**
 * The largest usable coupon whose minimum spend is met: the one that takes the most off this
 * total. On a tie the first listed wins (the server's order).
 */
export function bestUsableCoupon<T extends CouponTerms>(
  coupons: readonly T[],
  total: number,
): AppliedCoupon<T> | undefined {
  let best: AppliedCoupon<T> | undefined;
  for (const coupon of coupons) {
    if (!meetsMinimumSpend(coupon, total)) continue;
    const deduction = couponDeduction(coupon, total);
    if (best === undefined || deduction > best.deduction) best = { coupon, deduction };
  }
  return best;
}

/** Seed 000 section 9: "the total floors at 0.00". */
export function totalAfterDeduction(total: number, deduction: number): number {
  return Math.max(0, roundToCents(total - deduction));
}

/** The subtotal with the best usable coupon applied. */
export function priceWithBestCoupon<T extends CouponTerms>(
  subtotal: number,
  usableCoupons: readonly T[],
): CouponPrice<T> {
  const rounded = roundToCents(subtotal);
  const applied = bestUsableCoupon(usableCoupons, rounded);
  const total = applied ? totalAfterDeduction(rounded, applied.deduction) : rounded;
  return { subtotal: rounded, applied, saving: roundToCents(rounded - total), total };
}

/** Seed 001 section 9: "percent off is 100 x (1 - rate), rounded" (0.95 -> 5). */
export function percentOff(rate: number): number {
  return Math.round(roundToCents(100 * (1 - rate)));
}
