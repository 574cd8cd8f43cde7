// The Order tab's list (seed 001 section 7: "Order list for orders tab: pageNum, pageSize
// 10, date, name, status, evaluateStatus. Reads data.list, data.total."), paged in its
// request body: the key and page fetcher around the generated request function, kept
// together by usePagedList. A new filter is a new key, so a tab change starts at page 1.
//
// The generated orders module (it carries OrderDetail's calls too, and with its cancel
// mutation TanStack's useMutation: 2 KiB gzip) is fetched with the first page instead of
// with the tab, which keeps the Order tab's initial JavaScript within its 150 KiB budget
// (docs/performance.md).
import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import type { OrderListItem, OrderListResponse } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { usePagedList } from '../../components/paged-list/use-paged-list';
import { hasMoreOrders, listRequest, type OrderListFilter } from './order-rules';

/** The list's cache key: its own (the pages of one filter), apart from the generated keys. */
export function orderPagesKey(filter: OrderListFilter): QueryKey {
  return ['orderPages', filter];
}

/**
 * Drops the pages kept for a filter, so the list opens on it from page 1 (seed 001 section
 * 4: "Changing a tab resets the page to 1") instead of with every page loaded before (and
 * refetching them all once stale).
 */
export function forgetOrderPages(queryClient: QueryClient, filter: OrderListFilter): void {
  queryClient.removeQueries({ queryKey: orderPagesKey(filter), exact: true });
}

/** The generated request function of the list (in the generated orders module). */
type ListOrders = (typeof import('../../api/generated/orders/orders'))['listOrders'];

/**
 * The pages' fetcher of a filter: the hook's, and (silent) the Order route's prefetch,
 * which passes the request function it has loaded with its own chunk; the hook's loads it
 * with the first page.
 */
export function orderPagesQueryFn(
  filter: OrderListFilter,
  { silent = false, listOrders }: { silent?: boolean; listOrders?: ListOrders } = {},
): QueryFunction<OrderListResponse, QueryKey, number> {
  return async ({ pageParam, signal }) => {
    // The reply's schema (api/contract/response-check.ts) with the module, not a round trip
    // after the request (see features/catalog/prefetch-home.ts).
    void import('../../api/generated/replies/orders/orders.zod').catch(() => undefined);
    const list = listOrders ?? (await import('../../api/generated/orders/orders')).listOrders;
    return list(listRequest(filter, pageParam), { signal, silent });
  };
}

export function useOrderPages(filter: OrderListFilter) {
  return usePagedList({
    query: { queryKey: orderPagesKey(filter), queryFn: orderPagesQueryFn(filter) },
    itemsOf: (page: OrderListResponse) => okData(page).list,
    keyOf: (item: OrderListItem) => item.orderId,
    hasMore: (pageNum, page) => hasMoreOrders(pageNum, okData(page).total),
  });
}
