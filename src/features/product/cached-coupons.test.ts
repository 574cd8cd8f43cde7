import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  getListGuestCouponsQueryKey,
  getListMemberCouponsQueryKey,
} from '../../api/generated/coupons/coupons';
import type { Coupon } from '../../api/generated/model';
import { cachedProductCoupons, productCouponsKey } from './cached-coupons';

const coupon: Coupon = { id: 7, name: '$3.00 off' } as Coupon;

describe('the coupons goodsDetail first renders with', () => {
  it('are read under the generated hooks’ own keys, a guest’s and a member’s', () => {
    expect(productCouponsKey(10101, false)).toEqual(getListGuestCouponsQueryKey({ itemId: 10101 }));
    expect(productCouponsKey(10101, true)).toEqual(getListMemberCouponsQueryKey({ itemId: 10101 }));
  });

  it('are the cached reply’s list for the item and the shopper’s kind, else none', () => {
    const client = new QueryClient();
    client.setQueryData(getListGuestCouponsQueryKey({ itemId: 10101 }), {
      code: 0,
      data: [coupon],
    });
    expect(cachedProductCoupons(client, 10101, false)).toEqual([coupon]);
    expect(cachedProductCoupons(client, 10101, true)).toEqual([]);
    expect(cachedProductCoupons(client, 10102, false)).toEqual([]);
    expect(cachedProductCoupons(client, undefined, false)).toEqual([]);
    client.setQueryData(getListGuestCouponsQueryKey({ itemId: 10102 }), { code: 1, data: null });
    expect(cachedProductCoupons(client, 10102, false)).toEqual([]);
  });
});
