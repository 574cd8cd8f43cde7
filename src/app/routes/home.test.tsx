import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import {
  getGetHomeInfoMockHandler,
  getGetHomeInfoResponseMock,
  getGetStoreInitMockHandler,
  getListHotProductsMockHandler,
  getListHotProductsResponseMock,
} from '../../api/generated/catalog/catalog.msw';
import type { HomeInfoData } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies';
import { setNavigator } from '../../lib/navigation';
import { renderRoute } from '../../../tests/utils/render-route';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function homeData(): HomeInfoData {
  return okData(getGetHomeInfoResponseMock());
}

function withHomeData(change: (data: HomeInfoData) => HomeInfoData) {
  server.use(getGetHomeInfoMockHandler({ code: 200, msg: 'success', data: change(homeData()) }));
}

afterEach(() => {
  setNavigator((href) => {
    window.location.assign(href);
  });
});

describe('Home (first screen)', () => {
  it('shows the first 5 recharge goods and at most 3 hot search words from the contract examples', async () => {
    renderRoute('/');
    // The first render loads the lazy route chunks: allow them time.
    const recharge = await screen.findByRole('region', { name: '热门充值' });
    const goods = await within(recharge).findAllByRole('listitem');
    expect(goods).toHaveLength(5);
    expect(within(recharge).getByText('PUBG Mobile UC')).toBeInTheDocument();
    // The example has 6; the sixth is not shown.
    expect(within(recharge).queryByText('Honor of Kings Tokens')).not.toBeInTheDocument();
    expect(within(recharge).getByRole('link', { name: 'PUBG Mobile UC' })).toHaveAttribute(
      'href',
      '/zh/goodsDetail?spuId=10101',
    );

    const hot = await screen.findByRole('region', { name: '热门搜索' });
    // The example has 4; only the first 3 show.
    expect(
      within(hot)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PUBG Mobile', 'Genshin Impact', 'Steam']);
  });

  it('speaks the route language', async () => {
    renderRoute('/en');
    expect(await screen.findByRole('region', { name: 'Top up now' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('sends a tapped hot search word to SearchDatail with param name', async () => {
    const { router } = renderRoute('/en');
    const hot = await screen.findByRole('region', { name: 'Trending searches' });
    await userEvent.click(await within(hot).findByRole('link', { name: 'PUBG Mobile' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/SearchDatail');
    });
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('PUBG Mobile');
  });

  it('has a search bar that opens Search', async () => {
    renderRoute('/en');
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('link', { name: 'Search games or gift cards' })).toHaveAttribute(
      'href',
      '/en/Search',
    );
  });

  it('lists new releases, hot categories with their children and the goods rows with name and title, linking by spuId', async () => {
    renderRoute('/en');
    const releases = await screen.findByRole('region', { name: 'New releases' });
    expect(within(releases).getByRole('link', { name: 'TikTok Coins' })).toHaveAttribute(
      'href',
      '/en/goodsDetail?spuId=30301',
    );

    const categories = screen.getByRole('region', { name: 'Hot categories' });
    const giftCards = within(categories).getByRole('region', { name: 'Gift cards' });
    const googlePlay = within(giftCards).getByRole('link', {
      name: /Google Play Gift Card \(US\)/,
    });
    expect(googlePlay).toHaveAttribute('href', '/en/goodsDetail?spuId=20201');
    expect(googlePlay).toHaveTextContent('NEW');
    expect(within(categories).getByRole('region', { name: 'Mobile games' })).toBeInTheDocument();

    const popular = screen.getByRole('region', { name: 'Popular picks' });
    const steam = within(popular).getByRole('link', { name: /Steam Wallet Code \(US\)/ });
    expect(steam).toHaveTextContent('Code delivered by email');
    expect(steam).toHaveAttribute('href', '/en/goodsDetail?spuId=20301');
    const recommended = screen.getByRole('region', { name: 'Recommended for you' });
    expect(
      within(recommended).getByRole('link', { name: /Netflix Gift Card \(US\)/ }),
    ).toHaveTextContent('Stream without a credit card');
  });

  it('links the news list to NewsDetail by articleId', async () => {
    renderRoute('/en');
    const news = await screen.findByRole('region', { name: 'News' });
    expect(
      within(news).getByRole('link', { name: 'How to redeem a Steam Wallet code in 3 steps' }),
    ).toHaveAttribute('href', '/en/NewsDetail?articleId=302');
  });

  it('creates the uuid cookie and sends it as uid for the home data and the hot products', async () => {
    const sent: { info?: unknown; hot?: string | null } = {};
    server.use(
      getGetHomeInfoMockHandler(async ({ request }) => {
        sent.info = await request.json();
        return getGetHomeInfoResponseMock();
      }),
      getListHotProductsMockHandler(({ request }) => {
        sent.hot = new URL(request.url).searchParams.get('uid');
        return getListHotProductsResponseMock();
      }),
    );
    expect(readCookie(COOKIE.uuid)).toBeUndefined();
    renderRoute('/en');

    const hot = await screen.findByRole('region', { name: 'Hot products' });
    expect(within(hot).getByRole('link', { name: /Garena Shells/ })).toHaveAttribute(
      'href',
      '/en/goodsDetail?spuId=30201',
    );
    const uuid = readCookie(COOKIE.uuid);
    expect(uuid).toMatch(UUID_V4);
    expect(sent.info).toEqual({ uid: uuid });
    expect(sent.hot).toBe(uuid);
  });

  it('keeps an existing uuid cookie', async () => {
    writeCookie(COOKIE.uuid, '3f6c1e2a-5b7d-4c8e-9a01-6d2b8f4e7c10');
    let uid: string | null = null;
    server.use(
      getListHotProductsMockHandler(({ request }) => {
        uid = new URL(request.url).searchParams.get('uid');
        return getListHotProductsResponseMock();
      }),
    );
    renderRoute('/en');
    await screen.findByRole('region', { name: 'Hot products' });
    expect(uid).toBe('3f6c1e2a-5b7d-4c8e-9a01-6d2b8f4e7c10');
    expect(readCookie(COOKIE.uuid)).toBe('3f6c1e2a-5b7d-4c8e-9a01-6d2b8f4e7c10');
  });

  it('shows guests the new-user banner with the $186 welcome coupons and a sign-up link', async () => {
    renderRoute('/en');
    const banner = await screen.findByRole('region', { name: 'New-user welcome bonus' });
    expect(banner).toHaveTextContent('$186');
    expect(within(banner).getByRole('link', { name: 'Sign up now' })).toHaveAttribute(
      'href',
      '/en/Registration',
    );
  });

  it('does not show the new-user banner to a signed-in shopper', async () => {
    writeCookie(COOKIE.signedIn, '1');
    renderRoute('/en');
    await screen.findByRole('region', { name: 'Top up now' });
    expect(
      screen.queryByRole('region', { name: 'New-user welcome bonus' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/\$186 welcome coupon/)).not.toBeInTheDocument();
  });

  it('takes the document title, description and keywords from the store init tdk', async () => {
    renderRoute('/en');
    await waitFor(() => {
      expect(document.title).toBe('TopUp Live - Game top-up and gift cards');
    });
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Instant mobile game top-up, gift cards and prepaid codes with 100% delivery guarantee.',
    );
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'game top-up,PUBG UC,Genshin crystals,gift card,Steam wallet',
    );
  });
});

describe('Home banner carousel', () => {
  it('shows every banner as a slide, the first loaded eagerly and the others lazily', async () => {
    renderRoute('/en');
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAccessibleName('1 of 3');
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    const images = within(carousel).getAllByRole('img', { hidden: true });
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('width', '750');
    expect(images[0]).toHaveAttribute('height', '300');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('follows a same-site jumpUrl inside the app', async () => {
    const { router } = renderRoute('/en');
    setNavigator((href, options) => void router.navigate(href, options));
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    await userEvent.click(
      within(carousel).getByRole('link', { name: 'New users get $186 in coupons' }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Registration');
    });
  });

  it('links an allow-listed https jumpUrl and refuses anything else (no link, nothing happens)', async () => {
    withHomeData((data) => ({
      ...data,
      adList: [
        {
          cover: '/mock-assets/banners/a.svg',
          name: 'App Store',
          jumpUrl: 'https://apps.apple.com/app/id1',
        },
        { cover: '/mock-assets/banners/b.svg', name: 'Script', jumpUrl: 'javascript:alert(1)' },
        {
          cover: '/mock-assets/banners/c.svg',
          name: 'Elsewhere',
          jumpUrl: 'https://evil.example/win',
        },
        {
          cover: '/mock-assets/banners/d.svg',
          name: 'Plain http',
          jumpUrl: 'http://apps.apple.com/x',
        },
        {
          cover: '/mock-assets/banners/e.svg',
          name: 'Protocol-relative',
          jumpUrl: '//evil.example/x',
        },
        { cover: '/mock-assets/banners/f.svg', name: 'No link', jumpUrl: null },
      ],
    }));
    renderRoute('/en');
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(carousel).getByRole('link', { name: 'App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id1',
    );
    // Only the allowed banner is a link; the refused ones are plain pictures.
    expect(within(carousel).getAllByRole('link', { hidden: true })).toHaveLength(1);
    for (const name of ['Script', 'Elsewhere', 'Plain http', 'Protocol-relative', 'No link']) {
      const image = within(carousel).getByRole('img', { name, hidden: true });
      expect(image.closest('a')).toBeNull();
    }
  });
});

describe('Home failures', () => {
  it('shows the server message as a toast and an error state with retry on 500, then recovers', async () => {
    server.use(getGetHomeInfoMockHandler({ code: 500, msg: 'The system is busy', data: null }));
    renderRoute('/en');
    expect(await screen.findByText('The home page could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The system is busy')).toBeInTheDocument();
    // The rest of the page stays: search bar, hot words, new-user banner, hot products.
    expect(screen.getByRole('link', { name: 'Search games or gift cards' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Trending searches' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New-user welcome bonus' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Hot products' })).toBeInTheDocument();

    server.use(getGetHomeInfoMockHandler());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Top up now' })).toBeInTheDocument();
    expect(screen.queryByText('The home page could not be loaded')).not.toBeInTheDocument();
  });

  it('shows a translated network error when the server cannot be reached', async () => {
    server.use(http.post('*/api/language/home/info', () => HttpResponse.error()));
    renderRoute('/zh-hant');
    expect(await screen.findByText('首頁資料載入失敗')).toBeInTheDocument();
    expect(screen.getAllByText('網路連線失敗，請檢查網路後重試').length).toBeGreaterThan(0);
  });

  it('keeps the page when the hot products fail, with a retry for that block', async () => {
    server.use(getListHotProductsMockHandler({ code: 500, msg: 'The system is busy', data: null }));
    renderRoute('/en');
    const hot = await screen.findByRole('region', { name: 'Hot products' });
    expect(await within(hot).findByText('Hot products could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Top up now' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'News' })).toBeInTheDocument();

    server.use(getListHotProductsMockHandler());
    await userEvent.click(within(hot).getByRole('button', { name: 'Retry' }));
    expect(await within(hot).findByRole('link', { name: /Garena Shells/ })).toBeInTheDocument();
  });

  it('keeps the page when the store init fails, with a retry for the hot search words', async () => {
    server.use(getGetStoreInitMockHandler({ code: 500, msg: 'The system is busy', data: null }));
    renderRoute('/en');
    const words = await screen.findByRole('region', { name: 'Trending searches' });
    expect(
      await within(words).findByText('Trending searches could not be loaded'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Top up now' })).toBeInTheDocument();
    // The head falls back to the app name.
    expect(document.title).toBe('TopUp Live');

    server.use(getGetStoreInitMockHandler());
    await userEvent.click(within(words).getByRole('button', { name: 'Retry' }));
    expect(await within(words).findByRole('link', { name: 'PUBG Mobile' })).toBeInTheDocument();
  });

  it('treats an unknown first segment as an unknown page', async () => {
    renderRoute('/fr/anything');
    expect(await screen.findByRole('heading', { name: '抱歉，页面无法访问' })).toBeInTheDocument();
  });
});
