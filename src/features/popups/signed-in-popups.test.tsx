import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { untilIdle } from '../../../tests/utils/until-idle';
import { getCheckUnpaidOrderMockHandler } from '../../api/generated/orders/orders.msw';
import type { UnpaidOrderCheckResponse } from '../../api/generated/model';
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies';
import { POPUP_STAMP_KEYS } from './popup-rules';
import { SignedInPopups } from './signed-in-popups';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const S = 1000;
const UNPAID: UnpaidOrderCheckResponse = {
  code: 200,
  msg: 'success',
  data: { orderId: 'TL2026112000001' },
};
const NONE: UnpaidOrderCheckResponse = { code: 200, msg: 'success', data: { orderId: null } };

/** Serves the unpaid-order check and counts the calls. */
function serveUnpaidCheck(reply: UnpaidOrderCheckResponse) {
  const calls = { count: 0 };
  server.use(
    getCheckUnpaidOrderMockHandler(() => {
      calls.count += 1;
      return reply;
    }),
  );
  return calls;
}

/** Signs in, serves the unpaid-order check and renders the pop-ups; returns the call count. */
function renderSignedIn(reply: UnpaidOrderCheckResponse, path?: string) {
  signIn();
  const calls = serveUnpaidCheck(reply);
  renderPopups(path);
  return calls;
}

/** Waits for the one unpaid-order check, then for what it leads to. */
async function afterTheCheck(calls: { count: number }) {
  await waitFor(() => {
    expect(calls.count).toBe(1);
  });
  await settle();
}

function signIn() {
  writeCookie(COOKIE.signedIn, '1');
}

function stamp(key: keyof typeof POPUP_STAMP_KEYS, at: number) {
  window.localStorage.setItem(POPUP_STAMP_KEYS[key], String(at));
}

let queryClient: QueryClient;

/** Renders the pop-ups with the app's providers, keeping their QueryClient. */
function renderPopups(path?: string) {
  queryClient = renderWithProviders(<SignedInPopups />, path).queryClient;
}

/** Waits until the requests are answered and what they lead to is rendered. */
async function settle() {
  await untilIdle(queryClient);
}

function location() {
  return screen.getByTestId('location').textContent;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
});
afterEach(() => {
  window.localStorage.clear();
});

