import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import {
  installFakeIntersectionObserver,
  scrollToListEnd,
  watchedListEnds,
} from '../../../tests/utils/fake-intersection-observer';
import { renderRoute } from '../../../tests/utils/render-route';
import {
  getSearchHomeMockHandler,
  getSearchProductsMockHandler,
} from '../../api/generated/catalog/catalog.msw';
import {
  getCheckProductConfigMockHandler,
  getPrecheckCheckoutMockHandler,
} from '../../api/generated/checkout/checkout.msw';
import type { SearchProductsRequest } from '../../api/generated/model';
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies';

function signIn() {
  writeCookie(COOKIE.signedIn, '1');
}

/** A search answering `total` results, 12 a page, recording each request. */
function pagedSearch(total: number) {
  const requests: SearchProductsRequest[] = [];
  server.use(
    getSearchProductsMockHandler(async ({ request }) => {
      const body = (await request.json()) as SearchProductsRequest;
      requests.push(body);
      const start = (body.pageNum - 1) * body.pageSize;
      const count = Math.max(0, Math.min(body.pageSize, total - start));
      return {
        code: 200,
        msg: 'success',
        data: {
          total,
          list: Array.from({ length: count }, (_, i) => ({
            spuId: 5000 + start + i,
            name: `Goods ${start + i + 1}`,
            pic: '/mock-assets/goods/x.svg',
          })),
        },
      };
    }),
  );
  return requests;
}

async function openResults(path = '/en/SearchDatail?name=PUBG') {
  const utils = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Search results' });
  return utils;
}

function results() {
  return screen.getByRole('region', { name: 'All results' });
}

