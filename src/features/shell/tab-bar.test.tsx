import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { getListCouponsByStatusMockHandler } from '../../api/generated/coupons/coupons.msw';
import { getGetMessageSummaryMockHandler } from '../../api/generated/messages/messages.msw';
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { untilIdle } from '../../../tests/utils/until-idle';
import { TabBar } from './tab-bar';

const summary = (order: number, promo: number) => ({
  code: 200 as const,
  msg: 'success',
  data: {
    orderMsg: {
      count: order,
      msg: order ? 'Order shipped' : null,
      time: order ? '2026-11-20 10:00:00' : null,
    },
    promotionMsg: { count: promo, msg: null, time: null },
  },
});

function coupons(n: number) {
  return {
    code: 200 as const,
    msg: 'success',
    data: Array.from({ length: n }, (_, i) => ({
      userSpuCouponsId: 9001 + i,
      type: 0 as const,
      parvalue: 1,
      cill: 5,
      symbol: '$',
      name: `$1 off ${i}`,
      usageRules: 1 as const,
      days: 30,
    })),
  };
}

interface Shopper {
  unreadOrders: number;
  unusedCoupons: number;
}

/**
 * The tab bar of a signed-in shopper with these unread order messages and unused coupons;
 * `asked` counts the member calls made so far.
 */
function renderSignedIn({ unreadOrders, unusedCoupons }: Shopper) {
  writeCookie(COOKIE.signedIn, '1');
  const asked = { summary: 0, coupons: 0 };
  server.use(
    getGetMessageSummaryMockHandler(() => {
      asked.summary += 1;
      return summary(unreadOrders, 0);
    }),
    getListCouponsByStatusMockHandler(() => {
      asked.coupons += 1;
      return coupons(unusedCoupons);
    }),
  );
  return { queryClient: renderWithProviders(<TabBar />).queryClient, asked };
}

describe('TabBar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('links the five tabs under the current language', () => {
    renderWithProviders(<TabBar />, '/zh-hant');
    const nav = screen.getByRole('navigation', { name: '主導覽' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/zh-hant',
      '/zh-hant/Tabs/Class',
      '/zh-hant/Tabs/Info',
      '/zh-hant/Tabs/Order',
      '/zh-hant/Tabs/Me',
    ]);
  });

  it('shows the red dot on Home for guests and asks for no member data', () => {
    renderWithProviders(<TabBar />);
    expect(screen.getByTestId('dot-home')).toBeInTheDocument();
    expect(screen.queryByTestId('dot-info')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/unused coupons/)).not.toBeInTheDocument();
  });

  it('shows the red dot on Info when a signed-in shopper has unread messages', async () => {
    renderSignedIn({ unreadOrders: 2, unusedCoupons: 0 });
    expect(await screen.findByTestId('dot-info')).toBeInTheDocument();
    expect(screen.queryByTestId('dot-home')).not.toBeInTheDocument();
  });

  it('asks for the member badges only once the bar has been painted', async () => {
    // Frames are held until released below.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const { queryClient, asked } = renderSignedIn({ unreadOrders: 1, unusedCoupons: 1 });
    // The member bar's code is here and React is done: still the bar without badges, and
    // no member call started.
    await act(async () => {
      await import('./member-tab-bar');
    });
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.queryByTestId('dot-home')).not.toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    // The paint: then the calls, and the badges.
    for (const frame of frames.splice(0)) frame(0);
    await waitFor(() => {
      expect(asked).toEqual({ summary: 1, coupons: 1 });
    });
    expect(await screen.findByTestId('dot-info')).toBeInTheDocument();
  });

  it('shows no Info dot when everything is read', async () => {
    const { queryClient, asked } = renderSignedIn({ unreadOrders: 0, unusedCoupons: 0 });
    await waitFor(() => {
      expect(asked.summary).toBe(1);
    });
    await untilIdle(queryClient);
    expect(screen.queryByTestId('dot-info')).not.toBeInTheDocument();
  });

  it('shows the unused-coupon count on Me and keeps it in the CouponLength cookie', async () => {
    renderSignedIn({ unreadOrders: 0, unusedCoupons: 3 });
    expect(await screen.findByLabelText('3 unused coupons')).toHaveTextContent('3');
    await waitFor(() => {
      expect(readCookie(COOKIE.couponLength)).toBe('3');
    });
  });

  it('removes the CouponLength cookie when no coupon is unused', async () => {
    writeCookie(COOKIE.couponLength, '2');
    renderSignedIn({ unreadOrders: 0, unusedCoupons: 0 });
    await waitFor(() => {
      expect(readCookie(COOKIE.couponLength)).toBeUndefined();
    });
  });
});
