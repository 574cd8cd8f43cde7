// Route-level tests on the real route table. No test waits on the clock: navigation is
// awaited as a router event, elements as they appear, and the 404 countdown runs on fake
// timers with the seed's numbers as literals (5 ticks of 1200 ms).
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node-server';
import { COOKIE, writeCookie } from '../lib/cookies';
import { readIntent, rememberPurchase } from '../lib/purchase-intent';
import { renderRoute } from '../../tests/utils/render-route';

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

type TestRouter = ReturnType<typeof renderRoute>['router'];

/** Resolves once the router, done loading, shows `pathname` (a router event, no clock). */
function arrivedAt(router: TestRouter, pathname: string): Promise<void> {
  const there = () =>
    router.state.initialized &&
    router.state.navigation.state === 'idle' &&
    router.state.location.pathname === pathname;
  return new Promise((resolve) => {
    if (there()) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe(() => {
      if (!there()) return;
      unsubscribe();
      resolve();
    });
  });
}

describe('language routing', () => {
  it('serves zh without a prefix and with /zh', async () => {
    const { router } = renderRoute('/Search');
    expect(await screen.findByRole('heading', { name: '搜索' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Search');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('serves every route under en and zh-hant with the seeds’ route names', async () => {
    renderRoute('/en/SearchDatail?name=PUBG');
    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeInTheDocument();
  });

  it('keeps the locale in the Language and i18n_redirected cookies', async () => {
    renderRoute('/zh-hant/Search');
    await screen.findByRole('heading', { name: '搜尋' });
    expect(document.cookie).toContain(`${COOKIE.language}=zh-hant`);
    expect(document.cookie).toContain(`${COOKIE.i18nRedirected}=zh-hant`);
  });
});

describe('guards', () => {
  it.each([
    '/en/Tabs/Info',
    '/en/Tabs/Order',
    '/en/Tabs/Me',
    '/en/Tabs/PersonalData',
    '/en/Tabs/dynamicState',
  ])('sends a guest from %s to login', async (path) => {
    const { router } = renderRoute(path);
    await arrivedAt(router, '/en/login');
    expect(router.state.location.pathname).toBe('/en/login');
  });

  it('stores the page a guest asked for (path and query) as the return after sign-in', async () => {
    const { router } = renderRoute('/en/Tabs/GoPay?orderId=TL2026112000010&num=1');
    await arrivedAt(router, '/en/login');
    expect(readIntent()).toEqual({
      kind: 'page',
      href: '/en/Tabs/GoPay?orderId=TL2026112000010&num=1',
    });
  });

  it('answers a guest on a guarded page whose query fails validation with the 404, storing nothing', async () => {
    const { router } = renderRoute('/en/Tabs/GoPay?num=1');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/Tabs/GoPay');
    expect(readIntent()).toBeUndefined();
  });

  it('keeps one intent: the guarded page replaces an earlier purchase (most recent wins)', async () => {
    rememberPurchase({ itemId: 10104, num: 1 }, { spuId: 10104 });
    const { router } = renderRoute('/zh-hant/Tabs/Order');
    await arrivedAt(router, '/zh-hant/login');
    expect(readIntent()).toEqual({ kind: 'page', href: '/zh-hant/Tabs/Order' });
    expect(document.cookie).not.toContain(`${COOKIE.queryData}=`);
  });

  it('stores nothing for a signed-in shopper', async () => {
    writeCookie(COOKIE.signedIn, '1');
    const { router } = renderRoute('/en/Tabs/Info');
    await arrivedAt(router, '/en/Tabs/Info');
    expect(readIntent()).toBeUndefined();
  });

  it.each(['/en/login', '/en/Registration', '/en/google', '/en/line', '/en/apple'])(
    'sends a signed-in shopper from %s to Home',
    async (path) => {
      writeCookie(COOKIE.signedIn, '1');
      const { router } = renderRoute(path);
      await arrivedAt(router, '/en');
      expect(router.state.location.pathname).toBe('/en');
    },
  );

  it('lets a signed-in shopper into Info', async () => {
    writeCookie(COOKIE.signedIn, '1');
    const { router } = renderRoute('/en/Tabs/Info');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(router.state.location.pathname).toBe('/en/Tabs/Info');
  });
});

describe('query validation', () => {
  it.each([
    '/en/goodsDetail',
    '/en/goodsDetail?spuId=abc',
    '/en/goodsDetail?spuId=0',
    '/en/NewsDetail',
    '/en/SearchDatail?name=',
    '/en/Tabs/Evaluation',
  ])('answers %s with the framework 404', async (path) => {
    renderRoute(path);
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it('accepts goodsDetail by spuId or by categoryId', async () => {
    renderRoute('/en/goodsDetail?categoryId=101');
    expect(await screen.findByRole('heading', { name: 'Product details' })).toBeInTheDocument();
  });
});

describe('the 404 page', () => {
  it('shows the causes and returns Home after 5 ticks of 1200 ms', async () => {
    // The countdown's interval runs on the fake clock and moves only when the test moves it;
    // the router, React, i18next and the lazy chunks run as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { router } = renderRoute('/en/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'Sorry, the page cannot be accessed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The page has been removed or moved')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Returning to Home automatically (5)');
    // The page's effects (which start the countdown) may still be pending after its paint.
    await act(async () => {
      await Promise.resolve();
    });
    expect(vi.getTimerCount()).toBe(1);

    act(() => {
      vi.advanceTimersByTime(1200);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Returning to Home automatically (4)');

    act(() => {
      vi.advanceTimersByTime(5999 - 1200);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Returning to Home automatically (1)');
    expect(router.state.location.pathname).toBe('/en/no-such-page');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    await arrivedAt(router, '/en');
    expect(router.state.location.pathname).toBe('/en');
  });

  it('returns Home on tap', async () => {
    const { router } = renderRoute('/zh-hant/Tabs/nothing');
    const link = await screen.findByRole('link', { name: '立即返回首頁' });
    act(() => {
      link.click();
    });
    await arrivedAt(router, '/zh-hant');
    expect(router.state.location.pathname).toBe('/zh-hant');
  });

  it('treats an unknown language segment as an unknown page', async () => {
    renderRoute('/fr/Search');
    expect(await screen.findByRole('heading', { name: '抱歉，页面无法访问' })).toBeInTheDocument();
  });
});

describe('prefetching from route loaders', () => {
  function countRequests(method: 'get' | 'post', path: string) {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === method.toUpperCase() && new URL(request.url).pathname === path) {
        bodies.push(request.url);
      }
    });
    return bodies;
  }

  it('asks for the product once: the loader prefetch and the screen share one key', async () => {
    const detail = countRequests('post', '/api/language/spu/detail-show');
    renderRoute('/en/goodsDetail?spuId=10101&categoryId=101');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'PUBG Mobile UC' }),
    ).toBeInTheDocument();
    expect(detail).toHaveLength(1);
  });

  it('asks for the home data once', async () => {
    const info = countRequests('post', '/api/language/home/info');
    const init = countRequests('post', '/api/language/home/init');
    renderRoute('/en');
    expect(await screen.findAllByText('PUBG Mobile UC')).not.toHaveLength(0);
    expect(info).toHaveLength(1);
    expect(init).toHaveLength(1);
  });
});