describe('SearchDatail: results', () => {
  it('shows the first result with its type tabs, denominations, stepper, total and Top Up Now', async () => {
    await openResults();
    const first = await screen.findByRole('region', { name: 'Top result' });
    expect(within(first).getByRole('link', { name: 'PUBG Mobile UC' })).toHaveAttribute(
      'href',
      '/en/goodsDetail?spuId=10101&categoryId=101',
    );
    expect(await within(first).findByRole('radio', { name: /UC direct top-up/ })).toBeChecked();
    expect(within(first).getByRole('radio', { name: /^60 UC/ })).toBeChecked();
    expect(within(first).getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    const total = () => within(first).getByText('Total').closest('p');
    expect(total()).toHaveTextContent('Total $0.99');

    await userEvent.click(within(first).getByRole('radio', { name: /660 UC/ }));
    await userEvent.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    // 9.99 x 2
    expect(total()).toHaveTextContent('Total $19.98');
    expect(within(first).getByRole('button', { name: 'Top Up Now' })).toBeEnabled();
  });

  it('lists every result, the featured products, a customer service button and No more', async () => {
    await openResults();
    await screen.findByRole('region', { name: 'Top result' });
    expect(
      within(results())
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/en/goodsDetail?spuId=10101&categoryId=101',
      '/en/goodsDetail?spuId=10105&categoryId=101',
    ]);
    const featured = await screen.findByRole('region', { name: 'Featured products' });
    expect(within(featured).getByText('Free Fire Diamonds')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hot products' })).not.toBeInTheDocument();
    // total 2: 1 < 2/10 is false, so nothing more loads.
    expect(within(results()).getByText('No more')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
  });

  it('sends the trimmed name with page 1 and size 12', async () => {
    const requests = pagedSearch(3);
    await openResults('/en/SearchDatail?name=%20%20PUBG%20');
    await screen.findByRole('region', { name: 'Top result' });
    expect(requests).toEqual([{ name: 'PUBG', pageNum: 1, pageSize: 12 }]);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('PUBG');
  });

  it('shows the hot products when nothing is featured', async () => {
    server.use(getSearchHomeMockHandler({ code: 200, msg: 'success', data: [] }));
    await openResults();
    const hot = await screen.findByRole('region', { name: 'Hot products' });
    expect(within(hot).getByText('Garena Shells')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured products' })).not.toBeInTheDocument();
  });
});

describe('SearchDatail: failure', () => {
  it('shows the server message and a retry when the search fails, then recovers', async () => {
    server.use(getSearchProductsMockHandler({ code: 500, msg: 'The system is busy', data: null }));
    await openResults();
    expect(await screen.findByText('The search results could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The system is busy')).toBeInTheDocument();
    server.use(getSearchProductsMockHandler());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Top result' })).toBeInTheDocument();
  });
});

describe('SearchDatail: paging', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the next page at the bottom while pageNum < total/10, then shows No more (total 25: 3 pages)', async () => {
    const requests = pagedSearch(25);
    await openResults();
    await screen.findByRole('region', { name: 'Top result' });
    expect(within(results()).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByText('No more')).not.toBeInTheDocument();

    scrollToListEnd();
    await waitFor(() => {
      expect(within(results()).getAllByRole('listitem')).toHaveLength(24);
    });
    expect(screen.queryByText('No more')).not.toBeInTheDocument();

    scrollToListEnd();
    await waitFor(() => {
      expect(within(results()).getAllByRole('listitem')).toHaveLength(25);
    });
    // pageNum 3 >= 25/10: no more pages, and the end is no longer watched.
    expect(within(results()).getByText('No more')).toBeInTheDocument();
    expect(watchedListEnds()).toBe(0);
    scrollToListEnd();
    expect(requests.map((r) => r.pageNum)).toEqual([1, 2, 3]);
  });

  it('stops exactly when pageNum reaches total/10 (total 20: 2 pages)', async () => {
    const requests = pagedSearch(20);
    await openResults();
    await screen.findByRole('region', { name: 'Top result' });
    expect(screen.queryByText('No more')).not.toBeInTheDocument();
    scrollToListEnd();
    expect(await within(results()).findByText('No more')).toBeInTheDocument();
    expect(watchedListEnds()).toBe(0);
    scrollToListEnd();
    expect(requests.map((r) => r.pageNum)).toEqual([1, 2]);
  });

  it('follows total/10, not the page size (total 22: page 3 is still asked for)', async () => {
    const requests = pagedSearch(22);
    await openResults();
    await screen.findByRole('region', { name: 'Top result' });
    scrollToListEnd();
    await waitFor(() => {
      expect(within(results()).getAllByRole('listitem')).toHaveLength(22);
    });
    // pageNum 2 < 22/10, so the bottom asks for page 3 (empty), then No more.
    expect(screen.queryByText('No more')).not.toBeInTheDocument();
    scrollToListEnd();
    expect(await within(results()).findByText('No more')).toBeInTheDocument();
    expect(requests.map((r) => r.pageNum)).toEqual([1, 2, 3]);
  });

  it('does not load the next page before the bottom is reached', async () => {
    const requests = pagedSearch(25);
    await openResults();
    await screen.findByRole('region', { name: 'Top result' });
    // The end is watched, but has not come into view.
    await waitFor(() => {
      expect(watchedListEnds()).toBe(1);
    });
    expect(requests.map((r) => r.pageNum)).toEqual([1]);
    expect(within(results()).getAllByRole('listitem')).toHaveLength(12);
  });

  it('keeps loading while the end stays in view (a list shorter than the screen)', async () => {
    const requests = pagedSearch(25);
    await openResults();
    await screen.findByRole('region', { name: 'Top result' });
    await waitFor(() => {
      expect(watchedListEnds()).toBe(1);
    });
    // Page 2 arrives and the end is still on screen: a new observer reports it again.
    scrollToListEnd();
    await waitFor(() => {
      expect(within(results()).getAllByRole('listitem')).toHaveLength(24);
    });
    await waitFor(() => {
      expect(watchedListEnds()).toBe(1);
    });
    scrollToListEnd();
    expect(await within(results()).findByText('No more')).toBeInTheDocument();
    expect(requests.map((r) => r.pageNum)).toEqual([1, 2, 3]);
  });

  it('offers a retry when a next page fails, and loads it on Retry', async () => {
    const requests = pagedSearch(25);
    await openResults();
    await screen.findByRole('region', { name: 'Top result' });
    server.use(getSearchProductsMockHandler({ code: 500, msg: 'The system is busy', data: null }));
    scrollToListEnd();
    expect(await screen.findByText('More results could not be loaded')).toBeInTheDocument();
    const retried = pagedSearch(25);
    await userEvent.click(within(results()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(within(results()).getAllByRole('listitem')).toHaveLength(24);
    });
    expect(requests.map((r) => r.pageNum)).toEqual([1]);
    expect(retried.map((r) => r.pageNum)).toEqual([2]);
  });
});

