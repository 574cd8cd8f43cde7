import { describe, expect, it } from 'vitest';
import {
  cancelRequest,
  cancelStartsWithCouponChoice,
  CANCEL_REASONS,
  detailFooter,
  hasMoreOrders,
  isKnownStatus,
  listActions,
  listRequest,
  parseAttrs,
  showsGuarantee,
  type OrderTab,
} from './order-rules';

describe('order tabs mapped to filters (seed 001 section 4)', () => {
  it.each<[OrderTab, string, number | undefined]>([
    ['all', '', undefined],
    ['unpaid', '0', undefined],
    ['shipping', '1', undefined],
    ['reviewing', '3', 0],
    ['completed', '4', 1],
  ])('%s sends status %j with evaluateStatus %j', (tab, status, evaluateStatus) => {
    const request = listRequest({ tab, date: '1', name: '' }, 1);
    expect(request.status).toBe(status);
    expect(request.evaluateStatus).toBe(evaluateStatus);
    expect('evaluateStatus' in request).toBe(evaluateStatus !== undefined);
  });

  it('sends page size 10, the time filter and the name as typed (no bounds)', () => {
    const name = ' x'.repeat(300);
    expect(listRequest({ tab: 'all', date: '3', name }, 4)).toEqual({
      pageNum: 4,
      pageSize: 10,
      date: '3',
      name,
      status: '',
    });
  });
});

describe('paging stop: the next page while pageNum < total/10', () => {
  it.each([
    [1, 0, false],
    [1, 9, false],
    [1, 10, false],
    [1, 11, true],
    [2, 20, false],
    [2, 21, true],
    [3, 25, false],
  ])('page %i of %i orders: more %s', (pageNum, total, more) => {
    expect(hasMoreOrders(pageNum, total)).toBe(more);
  });
});

describe('footer per status (seed 001 section 4)', () => {
  it.each([
    ['0', ['cancel', 'payNow', 'support']],
    ['1', ['support', 'requestShipment']],
    ['2', ['confirmReceipt']],
    ['4', ['reorder']],
    ['5', []],
    ['6', ['support']],
    ['7', ['support']],
    ['8', ['rateNow', 'reorder']],
    ['9', ['reorder']],
    ['3', []],
  ])('status %s: %j', (status, actions) => {
    expect(detailFooter(status)).toEqual(actions);
  });

  it.each([
    ['0', ['cancel', 'payNow', 'support']],
    ['1', ['support', 'requestShipment']],
    ['2', ['confirmReceipt']],
    ['4', ['reorder']],
    ['5', ['reorder']],
    ['6', ['support']],
    ['7', ['support']],
    ['8', ['rateNow', 'reorder']],
    ['9', ['reorder']],
    ['3', []],
  ])('list item of status %s: %j', (status, actions) => {
    expect(listActions(status)).toEqual(actions);
  });

  // Issue 23 item 6: the reply check lets a list item with an unknown status through.
  it.each(['12', '', 'constructor', 'toString', '__proto__'])(
    'an unknown status %j has no actions, on the list or in the footer',
    (status) => {
      expect(isKnownStatus(status)).toBe(false);
      expect(listActions(status)).toEqual([]);
      expect(detailFooter(status)).toEqual([]);
    },
  );

  it.each([
    ['1', true],
    ['0', false],
    ['2', false],
    ['9', false],
  ])('status %s shows the guarantee: %s', (status, shown) => {
    expect(showsGuarantee(status)).toBe(shown);
  });
});

describe('cancel rules', () => {
  it('offers the six reasons, closeType 1-6 in the seed order', () => {
    expect(CANCEL_REASONS).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each([
    ['0', 1.5, true],
    ['0', 0, false],
    ['1', 1.5, false],
    ['5', 1.5, false],
  ])('status %s with coupon %d starts with the coupon choice: %s', (status, couponsPrice, yes) => {
    expect(cancelStartsWithCouponChoice({ status, couponsPrice })).toBe(yes);
  });

  it.each([
    [undefined, undefined],
    [1, { orderId: 'TL1', closeType: 1 }],
    [6, { orderId: 'TL1', closeType: 6 }],
  ] as const)('reason %j gives the call %j (none without a reason)', (reason, call) => {
    expect(cancelRequest('TL1', reason)).toEqual(call);
  });
});

describe('top-up info from attrs', () => {
  it.each([
    ['[{"name":"Player ID","value":"5123"}]', [{ name: 'Player ID', value: '5123' }]],
    ['[]', []],
    ['', []],
    [null, []],
    ['{not json', []],
    ['{"name":"a","value":"b"}', []],
    ['[{"name":"a"},{"name":"b","value":"c"},null,3]', [{ name: 'b', value: 'c' }]],
  ])('%j shows %j', (attrs, entries) => {
    expect(parseAttrs(attrs)).toEqual(entries);
  });
});
