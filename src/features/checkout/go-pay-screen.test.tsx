// GoPay through the real route table on the contract's default story (TL2026112000010,
// 24.99 less the $3 coupon = 21.99): the list (first 2, expand/fold, maintenance
// disabled), the fee per choice, the billing addresses, the links, Submit through create
// payment with its tracking and the route by payment id, and a 401 returning here.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { getListBillingAddressesMockHandler } from '../../api/generated/account-security/account-security.msw';
import { renderRoute } from '../../../tests/utils/render-route';
import type {
  CreatePaymentRequest,
  LogTrackingEventRequest,
  PaymentMethodDetailRequest,
} from '../../api/generated/model';
import {
  getCreatePaymentMockHandler,
  getCreatePaymentResponseMock,
  getGetCardPayerPrefillMockHandler,
  getGetCardPayerPrefillResponseMock,
  getGetCashierMockHandler,
  getGetPaymentMethodDetailMockHandler,
} from '../../api/generated/payments/payments.msw';
import { getLogTrackingEventMockHandler } from '../../api/generated/tracking/tracking.msw';
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies';
import { setNavigator } from '../../lib/navigation';
import { readIntent } from '../../lib/purchase-intent';

const ORDER = 'TL2026112000010';
const GO_PAY = `/en/Tabs/GoPay?orderId=${ORDER}&num=1`;

function record() {
  const payments: CreatePaymentRequest[] = [];
  const fees: PaymentMethodDetailRequest[] = [];
  const tracked: LogTrackingEventRequest[] = [];
  server.use(
    getCreatePaymentMockHandler(async ({ request }) => {
      payments.push((await request.json()) as CreatePaymentRequest);
      return getCreatePaymentResponseMock();
    }),
    getGetPaymentMethodDetailMockHandler(async ({ request }) => {
      const body = (await request.json()) as PaymentMethodDetailRequest;
      fees.push(body);
      return body.paymentMethod === 56
        ? {
            code: 200,
            msg: 'success',
            data: { processFee: 0.44, paymentMoney: 22.43, symbol: '$' },
          }
        : { code: 200, msg: 'success', data: { processFee: 0, paymentMoney: 21.99, symbol: '$' } };
    }),
    getLogTrackingEventMockHandler(async ({ request }) => {
      tracked.push((await request.json()) as LogTrackingEventRequest);
      return { code: 200, msg: 'success', data: null };
    }),
  );
  return { payments, fees, tracked };
}

function openGoPay(path = GO_PAY) {
  writeCookie(COOKIE.signedIn, '1');
  window.history.replaceState(null, '', path);
  const utils = renderRoute(path);
  setNavigator((href, options) => void utils.router.navigate(href, options));
  return utils;
}

/**
 * Create payment failing as `failures` says (no connection, or a 401), one call each, then
 * answering as the contract's example; the Idempotency-Key each call carried. (Not the
 * generated handler: it cannot fail the connection.)
 */
function servePaymentAttempts(...failures: ('network' | 401)[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.post('*/api/service/order/payment', ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      const failure = failures.shift();
      if (failure === 'network') return HttpResponse.error();
      if (failure === 401)
        return HttpResponse.json({ code: 401, msg: 'Login expired', data: null });
      return HttpResponse.json(getCreatePaymentResponseMock());
    }),
  );
  return keys;
}

const methods = () => screen.getByRole('group', { name: 'Payment Methods' });
const amounts = () => screen.getByRole('region', { name: 'Amount due' });

async function ready() {
  await screen.findByRole('group', { name: 'Payment Methods' });
  await waitFor(() => {
    expect(amounts()).toHaveTextContent('Amount due$21.99');
  });
}

