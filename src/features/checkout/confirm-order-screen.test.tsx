// ConfirmOrder as a route: the item block, the sections, the automatic coupon and the full
// price breakdown; the query's account prefill; nothing lost across a remount (a reload or
// a sign-in) with passwords never stored; a 500 on create order keeping everything typed;
// a free order going straight to the result; the cashier variant going to GoPay.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderRoute } from '../../../tests/utils/render-route';
import { getCheckAccountMockHandler } from '../../api/generated/auth/auth.msw';
import {
  getCreateOrderMockHandler,
  getGetCheckoutDetailsMockHandler,
  getGetCheckoutFeeMockHandler,
  getLogOrderEventMockHandler,
} from '../../api/generated/checkout/checkout.msw';
import {
  getRedeemVoucherMockHandler,
  getSearchCouponsForItemMockHandler,
} from '../../api/generated/coupons/coupons.msw';
import type {
  CheckoutData,
  CheckoutFeeRequest,
  CreateOrderRequest,
  CreateOrderResponse,
} from '../../api/generated/model';
import { COOKIE, removeCookie, writeCookie } from '../../lib/cookies';
import { setNavigator } from '../../lib/navigation';
import { readIntent } from '../../lib/purchase-intent';
import { confirmOrderFormChunk } from './confirm-order-form-chunk';

const DATA: CheckoutData = {
  pic: '/mock-assets/goods/pubg-mobile-uc.svg',
  name: 'PUBG Mobile 1800 UC',
  type: 'UC direct top-up (Player ID)',
  num: 1,
  symbol: '$',
  subtotalMoney: 24.99,
  paymentMoney: 24.99,
  processFee: 0,
  rechargeDetailUrl: null,
  balance: 0,
  parameterList: [
    { name: 'Player ID', nameZH: '玩家ID', type: 0, required: true, blurb: null, options: null },
    {
      name: 'Server',
      nameZH: '服务器',
      type: 1,
      required: true,
      blurb: 'Select your server',
      options: 'Global,Asia',
    },
    { name: 'Password', nameZH: '密码', type: 2, required: false, blurb: null, options: null },
  ],
  voList: [],
};

const URL = '/en/Tabs/ConfirmOrder?itemId=10104&num=1';

/** The fee call as a server would answer it: coupon 9001 takes 3, 9004 takes 1, GCash (56) 2%. */
function serveFee(data: CheckoutData) {
  const asked: CheckoutFeeRequest[] = [];
  server.use(
    getGetCheckoutFeeMockHandler(async ({ request }) => {
      const body = (await request.json()) as CheckoutFeeRequest;
      asked.push(body);
      const couponsPrice = body.couponsId === 9001 ? 3 : body.couponsId === 9004 ? 1 : 0;
      const balance = Math.min(data.balance, data.subtotalMoney - couponsPrice);
      const base = Math.round((data.subtotalMoney - couponsPrice - balance) * 100) / 100;
      const processFee = body.paymentMethod === 56 ? Math.round(base * 2) / 100 : 0;
      return {
        code: 200,
        msg: 'success',
        data: {
          processFee,
          paymentMoney: Math.round((base + processFee) * 100) / 100,
          symbol: '$',
          couponsPrice,
          balance,
        },
      };
    }),
  );
  return asked;
}

function serve(data: CheckoutData = DATA) {
  const asked = serveFee(data);
  server.use(
    getGetCheckoutDetailsMockHandler({ code: 200, msg: 'success', data }),
    getSearchCouponsForItemMockHandler({
      code: 200,
      msg: 'success',
      data: {
        keyong: [
          { userSpuCouponsId: 9001, type: 0, parvalue: 3, cill: 10, name: '$3 off over $10' },
          { userSpuCouponsId: 9004, type: 0, parvalue: 1, cill: 5, name: '$1 off over $5' },
        ],
        bukeyong: [],
      },
    }),
  );
  return asked;
}

