import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderRoute } from '../../../tests/utils/render-route';
import {
  getGetProductDetailMockHandler,
  getGetProductDetailResponseMock,
  getListHotProductsMockHandler,
} from '../../api/generated/catalog/catalog.msw';
import {
  getCheckProductConfigMockHandler,
  getPrecheckCheckoutMockHandler,
} from '../../api/generated/checkout/checkout.msw';
import {
  getClaimCouponsMockHandler,
  getListGuestCouponsMockHandler,
  getListMemberCouponsMockHandler,
  getListMemberCouponsResponseMock,
  getSearchCouponsForItemMockHandler,
} from '../../api/generated/coupons/coupons.msw';
import { getRecordVisitMockHandler } from '../../api/generated/tracking/tracking.msw';
import type { CouponReceiveStatus, ProductDetail } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies';

const PAGE = '/en/goodsDetail?spuId=10101&categoryId=101';

function signIn(userInfo?: object) {
  writeCookie(COOKIE.signedIn, '1');
  if (userInfo) writeCookie(COOKIE.userInfo, JSON.stringify(userInfo));
}

async function openPage(path = PAGE) {
  const utils = renderRoute(path);
  await screen.findByRole('heading', { level: 2, name: 'PUBG Mobile UC' });
  return utils;
}

function bar() {
  return screen.getByRole('region', { name: 'Purchase summary' });
}

function productDetail(overrides: Partial<ProductDetail>) {
  return {
    code: 200 as const,
    msg: 'success',
    data: { ...okData(getGetProductDetailResponseMock()), ...overrides },
  };
}

