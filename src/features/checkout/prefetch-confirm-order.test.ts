// ConfirmOrder's loader prefetch asks for what the screen and its form ask for, with the
// same keys (so they find the answers in the cache), and nothing for the cashier variant.
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getGetCheckoutDetailsQueryKey } from '../../api/generated/checkout/checkout';
import { getSearchCouponsForItemQueryKey } from '../../api/generated/coupons/coupons';
import { getGetCashierQueryKey } from '../../api/generated/payments/payments';
import { afterNextPaint } from '../../lib/use-after-first-paint';
import { yieldToMain } from '../../lib/yield-to-main';
import { confirmOrderBodyChunk } from './confirm-order-body-chunk';
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
    const loadBody = vi.spyOn(confirmOrderBodyChunk, 'load');
    const loadForm = vi.spyOn(confirmOrderFormChunk, 'load');
    expect(await asked({ orderId: 'TL2026112000010', num: 1 })).toEqual([]);
    expect(loadBody).not.toHaveBeenCalled();
    expect(loadForm).not.toHaveBeenCalled();
    loadBody.mockRestore();
    loadForm.mockRestore();
  });

  it('on a landing starts the body chunk with the calls, and leaves the form to the body', async () => {
    const loadBody = vi.spyOn(confirmOrderBodyChunk, 'load');
    const loadForm = vi.spyOn(confirmOrderFormChunk, 'load');
    const queryClient = new QueryClient();
    const query = vi.spyOn(queryClient, 'query').mockImplementation(() => {
      // The calls leave before the body's chunk is asked for.
      expect(loadBody).not.toHaveBeenCalled();
      return Promise.resolve(undefined);
    });
    prefetchConfirmOrder(queryClient, { query: { itemId: 10104, num: 1 } });
    expect(query).toHaveBeenCalledTimes(3);
    expect(loadBody).toHaveBeenCalledTimes(1);
    await yieldToMain();
    await yieldToMain();
    expect(loadForm).not.toHaveBeenCalled();
    await waitFor(() => {
      expect(confirmOrderBodyChunk.loaded()).toBeTypeOf('function');
    });
    loadBody.mockRestore();
    loadForm.mockRestore();
  });

  it('opened from another screen (the page has painted) starts the form in the task after the calls', async () => {
    await new Promise<void>((painted) => {
      afterNextPaint(painted);
    });
    const loadForm = vi.spyOn(confirmOrderFormChunk, 'load');
    const queryClient = new QueryClient();
    vi.spyOn(queryClient, 'query').mockResolvedValue(undefined);
    prefetchConfirmOrder(queryClient, { query: { itemId: 10104, num: 1 } });
    // The form's preload links wait for the next task.
    expect(loadForm).not.toHaveBeenCalled();
    await yieldToMain();
    expect(loadForm).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(confirmOrderFormChunk.loaded()).toBeTypeOf('function');
    });
    loadForm.mockRestore();
  });
});
