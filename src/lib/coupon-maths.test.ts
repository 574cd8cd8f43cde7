import { describe, expect, it } from 'vitest';
import {
  bestUsableCoupon,
  couponDeduction,
  isFixedAmount,
  meetsMinimumSpend,
  percentOff,
  priceWithBestCoupon,
  totalAfterDeduction,
  type CouponTerms,
} from './coupon-maths';

// The contract's example coupons (openapi/README.md): 501 $3 off from $10, 502 5% off
// (parvalue 0.95) from $20, 503 $10 off from $100, 504 $1 off from $5.
const c501 = { id: 501, type: 0, parvalue: 3, cill: 10 } satisfies CouponTerms & { id: number };
const c502 = { id: 502, type: '1', parvalue: 0.95, cill: 20 } satisfies CouponTerms & {
  id: number;
};
const c503 = { id: 503, type: 0, parvalue: 10, cill: 100 } satisfies CouponTerms & { id: number };
const c504 = { id: 504, type: '0', parvalue: 1, cill: 5 } satisfies CouponTerms & { id: number };

describe('coupon type', () => {
  it('reads 0 and "0" as a fixed amount, 1, "1" and anything else as a discount', () => {
    expect(isFixedAmount(0)).toBe(true);
    expect(isFixedAmount('0')).toBe(true);
    expect(isFixedAmount(1)).toBe(false);
    expect(isFixedAmount('1')).toBe(false);
    expect(isFixedAmount(2)).toBe(false);
  });
});

describe('couponDeduction', () => {
  it('takes the fixed amount off, whatever the total (number and string type)', () => {
    expect(couponDeduction({ type: 0, parvalue: 3, cill: 0 }, 24.99)).toBe(3);
    expect(couponDeduction({ type: '0', parvalue: 3, cill: 0 }, 24.99)).toBe(3);
  });

  it('takes total x (1 - parvalue) off a discount, two decimals (number and string type)', () => {
    // 24.99 x 0.05 = 1.2495 -> 1.25
    expect(couponDeduction({ type: 1, parvalue: 0.95, cill: 0 }, 24.99)).toBe(1.25);
    expect(couponDeduction({ type: '1', parvalue: 0.95, cill: 0 }, 24.99)).toBe(1.25);
    // 9.99 x 0.12 = 1.1988 -> 1.20
    expect(couponDeduction({ type: 1, parvalue: 0.88, cill: 0 }, 9.99)).toBe(1.2);
    // 10.33 x 0.1 = 1.033 -> 1.03
    expect(couponDeduction({ type: 1, parvalue: 0.9, cill: 0 }, 10.33)).toBe(1.03);
  });

  it('never adds to the price', () => {
    expect(couponDeduction({ type: 1, parvalue: 1.2, cill: 0 }, 10)).toBe(0);
  });
});

describe('meetsMinimumSpend', () => {
  it('is met when the total reaches cill, exactly included', () => {
    expect(meetsMinimumSpend(c501, 10)).toBe(true);
    expect(meetsMinimumSpend(c501, 9.99)).toBe(false);
    expect(meetsMinimumSpend({ type: 0, parvalue: 1, cill: 0 }, 0.99)).toBe(true);
    // 0.1 + 0.2 is 0.30000000000000004: cents decide, not float noise.
    expect(meetsMinimumSpend({ type: 0, parvalue: 1, cill: 0.3 }, 0.1 + 0.2)).toBe(true);
  });
});

describe('bestUsableCoupon', () => {
  const all = [c501, c502, c503, c504];

  it('applies nothing when no minimum spend is met', () => {
    expect(bestUsableCoupon(all, 4.99)).toBeUndefined();
    expect(bestUsableCoupon([], 50)).toBeUndefined();
  });

  it('only considers coupons whose cill is met', () => {
    expect(bestUsableCoupon(all, 5)?.coupon.id).toBe(504);
    expect(bestUsableCoupon(all, 9.99)?.coupon.id).toBe(504);
  });

  it('picks the one that takes the most off', () => {
    // 24.99: 501 saves 3, 502 saves 1.25, 504 saves 1 -> 501.
    expect(bestUsableCoupon(all, 24.99)).toEqual({ coupon: c501, deduction: 3 });
    // 99.9: 501 saves 3, 502 saves 5.00 (99.9 x 0.05 = 4.995 -> 5.00) -> 502.
    expect(bestUsableCoupon(all, 99.9)).toEqual({ coupon: c502, deduction: 5 });
    // 100: 503 saves 10 -> 503.
    expect(bestUsableCoupon(all, 100)?.coupon.id).toBe(503);
  });

  it('keeps the first listed on a tie', () => {
    const a = { id: 1, type: 0, parvalue: 3, cill: 0 };
    const b = { id: 2, type: 1, parvalue: 0.7, cill: 0 }; // 10 x 0.3 = 3
    expect(bestUsableCoupon([a, b], 10)?.coupon.id).toBe(1);
    expect(bestUsableCoupon([b, a], 10)?.coupon.id).toBe(2);
  });
});

describe('totalAfterDeduction and priceWithBestCoupon', () => {
  it('floors the total at 0.00', () => {
    expect(totalAfterDeduction(2, 3)).toBe(0);
    expect(totalAfterDeduction(2, 2)).toBe(0);
    expect(totalAfterDeduction(24.99, 3)).toBe(21.99);
  });

  it('prices a subtotal with the best usable coupon, two decimals', () => {
    expect(priceWithBestCoupon(24.99, [c501, c502, c504])).toEqual({
      subtotal: 24.99,
      applied: { coupon: c501, deduction: 3 },
      saving: 3,
      total: 21.99,
    });
    expect(priceWithBestCoupon(3 * 9.99, [c502])).toEqual({
      subtotal: 29.97,
      applied: { coupon: c502, deduction: 1.5 },
      saving: 1.5,
      total: 28.47,
    });
  });

  it('saves at most the subtotal when a fixed coupon is larger than it', () => {
    const big = { type: 0, parvalue: 5, cill: 0 };
    expect(priceWithBestCoupon(0.99, [big])).toMatchObject({ saving: 0.99, total: 0 });
  });

  it('leaves the subtotal alone without a usable coupon', () => {
    expect(priceWithBestCoupon(4.99, [c501])).toEqual({
      subtotal: 4.99,
      applied: undefined,
      saving: 0,
      total: 4.99,
    });
  });
});

describe('percentOff', () => {
  it('shows 100 x (1 - rate), rounded', () => {
    expect(percentOff(0.95)).toBe(5);
    expect(percentOff(0.85)).toBe(15);
    expect(percentOff(0.875)).toBe(13);
    expect(percentOff(0.935)).toBe(7);
    expect(percentOff(0.9)).toBe(10);
    expect(percentOff(1)).toBe(0);
  });
});