describe('goodsDetail: the page', () => {
  it('shows every element of the product from the contract example', async () => {
    await openPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Product details' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'PUBG Mobile UC' })).toHaveAttribute(
      'src',
      '/mock-assets/goods/pubg-mobile-uc.svg',
    );
    // Guests see the new-user banner with its sign-up call.
    expect(screen.getByText('New users get a $186 welcome coupon pack')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute(
      'href',
      '/en/Registration',
    );
    // Name and the selected type and denomination (the `select` ones).
    expect(screen.getByText('Selected: UC direct top-up (Player ID) · 60 UC')).toBeInTheDocument();
    // Service icons from the comma-separated tag, and the selling point.
    const services = screen.getByRole('list', { name: 'Our services' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Instant delivery', 'Official channel', '24/7 support']);
    expect(
      screen.getByText('Direct top-up by Player ID, UC arrives in minutes'),
    ).toBeInTheDocument();

    // Type tabs with the hot tag; denominations with their tags; the select ones checked.
    expect(
      screen.getByRole('radio', { name: /UC direct top-up \(Player ID\)\s*HOT/ }),
    ).toBeChecked();
    expect(screen.getByRole('radio', { name: /UC redeem code/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /^60 UC/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /325 UC\s*\$4\.99\s*Popular/ })).not.toBeChecked();
    expect(
      screen.getByRole('radio', { name: /660 UC\s*\$9\.99\s*Best value/ }),
    ).toBeInTheDocument();

    // The latest review with total and score, linking to Evaluation by categoryId (below
    // the first screen: rendered just after it).
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(
      within(reviews).getByText('UC arrived in two minutes, will buy again.'),
    ).toBeInTheDocument();
    expect(within(reviews).getByText('1286 reviews in total')).toBeInTheDocument();
    expect(within(reviews).getByText('Score 4.9')).toBeInTheDocument();
    expect(within(reviews).getByRole('link', { name: 'View all reviews' })).toHaveAttribute(
      'href',
      '/en/Tabs/Evaluation?categoryId=101',
    );

    // Follow banner.
    expect(screen.getByRole('region', { name: 'Follow us' })).toBeInTheDocument();

    // Bottom bar: total, original price struck through, stepper and Buy Now.
    expect(within(bar()).getByText('$0.99')).toBeInTheDocument();
    expect(within(bar()).getByText('$1.05').closest('del')).not.toBeNull();
    expect(within(bar()).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('says a product with no reviews has none yet, with no score or stars', async () => {
    server.use(
      getGetProductDetailMockHandler(
        productDetail({ evaluateList: { page: { records: [] }, total: 0, score: 0 } }),
      ),
    );
    await openPage();
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(reviews).queryByText(/Score/)).not.toBeInTheDocument();
    expect(within(reviews).queryByRole('img')).not.toBeInTheDocument();
    expect(within(reviews).queryByText(/reviews in total/)).not.toBeInTheDocument();
    expect(within(reviews).queryByRole('link')).not.toBeInTheDocument();
  });

  it('prints no "null" when the reply has no currency symbol', async () => {
    server.use(getGetProductDetailMockHandler(productDetail({ symbol: null })));
    await openPage();
    expect(within(bar()).getByText('0.99')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^325 UC\s*4\.99/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /See all coupons/ })).toHaveTextContent(
      '3.00 off',
    );
    expect(document.body).not.toHaveTextContent(/null/);
  });

  it('shows up to 4 recommendations from the hot products, without the product on screen', async () => {
    server.use(
      getListHotProductsMockHandler({
        code: 200,
        msg: 'success',
        data: [10101, 10301, 20101, 30201, 20301, 10105].map((id) => ({
          id,
          pic: '/mock-assets/goods/x.svg',
          name: `Goods ${id}`,
          title: 'x',
        })),
      }),
    );
    await openPage();
    const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
    const links = within(recommended).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/en/goodsDetail?spuId=10301',
      '/en/goodsDetail?spuId=20101',
      '/en/goodsDetail?spuId=30201',
      '/en/goodsDetail?spuId=20301',
    ]);
  });

  it('collapses the rich-text detail until expanded, and folds it again', async () => {
    await openPage();
    const toggle = await screen.findByRole('button', { name: 'Expand' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body).toHaveAttribute('data-expanded', 'false');
    // Its markup (sanitised) replaces the plain text once the page has painted.
    expect(await within(body).findByRole('heading', { name: 'How to top up' })).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Fold' })).toHaveAttribute('aria-expanded', 'true');
    expect(body).toHaveAttribute('data-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Fold' }));
    expect(screen.getByRole('button', { name: 'Expand' })).toBeInTheDocument();
  });

  it('sets the document head from the SEO fields', async () => {
    await openPage();
    await waitFor(() => {
      expect(document.title).toBe('PUBG Mobile UC top-up - instant and safe | TopUp Live');
    });
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Buy PUBG Mobile UC by Player ID. Delivery in 1-5 minutes, 100% compensation if it does not arrive.',
    );
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      'PUBG Mobile UC,PUBG top up,buy UC',
    );
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('records the visit with the item and the visitor uuid', async () => {
    const visits: unknown[] = [];
    server.use(
      getRecordVisitMockHandler(async ({ request }) => {
        visits.push(await request.json());
        return { code: 200, msg: 'success', data: null };
      }),
    );
    writeCookie(COOKIE.uuid, 'visitor-1');
    await openPage();
    await waitFor(() => {
      expect(visits).toEqual([{ data: 10101, uid: 'visitor-1' }]);
    });
  });

  it('starts on the denomination named by the spuId of the link', async () => {
    await openPage('/en/goodsDetail?spuId=10105&categoryId=101');
    expect(screen.getByRole('radio', { name: /UC redeem code/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /325 UC code/ })).toBeChecked();
    expect(screen.getByText('Selected: UC redeem code · 325 UC code')).toBeInTheDocument();
  });

  it('switching the type selects that type’s denomination and updates the total', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('radio', { name: /UC redeem code/ }));
    expect(screen.getByRole('radio', { name: /325 UC code/ })).toBeChecked();
    expect(within(bar()).getByText('$4.89')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /UC direct top-up/ }));
    expect(screen.getByRole('radio', { name: /^60 UC/ })).toBeChecked();
  });

  it('loads the product by categoryId alone, as the Class tab links to it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/language/spu/detail-show', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(productDetail({}));
      }),
    );
    renderRoute('/en/goodsDetail?categoryId=101');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'PUBG Mobile UC' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ categoryId: 101 }]);
    // With no spuId in the link, the server's preselected denomination is chosen.
    expect(screen.getByRole('radio', { name: /^60 UC/ })).toBeChecked();
  });

  it('shows the server message and a retry when the product fails to load, then recovers', async () => {
    server.use(
      getGetProductDetailMockHandler({ code: 500, msg: 'The system is busy', data: null }),
    );
    renderRoute(PAGE);
    expect(await screen.findByText('The product could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The system is busy')).toBeInTheDocument();
    server.use(getGetProductDetailMockHandler());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'PUBG Mobile UC' }),
    ).toBeInTheDocument();
  });

  it('serves productDetail with the same page', async () => {
    await openPage('/zh-hant/productDetail?spuId=10101&categoryId=101');
    expect(screen.getByRole('heading', { level: 1, name: '商品詳情' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即購買' })).toBeInTheDocument();
  });
});

describe('goodsDetail: quantity through the stepper', () => {
  it('keeps digits only, at most 2, turns 0 into 1, stops minus at 1, and prices by quantity', async () => {
    await openPage();
    const box = within(bar()).getByRole('textbox', { name: 'Quantity' });
    const minus = within(bar()).getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();

    await userEvent.clear(box);
    await userEvent.type(box, 'a1b2c3');
    expect(box).toHaveValue('12');
    // 0.99 x 12 and 1.05 x 12.
    expect(within(bar()).getByText('$11.88')).toBeInTheDocument();
    expect(within(bar()).getByText('$12.60')).toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, '0');
    await userEvent.tab();
    expect(box).toHaveValue('1');
    expect(within(bar()).getByText('$0.99')).toBeInTheDocument();

    await userEvent.click(within(bar()).getByRole('button', { name: 'Increase quantity' }));
    expect(box).toHaveValue('2');
    await userEvent.click(minus);
    await userEvent.click(minus);
    expect(box).toHaveValue('1');
  });
});

