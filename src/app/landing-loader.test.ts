// The landing screen's loader work started before the router exists (startLandingLoader,
// called by main.tsx): each landing screen's calls go out from the loader alone, through
// the same checks as the router's loader (query, guard), and nothing is asked for an
// address the router would answer with a redirect or a 404.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node-server';
import { COOKIE, writeCookie } from '../lib/cookies';
import { readIntent } from '../lib/purchase-intent';
import { createQueryClient } from './query-client';
import { startLandingLoader } from './router';

afterEach(() => {
  server.events.removeAllListeners();
});

/** Every API path requested from now on, in order. */
function recordRequests(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

const origin = 'http://localhost:3000';

describe('startLandingLoader', () => {
  it("starts Home's calls (store init, home info, hot products)", async () => {
    const paths = recordRequests();
    const queryClient = createQueryClient();
    await startLandingLoader(queryClient, `${origin}/en`);
    await waitFor(() => {
      expect(paths).toHaveLength(3);
    });
    expect([...paths].sort()).toEqual(
      ['/api/language/home/action', '/api/language/home/info', '/api/language/home/init'].sort(),
    );
  });

  it("starts goodsDetail's product call once its query has passed", async () => {
    const paths = recordRequests();
    const queryClient = createQueryClient();
    await startLandingLoader(queryClient, `${origin}/en/goodsDetail?spuId=10101&categoryId=101`);
    await waitFor(() => {
      expect(paths).toEqual(['/api/language/spu/detail-show']);
    });
  });

  it("starts ConfirmOrder's calls with the parsed query for a signed-in shopper", async () => {
    writeCookie(COOKIE.signedIn, '1');
    const paths = recordRequests();
    const queryClient = createQueryClient();
    await startLandingLoader(queryClient, `${origin}/en/Tabs/ConfirmOrder?itemId=10104&num=1`);
    await waitFor(() => {
      expect(paths).toHaveLength(3);
    });
    expect([...paths].sort()).toEqual(
      [
        '/api/language/order/cashier',
        '/api/language/order/checkout-details',
        '/api/language/spuCoupons',
      ].sort(),
    );
  });

  it("starts the Order tab's first page for a signed-in shopper", async () => {
    writeCookie(COOKIE.signedIn, '1');
    const paths = recordRequests();
    const queryClient = createQueryClient();
    await startLandingLoader(queryClient, `${origin}/en/Tabs/Order`);
    await waitFor(() => {
      expect(paths).toEqual(['/api/language/order/pageList']);
    });
  });

  it('asks for nothing on a signed-in page for a guest, leaving the redirect to the router', async () => {
    const paths = recordRequests();
    const queryClient = createQueryClient();
    await startLandingLoader(queryClient, `${origin}/en/Tabs/ConfirmOrder?itemId=10104&num=1`);
    // The guard stored the page for after sign-in, as the router's loader does.
    expect(readIntent()).toEqual({
      kind: 'page',
      href: '/en/Tabs/ConfirmOrder?itemId=10104&num=1',
    });
    expect(paths).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('asks for nothing for an address whose query fails validation', async () => {
    writeCookie(COOKIE.signedIn, '1');
    const paths = recordRequests();
    const queryClient = createQueryClient();
    await startLandingLoader(queryClient, `${origin}/en/Tabs/ConfirmOrder?num=abc`);
    await startLandingLoader(queryClient, `${origin}/en/goodsDetail`);
    expect(paths).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('leaves an address outside the route table to the router', async () => {
    const queryClient = createQueryClient();
    await startLandingLoader(queryClient, `${origin}/en/no-such-page`);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