function serveCreateOrder(reply: Parameters<typeof getCreateOrderMockHandler>[0]) {
  const bodies: CreateOrderRequest[] = [];
  server.use(
    getCreateOrderMockHandler(async (info) => {
      bodies.push((await info.request.json()) as CreateOrderRequest);
      return typeof reply === 'function' ? reply(info) : reply!;
    }),
  );
  return bodies;
}

const CREATED = {
  code: 200,
  msg: 'success',
  data: { orderId: 'TL2026112000010', redirectUrl: null, payInfo: null },
} as const;

/**
 * Create order failing as `failures` says, one call each, then creating the order; the
 * Idempotency-Key each call carried. (Not the generated handler: it cannot fail the
 * connection.)
 */
function serveCreateOrderAttempts(...failures: ('network' | 401 | 500)[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.post('*/api/service/order/create', ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      const failure = failures.shift();
      if (failure === 'network') return HttpResponse.error();
      const reply: CreateOrderResponse =
        failure === undefined
          ? CREATED
          : { code: failure, msg: failure === 401 ? 'Login expired' : 'Order failed', data: null };
      return HttpResponse.json(reply);
    }),
  );
  return keys;
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  const playerId = await screen.findByRole('textbox', { name: 'Player ID' });
  if (!(playerId as HTMLInputElement).value) await user.type(playerId, '5123456789');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), 'Asia');
  await screen.findByRole('button', { name: '$3.00 off applied' });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm' }));
}