describe('goodsDetail: coupons and the bottom bar', () => {
  it('applies the member’s best usable coupon, two decimals, and shows the saving', async () => {
    signIn({ level: { level: 1, levelName: 'VIP1' } });
    const searches: unknown[] = [];
    server.use(
      getSearchCouponsForItemMockHandler(async ({ request }) => {
        searches.push(await request.json());
        const { getSearchCouponsForItemResponseMock } =
          await import('../../api/generated/coupons/coupons.msw');
        return getSearchCouponsForItemResponseMock();
      }),
    );
    await openPage();
    await userEvent.click(screen.getByRole('radio', { name: /1800 UC/ }));
    // 24.99 with 501 ($3 off from $10), 502 (5% off from $20) and 504 ($1 off from $5)
    // usable: 501 takes the most off.
    expect(await within(bar()).findByText('Coupon saves $3.00')).toBeInTheDocument();
    expect(within(bar()).getByText('$21.99')).toBeInTheDocument();
    expect(within(bar()).getByText('$26.50')).toBeInTheDocument();
    // The membership tag only shows when no coupon applies.
    expect(within(bar()).queryByText('VIP1 member')).not.toBeInTheDocument();
    expect(searches).toContainEqual({ spuId: 10104, num: 1 });
  });

  it('shows the membership level instead when no usable coupon’s minimum spend is met', async () => {
    signIn({ level: { level: 1, levelName: 'VIP1' } });
    server.use(
      getSearchCouponsForItemMockHandler({
        code: 200,
        msg: 'success',
        data: {
          keyong: [{ userSpuCouponsId: 9001, type: 0, parvalue: 3, cill: 10 }],
          bukeyong: [],
        },
      }),
    );
    await openPage();
    expect(await within(bar()).findByText('VIP1 member')).toBeInTheDocument();
    expect(within(bar()).getByText('$0.99')).toBeInTheDocument();
    expect(within(bar()).queryByText(/Coupon saves/)).not.toBeInTheDocument();
  });

  it('floors the total at 0.00 when the coupon is larger than the price', async () => {
    signIn();
    server.use(
      getSearchCouponsForItemMockHandler({
        code: 200,
        msg: 'success',
        data: {
          keyong: [{ userSpuCouponsId: 9005, type: '0', parvalue: 5, cill: 0 }],
          bukeyong: [],
        },
      }),
    );
    await openPage();
    expect(await within(bar()).findByText('Coupon saves $0.99')).toBeInTheDocument();
    expect(within(bar()).getByText('$0.00')).toBeInTheDocument();
  });

  it('gives guests no saving and asks for no member coupons', async () => {
    const searched = vi.fn();
    server.use(
      getSearchCouponsForItemMockHandler(() => {
        searched();
        return { code: 200, msg: 'success', data: { keyong: [], bukeyong: [] } };
      }),
    );
    await openPage();
    await userEvent.click(screen.getByRole('radio', { name: /1800 UC/ }));
    expect(within(bar()).getByText('$24.99')).toBeInTheDocument();
    expect(within(bar()).queryByText(/Coupon saves/)).not.toBeInTheDocument();
    expect(searched).not.toHaveBeenCalled();
  });

  it('shows the first 3 coupons on the strip and all of them in the popup', async () => {
    const asked: string[] = [];
    server.use(
      getListGuestCouponsMockHandler(async ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('itemId') ?? '');
        const { getListGuestCouponsResponseMock } =
          await import('../../api/generated/coupons/coupons.msw');
        return getListGuestCouponsResponseMock();
      }),
    );
    await openPage();
    const strip = await screen.findByRole('button', { name: /See all coupons/ });
    expect(strip).toHaveTextContent('$3.00 off5% off$10.00 offSee all coupons');
    expect(asked).toContain('10101');

    await userEvent.click(strip);
    const popup = await screen.findByRole('dialog', { name: 'Claim coupons' });
    const coupons = within(popup).getAllByRole('listitem');
    expect(coupons).toHaveLength(4);
    expect(coupons[0]).toHaveTextContent('$3.00 off');
    expect(coupons[0]).toHaveTextContent('Orders over $10.00');
    expect(coupons[0]).toHaveTextContent('Applies to: All products');
    expect(coupons[0]).toHaveTextContent('Valid for 30 days after claiming');
    expect(coupons[1]).toHaveTextContent('5% off');
    expect(coupons[1]).toHaveTextContent('Valid until 2026-12-31');
    expect(within(popup).getAllByRole('button', { name: /^Claim / })).toHaveLength(4);
  });

  it('sends a guest who claims to login with the product stored (PuiomData)', async () => {
    const { router } = await openPage();
    await userEvent.click(screen.getByRole('radio', { name: /325 UC\s*\$4\.99/ }));
    await userEvent.click(await screen.findByRole('button', { name: /See all coupons/ }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Claim $3.00 off, Orders over $10.00' }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(JSON.parse(readCookie(COOKIE.puiomData)!)).toEqual({ spuId: 10102, categoryId: 101 });
  });

  it('offers neither Claim nor Claimed for a receiveStatus the contract does not list', async () => {
    signIn();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const coupons = okData(getListMemberCouponsResponseMock()).map((c) =>
      c.id === 502
        ? { ...c, receiveStatus: 2 as CouponReceiveStatus }
        : { ...c, receiveStatus: 0 as const },
    );
    server.use(getListMemberCouponsMockHandler({ code: 200, msg: 'success', data: coupons }));
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: /See all coupons/ }));
    const popup = screen.getByRole('dialog', { name: 'Claim coupons' });
    const items = within(popup).getAllByRole('listitem');
    expect(items).toHaveLength(coupons.length);
    const odd = items.find((item) => item.textContent.includes('5% off'))!;
    expect(within(odd).queryByRole('button')).toBeNull();
    expect(within(odd).queryByText('Claimed')).toBeNull();
    expect(within(popup).getAllByRole('button', { name: /^Claim / })).toHaveLength(
      coupons.length - 1,
    );
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('[contract] listMemberCoupons'));
    warned.mockRestore();
  });

  it('lets a member claim a coupon: Successfully_received, then the list reloads', async () => {
    signIn();
    const claimedAll = okData(getListMemberCouponsResponseMock());
    const unclaimed502 = claimedAll.map((c) =>
      c.id === 502 ? { ...c, receiveStatus: 0 as const } : c,
    );
    let claimedYet = false;
    const claims: unknown[] = [];
    server.use(
      getListMemberCouponsMockHandler(() => ({
        code: 200,
        msg: 'success',
        data: claimedYet ? claimedAll : unclaimed502,
      })),
      getClaimCouponsMockHandler(async ({ request }) => {
        claims.push(await request.json());
        claimedYet = true;
        return { code: 200, msg: 'success', data: null };
      }),
    );
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: /See all coupons/ }));
    const popup = screen.getByRole('dialog', { name: 'Claim coupons' });
    expect(within(popup).getAllByText('Claimed')).toHaveLength(3);

    await userEvent.click(
      within(popup).getByRole('button', { name: 'Claim 5% off, Orders over $20.00' }),
    );
    expect(await screen.findByText('Successfully received')).toBeInTheDocument();
    expect(claims).toEqual([{ spuCoupons: [502] }]);
    await waitFor(() => {
      expect(within(popup).getAllByText('Claimed')).toHaveLength(4);
    });
  });
});

