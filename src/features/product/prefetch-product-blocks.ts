// goodsDetail's blocks below the product, started with the product's call on a server: the
// route loader calls this through the server's RouteServices (app/router.tsx,
// src/server/render-page.tsx), never in a browser, whose first screen would otherwise load
// the generated coupons module and TanStack's mutation code with it.
import type { QueryClient } from '@tanstack/react-query';
import { getListHotProductsQueryOptions } from '../../api/generated/catalog/catalog';
import {
  getListGuestCouponsQueryOptions,
  getListMemberCouponsQueryOptions,
} from '../../api/generated/coupons/coupons';
import { isSignedIn } from '../../lib/session';
import { ensureVisitorUuid } from '../../lib/visitor-uuid';
import { productDetailRequest } from './prefetch-product';

/** Silent: a failed prefetch shows nothing; the block's own query reports the failure. */
const silent = { request: { silent: true } };
const ignore = () => undefined;

/**
 * On a server, the calls of the blocks below the product (its coupon strip, the recommended
 * products) start with the product's, keyed as those blocks key them. The server renders a
 * page again for each round of calls a render starts (src/server/render-page.tsx): started
 * here, goodsDetail renders once and waits on one round of calls instead of two (measured:
 * the first render was a third of the page's CPU). In a browser the blocks make their own
 * calls once they render, after the first screen. The coupons are the address's item's;
 * another denomination chosen by default makes its own call as before.
 */
export function startBlocksWithProduct(
  queryClient: QueryClient,
  { search }: { search: URLSearchParams },
): void {
  const { spuId } = productDetailRequest(search);
  void queryClient
    .query(getListHotProductsQueryOptions({ uid: ensureVisitorUuid() }, silent))
    .catch(ignore);
  if (spuId === undefined) return;
  const coupons = isSignedIn()
    ? getListMemberCouponsQueryOptions({ itemId: spuId }, silent)
    : getListGuestCouponsQueryOptions({ itemId: spuId }, silent);
  void queryClient.query(coupons).catch(ignore);
}