async function submitReady() {
  await waitFor(() => {
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
}

function priceRow(name: string) {
  const details = screen.getByRole('region', { name: 'Price details' });
  return within(details).getByText(name).nextSibling?.textContent;
}

/**
 * The form's chunk as on a landing: not loaded (whatever an earlier test loaded) and its
 * download held until `arrive()`. `load` records when the page asks for it.
 */
function holdFormChunk() {
  const { load: realLoad, loaded: realLoaded } = confirmOrderFormChunk;
  let arrived = false;
  let arrive: () => void = () => undefined;
  const arrival = new Promise<undefined>((resolve) => {
    arrive = () => {
      arrived = true;
      resolve(undefined);
    };
  });
  const loaded = vi
    .spyOn(confirmOrderFormChunk, 'loaded')
    .mockImplementation(() => (arrived ? realLoaded() : undefined));
  const load = vi.spyOn(confirmOrderFormChunk, 'load').mockImplementation(async () => {
    await arrival;
    return realLoad();
  });
  onTestFinished(() => {
    loaded.mockRestore();
    load.mockRestore();
  });
  return { load, arrive };
}

beforeEach(() => {
  sessionStorage.clear();
  writeCookie(COOKIE.signedIn, '1');
});

type TestRouter = ReturnType<typeof renderRoute>['router'];

/**
 * Waits for the login screen itself, not the router's state: that changes while the screen
 * left, rendered in a transition, is still on the page (a loaded machine acted on it).
 */
async function onLoginScreen(router: TestRouter) {
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  expect(router.state.location.pathname).toBe('/en/login');
}

/** Goes back to `href` from the login screen, once that screen has gone. */
async function backFromLogin(router: TestRouter, href: string) {
  await router.navigate(href);
  await waitFor(() => {
    expect(screen.queryByRole('heading', { level: 1, name: 'Log in' })).not.toBeInTheDocument();
  });
}

describe('ConfirmOrder', () => {
  it('shows the item, its sections, the automatic coupon and the whole price breakdown', async () => {
    serve();
    renderRoute(URL);
    expect(await screen.findByRole('heading', { name: 'PUBG Mobile 1800 UC' })).toBeVisible();
    expect(screen.getByText('UC direct top-up (Player ID)')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 1')).toBeInTheDocument();
    // The form's sections arrive with their chunk, just after the first screen.
    expect(await screen.findByRole('heading', { name: 'Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Discounts' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '$3.00 off applied' })).toBeInTheDocument();
    expect(priceRow('Subtotal')).toBe('$24.99');
    expect(priceRow('Coupon deduction')).toBe('-$3.00');
    expect(priceRow('Fee')).toBe('$0.00');
    expect(priceRow('Amount due')).toBe('$21.99');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('lists the balance discount only when a balance is used, never as -$0.00', async () => {
    serve();
    const first = renderRoute(URL);
    await screen.findByRole('button', { name: '$3.00 off applied' });
    const details = screen.getByRole('region', { name: 'Price details' });
    expect(within(details).queryByText('Balance discount')).toBeNull();
    expect(details).not.toHaveTextContent('-$0.00');
    first.unmount();

    serve({ ...DATA, balance: 5 });
    renderRoute(URL);
    await screen.findByRole('button', { name: '$3.00 off applied' });
    expect(priceRow('Balance discount')).toBe('-$5.00');
    await waitFor(() => {
      expect(priceRow('Amount due')).toBe('$16.99');
    });
  });

  it('prefills the account field from memberNumber and type', async () => {
    serve();
    renderRoute(`${URL}&memberNumber=5198765432&type=0`);
    expect(await screen.findByRole('textbox', { name: 'Player ID' })).toHaveValue('5198765432');
  });

  it('keeps the typed fields and the coupon across a remount, never the password', async () => {
    serve();
    const user = userEvent.setup();
    const first = renderRoute(URL);
    await user.type(await screen.findByRole('textbox', { name: 'Player ID' }), '5123456789');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), 'Asia');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'hunter22');
    await user.click(await screen.findByRole('radio', { name: /^Google Pay/ }));
    // Choose no coupon: the automatic one must not come back.
    await user.click(await screen.findByRole('button', { name: '$3.00 off applied' }));
    await user.click(screen.getByRole('button', { name: /\$3 off over \$10/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(priceRow('Amount due')).toBe('$24.99');
    const stored = Array.from({ length: sessionStorage.length }, (_, i) =>
      sessionStorage.getItem(sessionStorage.key(i) ?? ''),
    ).join();
    expect(stored).toContain('5123456789');
    expect(stored).not.toContain('hunter22');
    first.unmount();

    renderRoute(URL);
    expect(await screen.findByRole('textbox', { name: 'Player ID' })).toHaveValue('5123456789');
    expect(screen.getByRole('combobox', { name: 'Server' })).toHaveValue('Asia');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
    await screen.findByRole('button', { name: 'Choose a coupon' });
    expect(await screen.findByRole('radio', { name: /^Google Pay/ })).toBeChecked();
    await waitFor(() => {
      expect(priceRow('Amount due')).toBe('$24.99');
    });
  });

  it('keeps a typed redeem code across a reload, and across a 401 on redeem and signing in', async () => {
    serve();
    server.use(getRedeemVoucherMockHandler({ code: 401, msg: 'Login expired', data: null }));
    const user = userEvent.setup();
    const first = renderRoute(URL);
    await user.type(await screen.findByRole('textbox', { name: 'Redeem code' }), 'WELCOME186');
    first.unmount();

    // A reload: the code is back in the box.
    window.history.replaceState(null, '', URL);
    const { router } = renderRoute(URL);
    setNavigator((href, options) => void router.navigate(href, options));
    const redeemBox = await screen.findByRole('textbox', { name: 'Redeem code' });
    expect(redeemBox).toHaveValue('WELCOME186');
    // The session has ended: Redeem answers 401 and the shopper signs in again.
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await onLoginScreen(router);
    expect(readIntent()).toEqual({ kind: 'page', href: URL });
    writeCookie(COOKIE.signedIn, '1');
    await backFromLogin(router, URL);
    expect(await screen.findByRole('textbox', { name: 'Redeem code' })).toHaveValue('WELCOME186');
  });

  it.each([
    [
      'redeemed',
      {
        code: 200,
        msg: 'success',
        data: { cill: 5, type: 0, parvalue: 1, userSpuCouponsId: 9004 },
      },
    ],
    ['refused', { code: 500, msg: 'Invalid redeem code', data: null }],
  ] as const)('drops the redeem code from the draft once it is %s', async (_, reply) => {
    serve();
    server.use(getRedeemVoucherMockHandler(reply));
    const user = userEvent.setup();
    const first = renderRoute(URL);
    await user.type(await screen.findByRole('textbox', { name: 'Redeem code' }), 'WELCOME186');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Redeem code' })).toHaveValue('');
    });
    first.unmount();

    renderRoute(URL);
    expect(await screen.findByRole('textbox', { name: 'Redeem code' })).toHaveValue('');
  });

  it('sends one Idempotency-Key per purchase: the same after a network failure and a reload, a new one after the order', async () => {
    serve();
    const keys = serveCreateOrderAttempts('network', 'network');
    const user = userEvent.setup();
    const first = renderRoute(URL);
    await fillAndSubmit(user);
    await screen.findByText(
      'Network connection failed. Please check your connection and try again.',
    );
    await submitReady();
    await fillAndSubmit(user);
    await submitReady();
    first.unmount();

    // A reload: the draft brings the attempt back with what was typed.
    const second = renderRoute(URL);
    await fillAndSubmit(user);
    await waitFor(() => {
      expect(second.router.state.location.pathname).toBe('/en/Airwallex');
    });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys).toEqual([keys[0], keys[0], keys[0]]);
    second.unmount();

    // The order exists: buying again is a new attempt.
    renderRoute(URL);
    await fillAndSubmit(user);
    await waitFor(() => {
      expect(keys).toHaveLength(4);
    });
    expect(keys[3]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('a 401 on create order, then signing in again: the retry carries the same Idempotency-Key', async () => {
    serve();
    const keys = serveCreateOrderAttempts(401);
    const user = userEvent.setup();
    window.history.replaceState(null, '', URL);
    const { router } = renderRoute(URL);
    setNavigator((href, options) => void router.navigate(href, options));
    await fillAndSubmit(user);
    await onLoginScreen(router);
    writeCookie(COOKIE.signedIn, '1');
    await backFromLogin(router, URL);
    await fillAndSubmit(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Airwallex');
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a new Idempotency-Key after a refusal (500) and when the choice changes', async () => {
    serve();
    const keys = serveCreateOrderAttempts(500, 'network', 'network');
    const user = userEvent.setup();
    renderRoute(URL);
    await fillAndSubmit(user);
    await screen.findByText('Order failed');
    await submitReady();
    // The server answered: the same key would only get the same refusal.
    await fillAndSubmit(user);
    await submitReady();
    // Another payment method is another purchase.
    await user.click(screen.getByRole('radio', { name: /^Card/ }));
    await fillAndSubmit(user);
    await submitReady();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  it('a 500 on create order shows its message and keeps everything typed and chosen', async () => {
    serve();
    const bodies = serveCreateOrder({ code: 500, msg: 'Order placement failure', data: null });
    const user = userEvent.setup();
    renderRoute(URL);
    await user.type(await screen.findByRole('textbox', { name: 'Player ID' }), '5123456789');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), 'Global');
    await user.click(await screen.findByRole('radio', { name: /^Card/ }));
    await screen.findByRole('button', { name: '$3.00 off applied' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Please confirm your top-up information',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order placement failure')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        spuId: 10104,
        num: 1,
        couponsId: 9001,
        paymentMethod: 22,
        data: [
          { name: 'Player ID', nameZH: '玩家ID', type: 0, value: '5123456789' },
          { name: 'Server', nameZH: '服务器', type: 1, value: 'Global' },
          { name: 'Password', nameZH: '密码', type: 2, value: '' },
        ],
        billingId: null,
      },
    ]);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    });
    expect(screen.getByRole('textbox', { name: 'Player ID' })).toHaveValue('5123456789');
    expect(screen.getByRole('combobox', { name: 'Server' })).toHaveValue('Global');
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeChecked();
    expect(screen.getByRole('button', { name: '$3.00 off applied' })).toBeInTheDocument();
  });

  it.each([
    {
      lang: 'en',
      texts: ['Player ID', 'Server', 'Submit', 'Confirm'],
      title: 'Purchase limit',
      message: 'Purchase limit reached for this denomination. Please choose a different amount.',
      close: 'Close',
    },
    {
      lang: 'zh-hant',
      texts: ['玩家ID', '服务器', '提交', '確認'],
      title: '購買限制',
      message: '該面額已達到購買限制，請選擇其他面額!',
      close: '關閉',
    },
  ])(
    '10010 on create order opens the purchase-limit popup ($lang); close keeps everything',
    async ({ lang, texts, title, message, close }) => {
      const [playerId = '', serverName = '', submit = '', confirm = ''] = texts;
      serve();
      serveCreateOrder({ code: 10010, msg: 'limit reached', data: null });
      const user = userEvent.setup();
      const { router } = renderRoute(URL.replace('/en/', `/${lang}/`));
      await user.type(await screen.findByRole('textbox', { name: playerId }), '5123456789');
      await user.selectOptions(screen.getByRole('combobox', { name: serverName }), 'Global');
      await user.click(await screen.findByRole('radio', { name: /^Card/ }));
      await user.click(screen.getByRole('button', { name: submit }));
      await user.click(await screen.findByRole('button', { name: confirm }));
      const popup = await screen.findByRole('dialog', { name: title });
      expect(popup).toHaveTextContent(message);
      expect(screen.queryByText('limit reached')).toBeNull();
      await user.click(within(popup).getByRole('button', { name: close }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog', { name: title })).toBeNull();
      });
      expect(router.state.location.pathname).toBe(`/${lang}/Tabs/ConfirmOrder`);
      expect(screen.getByRole('textbox', { name: playerId })).toHaveValue('5123456789');
      expect(screen.getByRole('combobox', { name: serverName })).toHaveValue('Global');
      expect(screen.getByRole('radio', { name: /^Card/ })).toBeChecked();
    },
  );

  it('10010 of type tuioncse: close goes Home, and the draft brings everything back', async () => {
    serve();
    serveCreateOrder({ code: 10010, msg: 'limit reached', data: { type: 'tuioncse' } });
    const user = userEvent.setup();
    const { router } = renderRoute(URL);
    await user.type(await screen.findByRole('textbox', { name: 'Player ID' }), '5123456789');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), 'Global');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const popup = await screen.findByRole('dialog', { name: 'Purchase limit' });
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en');
    });
    await router.navigate(URL);
    expect(await screen.findByRole('textbox', { name: 'Player ID' })).toHaveValue('5123456789');
  });

  it('a network failure on create order keeps everything typed, and Submit is ready again', async () => {
    serve();
    server.use(http.post('*/api/service/order/create', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderRoute(URL);
    await user.type(await screen.findByRole('textbox', { name: 'Player ID' }), '5123456789');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), 'Asia');
    await screen.findByRole('button', { name: '$3.00 off applied' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'Network connection failed. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    });
    expect(screen.getByRole('textbox', { name: 'Player ID' })).toHaveValue('5123456789');
    expect(screen.getByRole('combobox', { name: 'Server' })).toHaveValue('Asia');
  });

  it('creates the order with the card and goes to its payment page by payment id', async () => {
    serve();
    const bodies = serveCreateOrder({
      code: 200,
      msg: 'success',
      data: { orderId: 'TL2026112000010', redirectUrl: null, payInfo: null },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(URL);
    await user.type(await screen.findByRole('textbox', { name: 'Player ID' }), '5123456789');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), 'Asia');
    expect(await screen.findByRole('radio', { name: /^Visa \/ Mastercard/ })).toBeChecked();
    await screen.findByRole('button', { name: '$3.00 off applied' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Airwallex');
    });
    expect(new URLSearchParams(router.state.location.search).get('orderId')).toBe(
      'TL2026112000010',
    );
    expect(new URLSearchParams(router.state.location.search).get('shift_money')).toBe('21.99');
    expect(bodies[0]).toMatchObject({ couponsId: 9001, paymentMethod: 23, billingId: null });
  });

  it('shows the payment methods and the price while the form downloads, and keeps a method chosen then', async () => {
    serve();
    const bodies = serveCreateOrder({
      code: 200,
      msg: 'success',
      data: { orderId: 'TL2026112000010', redirectUrl: null, payInfo: null },
    });
    // The form's chunk is held until it arrives below.
    const formChunk = holdFormChunk();
    const user = userEvent.setup();
    const { router } = renderRoute(URL);
    expect(await screen.findByRole('radio', { name: /^Visa \/ Mastercard/ })).toBeChecked();
    await waitFor(() => {
      expect(priceRow('Amount due')).toBe('$21.99');
    });
    expect(priceRow('Coupon deduction')).toBe('-$3.00');
    // Nothing of the form yet: no field to type in, no Submit.
    expect(screen.queryByRole('heading', { name: 'Information' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^Card/ }));
    formChunk.arrive();
    await user.type(await screen.findByRole('textbox', { name: 'Player ID' }), '5123456789');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), 'Asia');
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Tabs/Cardpayment');
    });
    expect(bodies[0]).toMatchObject({ couponsId: 9001, paymentMethod: 22, billingId: null });
  });

  it('asks for the form once the payment methods have been painted', async () => {
    // As on a landing: the form's chunk not loaded yet, and frames held until released.
    const { load, arrive } = holdFormChunk();
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    onTestFinished(() => {
      frame.mockRestore();
    });
    serve();
    renderRoute(URL);
    expect(await screen.findByRole('radio', { name: /^GCash/ })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    arrive();
    frame.mockRestore();
    for (const callback of frames.splice(0)) callback(0);
    expect(await screen.findByRole('heading', { name: 'Information' })).toBeInTheDocument();
    expect(load).toHaveBeenCalled();
  });

  it('shows the form once the coupon search has settled, never "No coupons available" before', async () => {
    // The form's chunk is here already (as when the shopper comes back to the page).
    await confirmOrderFormChunk.load();
    const asked = serve();
    // The coupon search answers once released below.
    let answer: () => void = () => undefined;
    const answered = new Promise<undefined>((resolve) => {
      answer = () => {
        resolve(undefined);
      };
    });
    server.use(
      getSearchCouponsForItemMockHandler(async () => {
        await answered;
        return {
          code: 200,
          msg: 'success',
          data: {
            keyong: [
              { userSpuCouponsId: 9001, type: 0, parvalue: 3, cill: 10, name: '$3 off over $10' },
            ],
            bukeyong: [],
          },
        };
      }),
    );
    renderRoute(URL);
    expect(await screen.findByRole('radio', { name: /^Visa \/ Mastercard/ })).toBeChecked();
    await waitFor(() => {
      expect(priceRow('Amount due')).toBe('$24.99');
    });
    expect(screen.queryByRole('heading', { name: 'Information' })).toBeNull();
    expect(screen.queryByText('No coupons available')).toBeNull();
    answer();
    expect(await screen.findByRole('button', { name: '$3.00 off applied' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Information' })).toBeInTheDocument();
    expect(priceRow('Amount due')).toBe('$21.99');
    // The first fee call leaves once the coupon is known, with it.
    await waitFor(() => {
      expect(asked).toEqual([{ itemId: 10104, num: 1, couponsId: 9001, paymentMethod: 23 }]);
    });
  });

  it('asks the first fee once the payment list has been painted', async () => {
    // Frames are held until released below.
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const asked = serve();
    renderRoute(URL);
    expect(await screen.findByRole('radio', { name: /^GCash/ })).toBeInTheDocument();
    await screen.findByRole('button', { name: '$3.00 off applied' });
    expect(asked).toEqual([]);
    frame.mockRestore();
    for (const callback of frames.splice(0)) callback(0);
    await waitFor(() => {
      expect(asked).toEqual([{ itemId: 10104, num: 1, couponsId: 9001, paymentMethod: 23 }]);
    });
  });

  it('recomputes through the fee call when the method or the coupon changes', async () => {
    const asked = serve();
    const user = userEvent.setup();
    renderRoute(URL);
    await screen.findByRole('button', { name: '$3.00 off applied' });
    await waitFor(() => {
      expect(asked.at(-1)).toEqual({ itemId: 10104, num: 1, couponsId: 9001, paymentMethod: 23 });
    });
    await user.click(screen.getByRole('radio', { name: /^GCash/ }));
    await waitFor(() => {
      expect(priceRow('Fee')).toBe('$0.44');
    });
    expect(priceRow('Amount due')).toBe('$22.43');
    expect(asked.at(-1)).toEqual({ itemId: 10104, num: 1, couponsId: 9001, paymentMethod: 56 });
    // GCash needs an address: the Billing Address section shows.
    expect(await screen.findByRole('heading', { name: /Billing Address/i })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '$3.00 off applied' }));
    await user.click(screen.getByRole('button', { name: /\$1 off over \$5/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(priceRow('Amount due')).toBe('$24.47');
    });
    expect(asked.at(-1)).toEqual({ itemId: 10104, num: 1, couponsId: 9004, paymentMethod: 56 });
  });

  it('a free order goes to the result with no payment method, and the draft is dropped', async () => {
    serve({ ...DATA, balance: 21.99 });
    serveCreateOrder({
      code: 200,
      msg: 'success',
      data: { orderId: 'TL2026112000012', redirectUrl: null, payInfo: null },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(URL);
    await user.type(await screen.findByRole('textbox', { name: 'Player ID' }), '51');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), 'Asia');
    await screen.findByRole('button', { name: '$3.00 off applied' });
    await waitFor(() => {
      expect(priceRow('Amount due')).toBe('$0.00');
    });
    expect(screen.queryByRole('group', { name: 'Payment Methods' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/en/Tabs/Pop-up?orderId=TL2026112000012',
      );
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('saves the confirmed short-video nickname with the order', async () => {
    serve({
      ...DATA,
      balance: 21.99,
      parameterList: [
        { name: 'TikTok account', nameZH: 'TikTok账号', type: 4, required: true, blurb: null },
      ],
    });
    serveCreateOrder({
      code: 200,
      msg: 'success',
      data: { orderId: 'TL2026112000011', redirectUrl: null, payInfo: null },
    });
    const logged: unknown[] = [];
    server.use(
      getCheckAccountMockHandler({
        code: 200,
        msg: 'success',
        data: { nickName: 'Alex Chen', avatarThumb: '/a.svg', tiktokId: 'alexchen.sg' },
      }),
      getLogOrderEventMockHandler(async ({ request }) => {
        logged.push(await request.json());
        return { code: 200, msg: 'success', data: null };
      }),
    );
    const user = userEvent.setup();
    renderRoute(URL);
    await user.type(await screen.findByRole('textbox', { name: 'TikTok account' }), 'alexchen.sg');
    await screen.findByRole('button', { name: '$3.00 off applied' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Is this your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(logged).toEqual([{ orderId: 'TL2026112000011', memberNickName: 'Alex Chen' }]);
    });
  });

  it("starts with the query's couponsId when it is usable, instead of the automatic one", async () => {
    serve();
    renderRoute(`${URL}&couponsId=9004`);
    expect(await screen.findByRole('button', { name: '$1.00 off applied' })).toBeInTheDocument();
    await waitFor(() => {
      expect(priceRow('Amount due')).toBe('$23.99');
    });
  });

  it('accepts registered, changes nothing with it, and keeps it in the return after sign-in', async () => {
    serve();
    const withRegistered = `${URL}&registered=1`;
    const { router } = renderRoute(withRegistered);
    expect(await screen.findByRole('textbox', { name: 'Player ID' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(withRegistered);
    cleanup();

    // A guest: the guard stores the page with its whole query for after sign-in.
    removeCookie(COOKIE.signedIn);
    const guest = renderRoute(withRegistered).router;
    await waitFor(() => {
      expect(guest.state.location.pathname).toBe('/en/login');
    });
    expect(readIntent()).toEqual({ kind: 'page', href: withRegistered });
  });

  it('the cashier variant (orderId and num) goes to GoPay', async () => {
    const { router } = renderRoute('/en/Tabs/ConfirmOrder?orderId=TL2026112000010&num=1');
    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/en/Tabs/GoPay?orderId=TL2026112000010&num=1',
      );
    });
  });
});
