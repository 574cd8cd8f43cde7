import { afterEach, describe, expect, it } from 'vitest';
import { UNPAID_TIP_INTERVAL_MS, UNUSED_COUPON_POPUP_INTERVAL_MS } from '../../config/timing';
import {
  POPUP_STAMP_KEYS,
  readStamp,
  rookieCouponDue,
  unpaidCheckDue,
  unusedCouponsDue,
  writeStamp,
} from './popup-rules';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const S = 1000;

afterEach(() => {
  window.localStorage.clear();
});

describe('the seed’s intervals', () => {
  it('are 3600 s for the tip and 86400 s for the unused-coupons pop-up', () => {
    expect(UNPAID_TIP_INTERVAL_MS).toBe(3600 * S);
    expect(UNUSED_COUPON_POPUP_INTERVAL_MS).toBe(86400 * S);
  });
});

describe('rookie coupon pop-up', () => {
  it.each([
    ['1', true],
    ['0', false],
    ['true', false],
    [undefined, false],
  ])('cookie %s -> shows: %s', (cookie, due) => {
    expect(rookieCouponDue(cookie)).toBe(due);
  });
});

describe('unpaid-order check', () => {
  it.each([
    ['never', null, true],
    ['0 s ago', NOW, false],
    ['3599 s ago', NOW - 3599 * S, false],
    ['3599.999 s ago', NOW - 3599 * S - 999, false],
    ['3600 s ago', NOW - 3600 * S, true],
    ['a day ago', NOW - 86400 * S, true],
  ])('last tip %s -> check: %s', (_label, last, due) => {
    expect(unpaidCheckDue(NOW, last)).toBe(due);
  });
});

describe('unused-coupons pop-up', () => {
  it.each([
    ['never, cookie present', null, '3', true],
    ['never, no cookie', null, undefined, false],
    ['86399 s ago, cookie present', NOW - 86399 * S, '3', false],
    ['86400 s ago, cookie present', NOW - 86400 * S, '3', true],
    ['86400 s ago, no cookie', NOW - 86400 * S, undefined, false],
    ['2 days ago, cookie present', NOW - 2 * 86400 * S, '1', true],
  ])('%s -> shows: %s', (_label, last, cookie, due) => {
    expect(unusedCouponsDue(NOW, last, cookie)).toBe(due);
  });
});

describe('stamps', () => {
  it('are written and read back in local storage under the documented keys', () => {
    expect(readStamp('unpaidTip')).toBeNull();
    writeStamp('unpaidTip', NOW);
    writeStamp('unusedCoupons', NOW + 1);
    expect(window.localStorage.getItem(POPUP_STAMP_KEYS.unpaidTip)).toBe(String(NOW));
    expect(readStamp('unpaidTip')).toBe(NOW);
    expect(readStamp('unusedCoupons')).toBe(NOW + 1);
  });

  it('treat an unreadable value as never', () => {
    window.localStorage.setItem(POPUP_STAMP_KEYS.unusedCoupons, 'soon');
    expect(readStamp('unusedCoupons')).toBeNull();
  });
});
