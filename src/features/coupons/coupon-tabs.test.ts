// Seed 001 section 4: "Tabs 0 unused, 1 used, 2 expired."
import { describe, expect, it } from 'vitest';
import { COUPON_TABS, couponTabRequest } from './coupon-tabs';

describe('the Coupons tabs', () => {
  it('are unused, used and expired in this order', () => {
    expect(COUPON_TABS).toEqual(['unused', 'used', 'expired']);
  });

  it.each([
    ['unused', 0],
    ['used', 1],
    ['expired', 2],
  ] as const)('tab %s asks for status %i', (tab, status) => {
    expect(couponTabRequest(tab)).toEqual({ status });
  });
});
