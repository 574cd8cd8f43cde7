// The Order tab's loader prefetch asks for the first page of the filter the list opens with
// (a fresh visit's, or the one kept while the shopper looked into an order), under the
// list's own key, and keeps quiet when it fails: the list's own query reports it.
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import type { ListOrdersRequest, OrderListResponse } from '../../api/generated/model';
import { getToasts } from '../../lib/toast-store';
import { forgetOrderList, rememberFilter } from './order-list-memory';
import { listRequest } from './order-rules';
import { prefetchOrders } from './prefetch-orders';
import { orderPagesKey } from './use-order-pages';

const LIST_URL = '*/api/language/order/pageList';

afterEach(() => {
  forgetOrderList();
});

function recordBodies(): ListOrdersRequest[] {
  const bodies: ListOrdersRequest[] = [];
  server.use(
    http.post(LIST_URL, async ({ request }) => {
      bodies.push((await request.json()) as ListOrdersRequest);
      return HttpResponse.json({ code: 200, msg: 'ok', data: { list: [], total: 0 } });
    }),
  );
  return bodies;
}

describe('prefetchOrders', () => {
  it("asks for page 1 of a fresh visit's filter (All, nearly 1 month, no name)", async () => {
    const bodies = recordBodies();
    const queryClient = new QueryClient();
    prefetchOrders(queryClient);
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(bodies[0]).toEqual(listRequest({ tab: 'all', date: '1', name: '' }, 1));
  });

  it('asks for the filter kept from the last visit, and the list finds the page under its key', async () => {
    const bodies = recordBodies();
    const filter = { tab: 'unpaid', date: '3', name: 'PUBG' } as const;
    rememberFilter(filter);
    const queryClient = new QueryClient();
    prefetchOrders(queryClient);
    await waitFor(() => {
      expect(queryClient.getQueryData(orderPagesKey(filter))).toEqual({
        pages: [{ code: 200, msg: 'ok', data: { list: [], total: 0 } } satisfies OrderListResponse],
        pageParams: [1],
      });
    });
    expect(bodies).toEqual([listRequest(filter, 1)]);
  });

  it('shows no toast when the page cannot be fetched', async () => {
    server.use(http.post(LIST_URL, () => HttpResponse.error()));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchOrders(queryClient);
    await waitFor(() => {
      expect(
        queryClient.getQueryState(orderPagesKey({ tab: 'all', date: '1', name: '' }))?.status,
      ).toBe('error');
    });
    expect(getToasts()).toHaveLength(0);
  });
});