describe('SearchDatail: no result', () => {
  it('says No results found, recommends customer service, and shows the hot products', async () => {
    server.use(
      getSearchProductsMockHandler({ code: 200, msg: 'success', data: { list: [], total: 0 } }),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await openResults('/en/SearchDatail?name=zzz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Recommended to contact customer service')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Hot products' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top result' })).not.toBeInTheDocument();
    expect(screen.queryByText('No more')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('lang=en'),
      '_blank',
      'noopener,noreferrer',
    );
    open.mockRestore();
  });

  it('speaks zh and zh-hant', async () => {
    server.use(
      getSearchProductsMockHandler({ code: 200, msg: 'success', data: { list: [], total: 0 } }),
    );
    renderRoute('/zh-hant/SearchDatail?name=zzz');
    expect(await screen.findByText('未找到相關結果')).toBeInTheDocument();
    expect(screen.getByText('建議聯繫客服')).toBeInTheDocument();
  });
});

describe('SearchDatail: header', () => {
  it('goes back to Home, searches again from the prefilled box, and opens the language and currency panel', async () => {
    const { router } = await openResults();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en');
    await waitFor(() => {
      expect(document.title).toBe('PUBG - Search results');
    });

    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveValue('PUBG');
    await userEvent.clear(box);
    await userEvent.type(box, '  Steam {Enter}');
    // The router's state moves first; the screen renders the new search in a transition
    // (its box remounts, prefilled): wait for the screen, not the router.
    await waitFor(() => {
      expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('Steam');
    });
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('Steam');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), '   {Enter}');
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('Steam');

    await userEvent.click(screen.getByRole('button', { name: 'Language and currency' }));
    expect(
      await screen.findByRole('dialog', { name: 'Language and currency' }),
    ).toBeInTheDocument();
  });
});

describe('SearchDatail: buying the first result', () => {
  it('stores item and quantity for a guest and goes to login', async () => {
    const { router } = await openResults();
    const first = await screen.findByRole('region', { name: 'Top result' });
    await within(first).findByRole('radio', { name: /^60 UC/ });
    await userEvent.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Top Up Now' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(JSON.parse(readCookie(COOKIE.queryData)!)).toEqual({ itemId: 10101, num: 2 });
    expect(JSON.parse(readCookie(COOKIE.puiomData)!)).toEqual({ spuId: 10101, categoryId: 101 });
  });

  it('goes to ConfirmOrder with itemId and num when the config and precheck pass', async () => {
    signIn();
    const { router } = await openResults();
    const first = await screen.findByRole('region', { name: 'Top result' });
    await userEvent.click(await within(first).findByRole('radio', { name: /325 UC\s*\$4\.99/ }));
    await userEvent.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Top Up Now' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Tabs/ConfirmOrder');
    });
    expect(router.state.location.search).toBe('?itemId=10102&num=3');
  });

  it('shows the server message when the precheck fails, keeping the choice', async () => {
    signIn();
    server.use(
      getPrecheckCheckoutMockHandler({ code: 500, msg: 'Out of stock for now', data: null }),
    );
    await openResults();
    const first = await screen.findByRole('region', { name: 'Top result' });
    await userEvent.click(await within(first).findByRole('radio', { name: /1800 UC/ }));
    await userEvent.click(within(first).getByRole('button', { name: 'Top Up Now' }));
    const prompt = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(prompt).getByText('Out of stock for now')).toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    expect(within(first).getByRole('radio', { name: /1800 UC/ })).toBeChecked();
  });

  it('shows the address/info prompt when the config says no', async () => {
    signIn();
    server.use(getCheckProductConfigMockHandler({ code: 200, msg: 'success', data: false }));
    await openResults();
    const first = await screen.findByRole('region', { name: 'Top result' });
    await userEvent.click(await within(first).findByRole('button', { name: 'Top Up Now' }));
    expect(
      await screen.findByRole('dialog', { name: 'More information needed' }),
    ).toBeInTheDocument();
  });
});