describe('goodsDetail: buy rules', () => {
  it('stores the intended purchase and product for a guest and goes to login', async () => {
    const { router } = await openPage(
      '/en/goodsDetail?spuId=10101&categoryId=101&memberNumber=5123456789&type=0',
    );
    await userEvent.click(screen.getByRole('radio', { name: /325 UC\s*\$4\.99/ }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(JSON.parse(readCookie(COOKIE.queryData)!)).toEqual({
      itemId: 10102,
      num: 2,
      type: '0',
      memberNumber: '5123456789',
    });
    expect(JSON.parse(readCookie(COOKIE.puiomData)!)).toEqual({ spuId: 10102, categoryId: 101 });
  });

  it('checks the config, prechecks, then goes to ConfirmOrder with itemId and num (keeping memberNumber and type)', async () => {
    signIn();
    const configs: string[] = [];
    const prechecks: unknown[] = [];
    server.use(
      getCheckProductConfigMockHandler(({ request }) => {
        configs.push(new URL(request.url).searchParams.get('spuId') ?? '');
        return { code: 200, msg: 'success', data: true };
      }),
      getPrecheckCheckoutMockHandler(async ({ request }) => {
        prechecks.push(await request.json());
        return { code: 200, msg: 'success', data: null };
      }),
    );
    const { router } = await openPage(
      '/en/goodsDetail?spuId=10101&categoryId=101&memberNumber=5123456789&type=0',
    );
    await userEvent.click(within(bar()).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Tabs/ConfirmOrder');
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      itemId: '10101',
      num: '2',
      memberNumber: '5123456789',
      type: '0',
    });
    expect(configs).toEqual(['10101']);
    expect(prechecks).toEqual([{ itemId: 10101, num: 2 }]);
  });

  it('shows the precheck’s server message in a prompt (no toast) and keeps every choice', async () => {
    signIn();
    server.use(
      getPrecheckCheckoutMockHandler({
        code: 500,
        msg: 'This item is temporarily unavailable. Please try again later.',
        data: null,
      }),
    );
    const { router } = await openPage();
    await userEvent.click(screen.getByRole('radio', { name: /UC redeem code/ }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Buy Now' }));

    const prompt = await screen.findByRole('dialog', { name: 'Notice' });
    expect(
      within(prompt).getByText('This item is temporarily unavailable. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(router.state.location.pathname).toBe('/en/goodsDetail');
    expect(screen.getByRole('radio', { name: /325 UC code/ })).toBeChecked();
    expect(within(bar()).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  });

  it('opens the purchase-limit popup on 10010; close goes Home for type tuioncse', async () => {
    signIn();
    server.use(
      getPrecheckCheckoutMockHandler({
        code: 10010,
        msg: 'Purchase limit reached for this denomination. Please choose a different amount.',
        data: { type: 'tuioncse' },
      }),
    );
    const { router } = await openPage();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Buy Now' }));
    const popup = await screen.findByRole('dialog', { name: 'Purchase limit' });
    expect(
      within(popup).getByText(
        'Purchase limit reached for this denomination. Please choose a different amount.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en');
    });
  });

  it('goes Home from the purchase-limit popup for type logins too', async () => {
    signIn();
    server.use(
      getPrecheckCheckoutMockHandler({ code: 10010, msg: 'limit', data: { type: 'logins' } }),
    );
    const { router } = await openPage();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Buy Now' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Purchase limit' })).getByRole('button', {
        name: 'Close',
      }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en');
    });
  });

  it('only closes the purchase-limit popup for another type, keeping the choice (zh-hant text)', async () => {
    signIn();
    server.use(
      getPrecheckCheckoutMockHandler({ code: 10010, msg: 'limit', data: { type: 'daily' } }),
    );
    const { router } = renderRoute('/zh-hant/goodsDetail?spuId=10101&categoryId=101');
    await userEvent.click(await screen.findByRole('radio', { name: /660 UC/ }));
    await userEvent.click(screen.getByRole('button', { name: '立即購買' }));
    const popup = await screen.findByRole('dialog', { name: '購買限制' });
    expect(within(popup).getByText('該面額已達到購買限制，請選擇其他面額!')).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: '關閉' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/zh-hant/goodsDetail');
    expect(screen.getByRole('radio', { name: /660 UC/ })).toBeChecked();
  });

  it('shows the address/info prompt when the product config says no, without a precheck', async () => {
    signIn();
    const precheck = vi.fn();
    server.use(
      getCheckProductConfigMockHandler({ code: 200, msg: 'success', data: false }),
      getPrecheckCheckoutMockHandler(() => {
        precheck();
        return { code: 200, msg: 'success', data: null };
      }),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = await openPage();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Buy Now' }));
    const prompt = await screen.findByRole('dialog', { name: 'More information needed' });
    expect(
      within(prompt).getByText(
        'Before buying this item, please complete your address and account information.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('lang=en'),
      '_blank',
      'noopener,noreferrer',
    );
    expect(precheck).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/en/goodsDetail');
    open.mockRestore();
  });
});

describe('goodsDetail: sold out', () => {
  it('shows the overlay and a sold-out label instead of Buy Now', async () => {
    server.use(
      getGetProductDetailMockHandler(
        productDetail({ sellOut: true, categoryName: 'PUBG Mobile UC' }),
      ),
    );
    await openPage();
    expect(screen.getAllByText('Sold out')).toHaveLength(2);
    expect(within(bar()).getByText('Sold out')).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(within(bar()).getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
  });
});
