// Starts the product call while the goodsDetail chunk downloads (called from the route's
// loader). The request is the one ProductLoader makes, so its key matches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetProductDetailQueryOptions,
  getListHotProductsQueryOptions,
} from '../../api/generated/catalog/catalog';
import {
  getListGuestCouponsQueryOptions,
  getListMemberCouponsQueryOptions,
} from '../../api/generated/coupons/coupons';
import { serverScope } from '../../lib/server-scope';
import { isSignedIn } from '../../lib/session';
import { ensureVisitorUuid } from '../../lib/visitor-uuid';

/** A failed prefetch is not reported here: the screen's own query reports it. */
const ignore = () => undefined;
/** Silent: a failed prefetch shows nothing; the block's own query reports the failure. */
const silent = { request: { silent: true } };

export function productDetailRequest(search: URLSearchParams) {
  const spuId = Number(search.get('spuId')) || undefined;
  const categoryId = Number(search.get('categoryId')) || undefined;
  return {
    ...(spuId === undefined ? {} : { spuId }),
    ...(categoryId === undefined ? {} : { categoryId }),
  };
}

/** Called by the route loader with the address's query (`search`, as given). */
export function prefetchProduct(
  queryClient: QueryClient,
  { search }: { search: URLSearchParams },
): void {
  // The reply's schema (api/contract/response-check.ts) with the call, not a round trip
  // after it (see prefetch-home.ts).
  void import('../../api/generated/replies/catalog/catalog.zod').catch(ignore);
  // Silent: a failed prefetch shows nothing; the screen's query tries again on mount and
  // reports the failure once.
  void queryClient
    .query(getGetProductDetailQueryOptions(productDetailRequest(search), silent))
    .catch(ignore);
  if (serverScope()) startBlocksWithProduct(queryClient, productDetailRequest(search).spuId);
}

/**
 * On a server, the calls of the blocks below the product (its coupon strip, the recommended
 * products) start with the product's, keyed as those blocks key them. The server renders a
 * page again for each round of calls a render starts (src/server/render-page.tsx): started
 * here, goodsDetail renders once and waits on one round of calls instead of two (measured:
 * the first render was a third of the page's CPU). In a browser the blocks make their own
 * calls once they render, after the first screen, as before. The coupons are the address's
 * item's; another denomination chosen by default makes its own call as before.
 */
function startBlocksWithProduct(queryClient: QueryClient, spuId: number | undefined): void {
  void queryClient
    .query(getListHotProductsQueryOptions({ uid: ensureVisitorUuid() }, silent))
    .catch(ignore);
  if (spuId === undefined) return;
  const coupons = isSignedIn()
    ? getListMemberCouponsQueryOptions({ itemId: spuId }, silent)
    : getListGuestCouponsQueryOptions({ itemId: spuId }, silent);
  void queryClient.query(coupons).catch(ignore);
}