describe('SignedInPopups', () => {
  it('shows nothing to a guest and makes no call', async () => {
    const calls = serveUnpaidCheck(UNPAID);
    writeCookie(COOKIE.rookieCoupons, '1');
    writeCookie(COOKIE.couponLength, '3');
    renderPopups();
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  describe('rookie coupon pop-up', () => {
    it('shows while RookieCoupons is 1, before anything else, and closing removes the cookie', async () => {
      writeCookie(COOKIE.rookieCoupons, '1');
      writeCookie(COOKIE.couponLength, '3');
      const calls = renderSignedIn(UNPAID);
      const dialog = await screen.findByRole('dialog', { name: 'Your welcome gift has arrived' });
      expect(dialog).toHaveTextContent('$186');
      await settle();
      expect(calls.count).toBe(0);

      await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(readCookie(COOKIE.rookieCoupons)).toBeUndefined();
      // No stamp: the rookie pop-up is governed by its cookie only.
      expect(window.localStorage.length).toBe(0);
    });

    it('leads to the coupons from “View my coupons”, removing the cookie', async () => {
      signIn();
      writeCookie(COOKIE.rookieCoupons, '1');
      renderPopups();
      await userEvent.click(await screen.findByRole('button', { name: 'View my coupons' }));
      expect(location()).toBe('/en/Tabs/Coupons');
      expect(readCookie(COOKIE.rookieCoupons)).toBeUndefined();
    });

    it('does not show when RookieCoupons is not 1: the unpaid-order logic runs instead', async () => {
      writeCookie(COOKIE.rookieCoupons, '0');
      const calls = renderSignedIn(UNPAID);
      expect(
        await screen.findByRole('dialog', { name: 'You have an unpaid order' }),
      ).toBeInTheDocument();
      expect(calls.count).toBe(1);
    });
  });

  describe('unpaid-order tip', () => {
    it('checks when no tip was ever shown and shows the order; switch payment goes to GoPay and stamps', async () => {
      const calls = renderSignedIn(UNPAID);
      const dialog = await screen.findByRole('dialog', { name: 'You have an unpaid order' });
      expect(dialog).toHaveTextContent('TL2026112000001');
      expect(calls.count).toBe(1);

      await userEvent.click(screen.getByRole('button', { name: 'Switch payment' }));
      expect(location()).toBe('/en/Tabs/GoPay?orderId=TL2026112000001');
      expect(window.localStorage.getItem(POPUP_STAMP_KEYS.unpaidTip)).toBe(String(NOW));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('cancel goes to the order detail and stamps', async () => {
      renderSignedIn(UNPAID, '/zh-hant');
      await userEvent.click(await screen.findByRole('button', { name: '取消訂單' }));
      expect(location()).toBe('/zh-hant/Tabs/OrderDetail?orderId=TL2026112000001');
      expect(window.localStorage.getItem(POPUP_STAMP_KEYS.unpaidTip)).toBe(String(NOW));
    });

    it('closing stamps the time and offers nothing else', async () => {
      writeCookie(COOKIE.couponLength, '3');
      renderSignedIn(UNPAID);
      await screen.findByRole('dialog', { name: 'You have an unpaid order' });
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(window.localStorage.getItem(POPUP_STAMP_KEYS.unpaidTip)).toBe(String(NOW));
      await settle();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(window.localStorage.getItem(POPUP_STAMP_KEYS.unusedCoupons)).toBeNull();
    });

    it('Escape closes and stamps too', async () => {
      renderSignedIn(UNPAID);
      await screen.findByRole('dialog', { name: 'You have an unpaid order' });
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(window.localStorage.getItem(POPUP_STAMP_KEYS.unpaidTip)).toBe(String(NOW));
    });

    it('does not check when the last tip was 3599 s ago', async () => {
      stamp('unpaidTip', NOW - 3599 * S);
      const calls = renderSignedIn(UNPAID);
      await settle();
      expect(calls.count).toBe(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('checks again once the last tip is 3600 s old', async () => {
      stamp('unpaidTip', NOW - 3600 * S);
      const calls = renderSignedIn(UNPAID);
      expect(
        await screen.findByRole('dialog', { name: 'You have an unpaid order' }),
      ).toBeInTheDocument();
      expect(calls.count).toBe(1);
    });
  });

  describe('unused-coupons pop-up', () => {
    it('is offered when there is no unpaid order and the coupon-count cookie exists; view coupons stamps', async () => {
      writeCookie(COOKIE.couponLength, '3');
      const calls = renderSignedIn(NONE);
      const dialog = await screen.findByRole('dialog', { name: 'You have unused coupons' });
      expect(dialog).toHaveTextContent('Coupons waiting in your account: 3.');
      expect(calls.count).toBe(1);
      expect(
        screen.queryByRole('dialog', { name: 'You have an unpaid order' }),
      ).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'View coupons' }));
      expect(location()).toBe('/en/Tabs/Coupons');
      expect(window.localStorage.getItem(POPUP_STAMP_KEYS.unusedCoupons)).toBe(String(NOW));
    });

    it('continue shopping closes it, stays on the page and stamps', async () => {
      writeCookie(COOKIE.couponLength, '2');
      renderSignedIn(NONE);
      await userEvent.click(await screen.findByRole('button', { name: 'Continue shopping' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(location()).toBe('/en');
      expect(window.localStorage.getItem(POPUP_STAMP_KEYS.unusedCoupons)).toBe(String(NOW));
    });

    it('is not offered without the coupon-count cookie', async () => {
      const calls = renderSignedIn(NONE);
      await afterTheCheck(calls);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('is not offered again within 86400 s (86399 s after the last one)', async () => {
      writeCookie(COOKIE.couponLength, '3');
      stamp('unusedCoupons', NOW - 86399 * S);
      const calls = renderSignedIn(NONE);
      await afterTheCheck(calls);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('is offered again 86400 s after the last one', async () => {
      writeCookie(COOKIE.couponLength, '3');
      stamp('unusedCoupons', NOW - 86400 * S);
      renderSignedIn(NONE);
      expect(
        await screen.findByRole('dialog', { name: 'You have unused coupons' }),
      ).toBeInTheDocument();
    });

    it('is offered when the tip is not due (no check made)', async () => {
      writeCookie(COOKIE.couponLength, '3');
      stamp('unpaidTip', NOW - 60 * S);
      const calls = renderSignedIn(UNPAID);
      expect(
        await screen.findByRole('dialog', { name: 'You have unused coupons' }),
      ).toBeInTheDocument();
      expect(calls.count).toBe(0);
    });

    it('is offered when the unpaid-order check fails, without an error toast', async () => {
      writeCookie(COOKIE.couponLength, '3');
      renderSignedIn({ code: 500, msg: 'The system is busy', data: null });
      expect(
        await screen.findByRole('dialog', { name: 'You have unused coupons' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('The system is busy')).not.toBeInTheDocument();
    });
  });
});
