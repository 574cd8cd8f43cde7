// The price breakdown before the fee call answers (shared coupon maths: fixed vs
// percentage, two decimals, floor 0.00) and once it has (the server's figures).
import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../api/generated/model';
import { isNothingDue, priceBreakdown } from './price-breakdown';

const FIXED_3: Coupon = { userSpuCouponsId: 9001, type: 0, parvalue: 3, cill: 10 };
const FIXED_30: Coupon = { userSpuCouponsId: 9007, type: '0', parvalue: 30, cill: 0 };
const PERCENT_5: Coupon = { userSpuCouponsId: 9002, type: '1', parvalue: 0.95, cill: 20 };

describe('the price breakdown', () => {
  it.each([
    // subtotal, coupon, balance, fee -> coupon, balance, fee, due
    [24.99, undefined, 0, 0, { coupon: 0, balance: 0, fee: 0, due: 24.99 }],
    [24.99, FIXED_3, 0, 0, { coupon: 3, balance: 0, fee: 0, due: 21.99 }],
    [24.99, PERCENT_5, 0, 0, { coupon: 1.25, balance: 0, fee: 0, due: 23.74 }],
    [24.99, FIXED_3, 0, 0.44, { coupon: 3, balance: 0, fee: 0.44, due: 22.43 }],
    [24.99, FIXED_3, 21.99, 0, { coupon: 3, balance: 21.99, fee: 0, due: 0 }],
    [24.99, FIXED_3, 50, 0, { coupon: 3, balance: 21.99, fee: 0, due: 0 }],
    [24.99, FIXED_30, 0, 0, { coupon: 24.99, balance: 0, fee: 0, due: 0 }],
    [0.1 + 0.2, undefined, 0, 0, { coupon: 0, balance: 0, fee: 0, due: 0.3 }],
  ] as const)('%s with %o, balance %s, fee %s', (subtotal, coupon, balance, fee, expected) => {
    expect(priceBreakdown({ subtotal, coupon, balance, fee })).toEqual({
      subtotal: Math.round(subtotal * 100) / 100,
      ...expected,
    });
  });

  it("takes the fee call's figures once it has answered for the choice", () => {
    expect(
      priceBreakdown({
        subtotal: 24.99,
        coupon: FIXED_3,
        balance: 0,
        fee: 0,
        reply: { processFee: 0.44, paymentMoney: 22.43, symbol: '$', couponsPrice: 3, balance: 0 },
      }),
    ).toEqual({ subtotal: 24.99, coupon: 3, balance: 0, fee: 0.44, due: 22.43 });
  });

  it('has nothing due at 0.00 only', () => {
    const free = priceBreakdown({ subtotal: 24.99, coupon: FIXED_3, balance: 21.99, fee: 0 });
    expect(isNothingDue(free)).toBe(true);
    const cent = priceBreakdown({ subtotal: 24.99, coupon: FIXED_3, balance: 21.98, fee: 0 });
    expect(cent.due).toBe(0.01);
    expect(isNothingDue(cent)).toBe(false);
  });
});
