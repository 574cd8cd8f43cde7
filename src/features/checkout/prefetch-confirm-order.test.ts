// ConfirmOrder's loader prefetch asks for what the screen and its form ask for, with the
// same keys (so they find the answers in the cache), and nothing for the cashier variant.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getGetCheckoutDetailsQueryKey } from '../../api/generated/checkout/checkout';
import { getSearchCouponsForItemQueryKey } from '../../api/generated/coupons/coupons';
import { getGetCashierQueryKey } from '../../api/generated/payments/payments';
import { yieldToMain } from '../../lib/yield-to-main';
import { confirmOrderFormChunk } from './confirm-order-form-chunk';
import { prefetchConfirmOrder } from './prefetch-confirm-order';

async function asked(query: object) {
  const queryClient = new QueryClient();
  const spy = vi.spyOn(queryClient, 'query').mockResolvedValue(undefined);
  prefetchConfirmOrder(queryClient, { query });
  // The task the form chunk starts in (it is the last test's to watch).
  await yieldToMain();
  return spy.mock.calls.map(([options]) => options.queryKey);
}

describe('prefetchConfirmOrder', () => {
  it('starts the checkout details, the payment list and the coupon search of the item', async () => {
    expect(await asked({ itemId: 10104, num: 2, couponsId: 9001 })).toEqual([
      getGetCheckoutDetailsQueryKey({ itemId: 10104, num: 2 }),
      getGetCashierQueryKey({ num: 2 }),
      getSearchCouponsForItemQueryKey({ spuId: 10104, num: 2 }),
    ]);
  });

  it('asks for nothing for the cashier variant (orderId and num)', async () => {
    expect(await asked({ orderId: 'TL2026112000010', num: 1 })).toEqual([]);
    expect(confirmOrderFormChunk.loaded()).toBeUndefined();
  });

  it('starts the form chunk in the task after the calls, before the screen renders', async () => {
    const load = vi.spyOn(confirmOrderFormChunk, 'load');
    const queryClient = new QueryClient();
    const query = vi.spyOn(queryClient, 'query').mockResolvedValue(undefined);
    prefetchConfirmOrder(queryClient, { query: { itemId: 10104, num: 1 } });
    // The calls have left; the form's preload links wait for the next task.
    expect(query).toHaveBeenCalledTimes(3);
    expect(load).not.toHaveBeenCalled();
    await yieldToMain();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => {
      expect(confirmOrderFormChunk.loaded()).toBeTypeOf('function');
    });
  });
});
