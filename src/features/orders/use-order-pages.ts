// The Order tab's list (seed 001 section 7: "Order list for orders tab: pageNum, pageSize
// 10, date, name, status, evaluateStatus. Reads data.list, data.total."), paged in its
// request body: the key and page fetcher around the generated request function, kept
// together by usePagedList. A new filter is a new key, so a tab change starts at page 1.
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { getListOrdersQueryKey, listOrders } from '../../api/generated/orders/orders';
import type { OrderListItem, OrderListResponse } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { usePagedList } from '../../components/paged-list/use-paged-list';
import { hasMoreOrders, listRequest, type OrderListFilter } from './order-rules';

export function orderPagesKey(filter: OrderListFilter): QueryKey {
  return [...getListOrdersQueryKey(), 'pages', filter];
}

export function useOrderPages(filter: OrderListFilter) {
  const queryFn: QueryFunction<OrderListResponse, QueryKey, number> = ({ pageParam, signal }) =>
    listOrders(listRequest(filter, pageParam), { signal });
  return usePagedList({
    query: { queryKey: orderPagesKey(filter), queryFn },
    itemsOf: (page: OrderListResponse) => okData(page).list,
    keyOf: (item: OrderListItem) => item.orderId,
    hasMore: (pageNum, page) => hasMoreOrders(pageNum, okData(page).total),
  });
}
