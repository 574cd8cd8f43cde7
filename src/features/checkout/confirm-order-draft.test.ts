// The ConfirmOrder draft in sessionStorage: read back per item, dropped on demand, and a
// broken or foreign value (bad JSON, wrong shape) read as no draft.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './confirm-order-draft';

beforeEach(() => {
  sessionStorage.clear();
});

describe('the ConfirmOrder draft', () => {
  it('is kept per item and read back', () => {
    writeDraft(10104, { values: { p0: '5123456789' }, couponId: null, paymentMethod: 22 });
    writeDraft(10102, { values: { p0: 'other' }, couponId: 9001, billingId: 4102 });
    writeDraft(10103, { values: {}, redeemCode: 'WELCOME186' });
    expect(readDraft(10104)).toEqual({
      values: { p0: '5123456789' },
      couponId: null,
      paymentMethod: 22,
    });
    expect(readDraft(10102)).toEqual({ values: { p0: 'other' }, couponId: 9001, billingId: 4102 });
    expect(readDraft(10103)).toEqual({ values: {}, redeemCode: 'WELCOME186' });
    expect(readDraft(30302)).toBeUndefined();
  });

  it('is dropped once the order exists', () => {
    writeDraft(10104, { values: { p0: '51' } });
    clearDraft(10104);
    expect(readDraft(10104)).toBeUndefined();
  });

  it.each([
    ['not JSON', '{'],
    ['no values', '{"couponId":9001}'],
    ['a number where a text belongs', '{"values":{"p0":51}}'],
    ['a negative method', '{"values":{},"paymentMethod":-1}'],
    ['a fractional coupon', '{"values":{},"couponId":9001.5}'],
    ['an address id of 0', '{"values":{},"billingId":0}'],
    ['a coupon given as text', '{"values":{},"couponId":"9001"}'],
    ['a redeem code given as a number', '{"values":{},"redeemCode":186}'],
  ])('reads %s as no draft', (_, raw) => {
    sessionStorage.setItem('draft:confirmOrder:10104', raw);
    expect(readDraft(10104)).toBeUndefined();
  });
});
