// goodsDetail's coupon strip on the page's first render. On a page the production server
// rendered, the item's coupons are in the cache from the start (the server asked for them
// with the product: prefetch-product-blocks.ts, and the page carries the reply), so the strip
// is in the HTML and the hydrating render shows it too, instead of appearing once the
// coupon calls' chunk has run and pushing the options below it down (issue 24: CLS at most
// 0.02 on goodsDetail; the strip's arrival was the page's whole 0.024). Read here with keys
// equal to the generated hooks' (a test holds them equal), not through the generated coupons
// module, which would bring TanStack's mutation code to the first screen
// (product-coupons-source.tsx).
import type { QueryClient } from '@tanstack/react-query';
import type { Coupon } from '../../api/generated/model';

/** The keys of useListGuestCoupons / useListMemberCoupons for one item. */
export function productCouponsKey(itemId: number, signedIn: boolean) {
  const path = signedIn
    ? '/api/member/memberSpuCoupons/listToken'
    : '/api/member/memberSpuCoupons/list';
  return [path, { itemId }] as const;
}

/** The item's coupons the cache holds already (a successful reply's list), else none. */
export function cachedProductCoupons(
  queryClient: QueryClient,
  itemId: number | undefined,
  signedIn: boolean,
): readonly Coupon[] {
  if (itemId === undefined) return [];
  const reply = queryClient.getQueryData<{ data?: readonly Coupon[] | null }>(
    productCouponsKey(itemId, signedIn),
  );
  return reply?.data ?? [];
}
