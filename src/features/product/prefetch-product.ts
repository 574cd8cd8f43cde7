// Starts the product call while the goodsDetail chunk downloads (called from the route's
// loader). The request is the one ProductLoader makes, so its key matches.
import type { QueryClient } from '@tanstack/react-query';
import { getGetProductDetailQueryOptions } from '../../api/generated/catalog/catalog';

/** A failed prefetch is not reported here: the screen's own query reports it. */
const ignore = () => undefined;

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
    .query(
      getGetProductDetailQueryOptions(productDetailRequest(search), { request: { silent: true } }),
    )
    .catch(ignore);
}
