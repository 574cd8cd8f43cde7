// Issue 11 item 3: a signed-in shopper whose token expires during Buy Now (401 on the config
// check or the precheck) comes back to that purchase after signing in again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderRoute } from '../../../tests/utils/render-route';
import {
  getCheckProductConfigMockHandler,
  getPrecheckCheckoutMockHandler,
} from '../../api/generated/checkout/checkout.msw';
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies';
import { setNavigator } from '../../lib/navigation';
import { readIntent } from '../../lib/purchase-intent';

const EXPIRED = { code: 401 as const, msg: 'Login expired', data: null };

async function buyAsMember() {
  writeCookie(COOKIE.signedIn, '1');
  const path = '/en/goodsDetail?spuId=10101&categoryId=101&memberNumber=5123456789&type=0';
  // The client reads the language from the address bar.
  window.history.replaceState(null, '', path);
  const { router } = renderRoute(path);
  setNavigator((href, options) => void router.navigate(href, options));
  await screen.findByRole('heading', { level: 2, name: 'PUBG Mobile UC' });
  const bar = screen.getByRole('region', { name: 'Purchase summary' });
  await userEvent.click(within(bar).getByRole('button', { name: 'Increase quantity' }));
  await userEvent.click(within(bar).getByRole('button', { name: 'Buy Now' }));
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/en/login');
  });
  return router;
}

const PURCHASE = {
  kind: 'purchase',
  purchase: { itemId: 10101, num: 2, type: '0', memberNumber: '5123456789' },
  product: { spuId: 10101, categoryId: 101 },
};

describe('Buy Now meets an expired token', () => {
  it('401 on the config check: the purchase is stored before login', async () => {
    server.use(getCheckProductConfigMockHandler(EXPIRED));
    await buyAsMember();
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
    expect(readIntent()).toEqual(PURCHASE);
  });

  it('401 on the precheck: the purchase is stored before login', async () => {
    server.use(
      getCheckProductConfigMockHandler({ code: 200, msg: 'success', data: true }),
      getPrecheckCheckoutMockHandler(EXPIRED),
    );
    await buyAsMember();
    expect(readIntent()).toEqual(PURCHASE);
  });
});
