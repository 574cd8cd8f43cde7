// ConfirmOrder's coupon rules, table by table: the automatic best coupon, deselecting,
// and when a redeemed coupon applies (the redeem code's rules: components/redeem-code.test.ts).
import { describe, expect, it } from 'vitest';
import type { Coupon, RedemptionResult } from '../../api/generated/model';
import {
  automaticCouponId,
  chosenCoupon,
  couponId,
  redeemedCouponApplies,
  toggleCoupon,
} from './coupon-choice';

const THREE_OFF_FROM_10: Coupon = { userSpuCouponsId: 9001, type: 0, parvalue: 3, cill: 10 };
const FIVE_PERCENT_FROM_20: Coupon = {
  userSpuCouponsId: 9002,
  type: '1',
  parvalue: 0.95,
  cill: 20,
};
const ONE_OFF_FROM_5: Coupon = { userSpuCouponsId: 9004, type: 0, parvalue: 1, cill: 5 };
const TEN_PERCENT_NO_MIN: Coupon = { userSpuCouponsId: 9006, type: 1, parvalue: 0.9, cill: 0 };
const USABLE = [THREE_OFF_FROM_10, FIVE_PERCENT_FROM_20, ONE_OFF_FROM_5];

describe('the automatic coupon (the largest whose cill is met)', () => {
  it.each([
    [24.99, USABLE, 9001], // 3.00 > 1.25 (5% of 24.99) > 1.00
    [100, USABLE, 9002], // 5.00 > 3.00 > 1.00
    [10, USABLE, 9001], // the cill met exactly
    [9.99, USABLE, 9004], // below 10, at least 5
    [4.99, USABLE, undefined], // below every cill
    [33.33, [THREE_OFF_FROM_10, TEN_PERCENT_NO_MIN], 9006], // 3.33 (10%, two decimals) > 3.00
    [29.99, [THREE_OFF_FROM_10, TEN_PERCENT_NO_MIN], 9001], // 3.00 (10% is 3.00 after rounding; first wins)
    [50, [], undefined],
  ] as const)('subtotal %s -> %s', (subtotal, usable, expected) => {
    expect(automaticCouponId(usable, subtotal)).toBe(expected);
  });

  it('keeps the first listed on a tie (the server order)', () => {
    const twin: Coupon = { userSpuCouponsId: 9010, type: 0, parvalue: 3, cill: 0 };
    expect(automaticCouponId([THREE_OFF_FROM_10, twin], 24.99)).toBe(9001);
  });

  it('names a coupon by its claimed copy, else its id', () => {
    expect(couponId({ userSpuCouponsId: 9001, id: 501 })).toBe(9001);
    expect(couponId({ id: 501 })).toBe(501);
  });
});

describe('choosing', () => {
  it.each([
    [undefined, 9001, 9001],
    [9001, 9001, undefined],
    [9001, 9004, 9004],
  ])('current %s, tapped %s -> %s', (current, tapped, expected) => {
    expect(toggleCoupon(current, tapped)).toBe(expected);
  });

  it('finds the chosen coupon among the usable ones only', () => {
    expect(chosenCoupon(USABLE, 9004)).toBe(ONE_OFF_FROM_5);
    expect(chosenCoupon(USABLE, 9003)).toBeUndefined();
    expect(chosenCoupon(USABLE, undefined)).toBeUndefined();
  });
});

describe('the redeemed coupon', () => {
  it.each([
    [24.99, 5, true],
    [5, 5, true],
    [4.99, 5, false],
  ])('subtotal %s with cill %s applies: %s', (subtotal, cill, applies) => {
    const redeemed: RedemptionResult = { cill, type: 0, parvalue: 1, userSpuCouponsId: 9004 };
    expect(redeemedCouponApplies(redeemed, subtotal)).toBe(applies);
  });
});
