// Starts the Order tab's first page from its route loader, so the request (and the
// generated orders module it loads) runs while the tab renders, instead of after its first
// render. The filter is the one the list opens with (a fresh visit's, or the one kept while
// the shopper looked into an order), and the key and fetcher are the list's own, so the
// list finds the page in the cache. A chunk of its own, loaded by the router; it imports the
// generated orders module itself, so that module downloads with it instead of a round trip
// later.
import type { QueryClient } from '@tanstack/react-query';
import { listOrders } from '../../api/generated/orders/orders';
import { rememberedFilter } from './order-list-memory';
import { orderPagesKey, orderPagesQueryFn } from './use-order-pages';

// Silent: a failed prefetch shows nothing; the list's own query tries again on mount and
// reports the failure once.
const ignore = () => undefined;

export function prefetchOrders(queryClient: QueryClient): void {
  const filter = rememberedFilter();
  void queryClient
    .infiniteQuery({
      queryKey: orderPagesKey(filter),
      queryFn: orderPagesQueryFn(filter, { silent: true, listOrders }),
      initialPageParam: 1,
    })
    .catch(ignore);
}