describe('GoPay', () => {
  it('shows the first 2 methods, the order, the amounts and the three links', async () => {
    record();
    openGoPay();
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment method' })).toBeInTheDocument();
    expect(screen.getByText(ORDER)).toBeInTheDocument();
    expect(within(methods()).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /Visa \/ Mastercard/ })).toBeChecked();
    expect(amounts()).toHaveTextContent('Subtotal$24.99');
    expect(amounts()).toHaveTextContent('Coupon-$3.00');
    expect(amounts()).toHaveTextContent('Fee$0.00');
    expect(screen.getAllByRole('link', { name: /Terms|Refund|Privacy/ })).toHaveLength(3);
  });

  // Seed 000: "4 and 29 are refund and terms links in checkout" (refund 4, terms 29); seed
  // 000 also has "6 privacy policy". Each link's name goes with its article, in every language.
  it.each([
    ['en', ['Terms of Service', 'Refund Policy', 'Privacy Policy']],
    ['zh', ['服务条款', '退款政策', '隐私政策']],
    ['zh-hant', ['服務條款', '退款政策', '隱私政策']],
  ] as const)(
    'links terms to article 29, refund to 4 and privacy to 6 (%s)',
    async (lang, names) => {
      record();
      openGoPay(GO_PAY.replace('/en/', `/${lang}/`));
      const [terms, refund, privacy] = names;
      await screen.findByRole('link', { name: terms });
      const links = screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.includes('/NewsDetail?'))
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual([
        [terms, `/${lang}/NewsDetail?articleId=29`],
        [refund, `/${lang}/NewsDetail?articleId=4`],
        [privacy, `/${lang}/NewsDetail?articleId=6`],
      ]);
    },
  );

  it('expands to every method, with the one under maintenance disabled', async () => {
    record();
    openGoPay();
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Show all methods' }));
    expect(within(methods()).getAllByRole('radio')).toHaveLength(6);
    expect(screen.getByRole('radio', { name: /Alipay HK/ })).toBeDisabled();
  });

  it('recomputes the fee for GCash and asks for its billing address', async () => {
    const { fees, payments } = record();
    openGoPay();
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Show all methods' }));
    await userEvent.click(screen.getByRole('radio', { name: /GCash/ }));
    await waitFor(() => {
      expect(amounts()).toHaveTextContent('Amount due$22.43');
    });
    expect(amounts()).toHaveTextContent('Fee$0.44');
    expect(fees).toEqual([{ orderId: ORDER, paymentMethod: 56 }]);
    const billing = await screen.findByRole('region', { name: 'Billing Address' });
    // The default local-payment address is chosen; Submit pays with it.
    await waitFor(() => {
      expect(
        within(billing)
          .getAllByRole('radio')
          .some((r) => (r as HTMLInputElement).checked),
      ).toBe(true);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(payments).toHaveLength(1);
    });
    expect(payments[0]).toMatchObject({ orderId: ORDER, paymentMethod: 56 });
    expect(payments[0]?.billingId).toEqual(expect.any(Number));
  });

  it('without an address for GCash: PleSelectss, the section in focus, nothing created', async () => {
    const { payments } = record();
    // jsdom has no scrollIntoView: record where the screen scrolls to.
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledTo.push(this);
    };
    server.use(getListBillingAddressesMockHandler({ code: 200, msg: 'success', data: [] }));
    openGoPay();
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Show all methods' }));
    await userEvent.click(screen.getByRole('radio', { name: /GCash/ }));
    const billing = await screen.findByRole('region', { name: 'Billing Address' });
    await within(billing).findByText('No billing address yet. Add one to continue.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a billing address')).toBeInTheDocument();
    expect(scrolledTo).toEqual([billing]);
    expect(billing).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    expect(payments).toEqual([]);
  });

  it('Submit while the Billing Address is still loading: PleSelectss, scrolled to the section', async () => {
    const { payments } = record();
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledTo.push(this);
    };
    // The address list never answers: the section is there, loading, with nothing chosen.
    server.use(http.get('*/api/member/billing-address', () => delay('infinite')));
    openGoPay();
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Show all methods' }));
    await userEvent.click(screen.getByRole('radio', { name: /GCash/ }));
    const billing = screen.getByRole('region', { name: 'Billing Address' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a billing address')).toBeInTheDocument();
    expect(scrolledTo).toEqual([billing]);
    expect(billing).toHaveFocus();
    expect(within(billing).queryAllByRole('radio')).toEqual([]);
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    expect(payments).toEqual([]);
  });

  it('submits the card drop-in: create payment once, tracking, then the Airwallex page', async () => {
    const { payments, tracked } = record();
    const { router } = openGoPay();
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Airwallex');
    });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/en/Airwallex?orderId=${ORDER}&shift_money=21.99&paymentMethod=23`,
    );
    // GoPay's create payment only: the drop-in page uses the intent it handed over.
    expect(await screen.findByRole('button', { name: /^Pay/ })).toBeInTheDocument();
    expect(payments).toEqual([{ orderId: ORDER, paymentMethod: 23, billingId: null }]);
    await waitFor(() => {
      expect(tracked).toEqual([
        expect.objectContaining({
          orderId: ORDER,
          trackingPosition: 'create_payment',
          code: 200,
          result: 'submit success',
        }),
      ]);
    });
  });

  it('submits the card form with the payer prefill as useepayMsg, then Cardpayment', async () => {
    const { payments } = record();
    writeCookie(COOKIE.cid, 'fb-ads-1120');
    const { router } = openGoPay();
    await ready();
    await userEvent.click(screen.getByRole('radio', { name: /^Card/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Tabs/Cardpayment');
    });
    expect(router.state.location.search).toBe(
      `?orderId=${ORDER}&shift_money=21.99&paymentMethod=22`,
    );
    expect(payments).toEqual([
      {
        orderId: ORDER,
        paymentMethod: 22,
        billingId: null,
        cid: 'fb-ads-1120',
        useepayMsg: { email: 'alex.chen@example.com', firstName: 'Alex', lastName: 'Chen' },
      },
    ]);
  });

  it('waits for a slow payer prefill before creating the card-form payment', async () => {
    const { payments } = record();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      getGetCardPayerPrefillMockHandler(async () => {
        await gate;
        return getGetCardPayerPrefillResponseMock();
      }),
    );
    openGoPay();
    await ready();
    await userEvent.click(screen.getByRole('radio', { name: /^Card/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Creating order' })).toBeDisabled();
    expect(payments).toEqual([]);
    release();
    await waitFor(() => {
      expect(payments).toHaveLength(1);
    });
    expect(payments[0]?.useepayMsg).toEqual({
      email: 'alex.chen@example.com',
      firstName: 'Alex',
      lastName: 'Chen',
    });
  });

  it('starts from the method of the query and asks its fee', async () => {
    const { fees } = record();
    openGoPay(`${GO_PAY}&paymentMethod=25`);
    await screen.findByRole('group', { name: 'Payment Methods' });
    await userEvent.click(screen.getByRole('button', { name: 'Show all methods' }));
    expect(screen.getByRole('radio', { name: /Google Pay/ })).toBeChecked();
    await waitFor(() => {
      expect(fees).toEqual([{ orderId: ORDER, paymentMethod: 25 }]);
    });
  });

  it('on a 500 shows msg, tracks submit failure and Submit is ready again', async () => {
    const { tracked } = record();
    const msg =
      'Payment failed,the merchant has reached the maximum transaction amount or number of transactions';
    server.use(getCreatePaymentMockHandler({ code: 500, msg, data: null }));
    openGoPay();
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await waitFor(() => {
      expect(tracked).toEqual([
        expect.objectContaining({ code: 500, result: 'submit failure', reason: msg }),
      ]);
    });
  });

  it('sends one Idempotency-Key per attempt: the same after a network failure and a reload, a new one after the payment', async () => {
    sessionStorage.clear();
    record();
    const keys = servePaymentAttempts('network', 'network');
    const first = openGoPay();
    await ready();
    const submit = () => screen.getByRole('button', { name: 'Submit' });
    await userEvent.click(submit());
    await waitFor(() => {
      expect(submit()).toBeEnabled();
    });
    await userEvent.click(submit());
    await waitFor(() => {
      expect(keys).toHaveLength(2);
    });
    await waitFor(() => {
      expect(submit()).toBeEnabled();
    });
    first.unmount();

    // A reload: the same attempt, the same key; this time the payment is created.
    const second = openGoPay();
    await ready();
    await userEvent.click(submit());
    await waitFor(() => {
      expect(second.router.state.location.pathname).toBe('/en/Airwallex');
    });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys).toEqual([keys[0], keys[0], keys[0]]);
    second.unmount();

    // Paying again (back from the provider page) is a new attempt.
    openGoPay();
    await ready();
    await userEvent.click(submit());
    await waitFor(() => {
      expect(keys).toHaveLength(4);
    });
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('another payment method is another attempt, with a new Idempotency-Key', async () => {
    sessionStorage.clear();
    record();
    const keys = servePaymentAttempts('network');
    openGoPay();
    await ready();
    const submit = () => screen.getByRole('button', { name: 'Submit' });
    await userEvent.click(submit());
    await waitFor(() => {
      expect(submit()).toBeEnabled();
    });
    await userEvent.click(screen.getByRole('radio', { name: /^Card/ }));
    await userEvent.click(submit());
    await waitFor(() => {
      expect(keys).toHaveLength(2);
    });
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a 401 on create payment, then signing in again: the retry carries the same Idempotency-Key', async () => {
    sessionStorage.clear();
    record();
    const keys = servePaymentAttempts(401);
    const { router } = openGoPay();
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // The login screen itself, not the router's state: that changes while GoPay, rendered in
    // a transition, is still on the page (a loaded machine found its Submit there).
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/en/login');
    writeCookie(COOKIE.signedIn, '1');
    await router.navigate(GO_PAY);
    await waitFor(() => {
      expect(screen.queryByRole('heading', { level: 1, name: 'Log in' })).not.toBeInTheDocument();
    });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Airwallex');
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a 401 stores this page before login, so signing in returns here', async () => {
    server.use(getGetCashierMockHandler({ code: 401, msg: 'Login expired', data: null }));
    const { router } = openGoPay();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
    expect(readIntent()).toEqual({ kind: 'page', href: GO_PAY });
  });
});
