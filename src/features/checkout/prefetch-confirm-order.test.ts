// ConfirmOrder's loader prefetch asks for what the screen and its form ask for, with the
// same keys (so they find the answers in the cache), and nothing for the cashier variant.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getGetCheckoutDetailsQueryKey } from '../../api/generated/checkout/checkout';
import { getSearchCouponsForItemQueryKey } from '../../api/generated/coupons/coupons';
import { getGetCashierQueryKey } from '../../api/generated/payments/payments';
import { confirmOrderFormChunk } from './confirm-order-form-chunk';
import { prefetchConfirmOrder } from './prefetch-confirm-order';

function asked(query: object) {
  const queryClient = new QueryClient();
  const spy = vi.spyOn(queryClient, 'query').mockResolvedValue(undefined);
  prefetchConfirmOrder(queryClient, { query });
  return spy.mock.calls.map(([options]) => options.queryKey);
}

describe('prefetchConfirmOrder', () => {
  it('starts the checkout details, the payment list and the coupon search of the item', () => {
    expect(asked({ itemId: 10104, num: 2, couponsId: 9001 })).toEqual([
      getGetCheckoutDetailsQueryKey({ itemId: 10104, num: 2 }),
      getGetCashierQueryKey({ num: 2 }),
      getSearchCouponsForItemQueryKey({ spuId: 10104, num: 2 }),
    ]);
  });

  it('asks for nothing for the cashier variant (orderId and num)', () => {
    expect(asked({ orderId: 'TL2026112000010', num: 1 })).toEqual([]);
    expect(confirmOrderFormChunk.loaded()).toBeUndefined();
  });

  it('starts the form chunk with the calls, before the screen renders', async () => {
    expect(confirmOrderFormChunk.loaded()).toBeUndefined();
    asked({ itemId: 10104, num: 1 });
    await vi.waitFor(() => {
      expect(confirmOrderFormChunk.loaded()).toBeTypeOf('function');
    });
  });
});
