// Starts ConfirmOrder's calls from its route loader, so they run while the screen's chunk
// and then its body chunk download: the checkout details (the first screen), the payment
// list and the member's coupons for the item (what the body waits on before the fee call
// and its price breakdown). The requests are the ones the screen and the form make, so the
// keys match. Loaded by the router as a chunk of its own (it brings the payments and
// coupons modules, which no other first screen needs).
import type { QueryClient } from '@tanstack/react-query';
import { getGetCheckoutDetailsQueryOptions } from '../../api/generated/checkout/checkout';
import { getSearchCouponsForItemQueryOptions } from '../../api/generated/coupons/coupons';
import { getGetCashierQueryOptions } from '../../api/generated/payments/payments';
import { hasPagePainted } from '../../lib/use-after-first-paint';
import { yieldToMain } from '../../lib/yield-to-main';
import { confirmOrderBodyChunk } from './confirm-order-body-chunk';
import { confirmOrderFormChunk } from './confirm-order-form-chunk';

// Silent: a failed prefetch shows nothing; the screen's own query tries again on mount and
// reports the failure once.
const silent = { request: { silent: true } };

/** A failed prefetch is not reported here: the screen's own query reports it. */
const ignore = () => undefined;

/** Called by the route loader with the address's query as the route table parsed it. */
export function prefetchConfirmOrder(queryClient: QueryClient, { query }: { query: object }): void {
  // The cashier variant (orderId and num) goes to GoPay.
  if (!('itemId' in query) || !('num' in query)) return;
  const { itemId, num } = query;
  if (typeof itemId !== 'number' || typeof num !== 'number') return;
  // The calls first: each reads the cookie jar, a synchronous round trip to the browser
  // that waits behind every request this task has already started (15 ms behind the
  // form's preload links when they came first).
  void queryClient.query(getGetCheckoutDetailsQueryOptions({ itemId, num }, silent)).catch(ignore);
  void queryClient.query(getGetCashierQueryOptions({ num }, silent)).catch(ignore);
  void queryClient
    .query(getSearchCouponsForItemQueryOptions({ spuId: itemId, num }, silent))
    .catch(ignore);
  // The replies' schemas (api/contract/response-check.ts) with the calls, not a round trip
  // after them (see features/catalog/prefetch-home.ts).
  void import('../../api/generated/replies/checkout/checkout.zod').catch(ignore);
  void import('../../api/generated/replies/payments/payments.zod').catch(ignore);
  void import('../../api/generated/replies/coupons/coupons.zod').catch(ignore);
  // The body (where the payment list is, the page's largest paint) with them: it needs
  // only the replies and itself to show the payment methods.
  void confirmOrderBodyChunk.load().catch(ignore);
  // The form: on a landing, the body asks for it once the payment methods have been
  // painted, so it does not stand before the replies and the body on the one connection.
  // Opened from another screen, it downloads with the calls, in a task of its own:
  // appending its preload links is most of this work, and Lighthouse holds every request a
  // task starts until that task ends (at four times its length).
  if (!hasPagePainted()) return;
  void yieldToMain()
    .then(() => confirmOrderFormChunk.load())
    .catch(ignore);
}
