// The payment result: the 2.5 s delay before the call, paid and failed views, the
// merchant-limit and default texts, the prize's 0.9 s animation and its query flag; a result
// that is not known (pending, unknown status, unreadable, no reply) shown as "being
// confirmed", never as failed, asked again by itself and with Check again (issue 23 item 1).
import { fireEvent, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { advance, runDueTimers, runTimersUntil } from '../../../tests/utils/fake-time';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import type {
  OrderResult,
  OrderResultRequest,
  OrderResultResponse,
} from '../../api/generated/model';
import {
  getGetOrderResultMockHandler,
  getGetOrderResultResponseMock,
} from '../../api/generated/payments/payments.msw';
import { setNavigator } from '../../lib/navigation';
import { PaymentResult, settledResult, type ResultQuery } from './payment-result';
import { MERCHANT_LIMIT_TEXT } from './result-text';

const PAID = getGetOrderResultResponseMock();
const paidData = PAID.data as OrderResult;

function reply(data: Partial<OrderResult>): OrderResultResponse & { data: OrderResult } {
  return { code: 200, msg: 'success', data: { ...paidData, ...data } };
}

const FAILED_DEFAULT_EN = 'Payment failed! Please try again or contact customer service for help.';

const FAILED = reply({
  status: 0,
  payTime: null,
  failMsg: null,
  createTime: '2026-11-20 15:52:30',
});

/** Serves the result and records the request bodies. */
function serveResult(response: OrderResultResponse) {
  const bodies: OrderResultRequest[] = [];
  server.use(
    getGetOrderResultMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as OrderResultRequest);
      return response;
    }),
  );
  return bodies;
}

function renderResult(query: ResultQuery, search: string, lang = 'en') {
  return renderWithProviders(<PaymentResult query={query} />, `/${lang}/Tabs/Pop-up?${search}`);
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the payment result', () => {
  it('asks for the result 2500 ms after opening, not at 2499 ms', async () => {
    const bodies = serveResult(PAID);
    renderResult({ orderId: 'TL2026112000010' }, 'orderId=TL2026112000010');
    await runDueTimers();
    expect(screen.getByText('Checking the payment result…')).toBeInTheDocument();
    advance(2499);
    await runDueTimers();
    expect(bodies).toHaveLength(0);
    advance(1);
    await runTimersUntil(() => bodies.length === 1);
    expect(bodies[0]).toEqual({ orderId: 'TL2026112000010' });
  });

  it('shows a paid order: payment time, order number, method and amount', async () => {
    serveResult(PAID);
    renderResult({ orderId: 'TL2026112000010' }, 'orderId=TL2026112000010');
    advance(2500);
    await runTimersUntil(
      () => screen.queryByRole('heading', { name: 'Payment successful' }) !== null,
    );
    const details = screen.getByText('Order number').closest('dl')!;
    expect(details).toHaveTextContent('Order numberTL2026112000010');
    expect(details).toHaveTextContent(`Payment time${paidData.payTime}`);
    expect(details).toHaveTextContent('Payment methodVisa / Mastercard');
    expect(details).toHaveTextContent('Amount$21.99');
    expect(screen.getByRole('link', { name: 'View orders' })).toHaveAttribute(
      'href',
      '/en/Tabs/Order',
    );
  });

  it('opens the support chat in the page language from Customer service', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    serveResult(PAID);
    renderResult({ orderId: 'TL2026112000010' }, 'orderId=TL2026112000010', 'zh-hant');
    advance(2500);
    await runTimersUntil(() => screen.queryByRole('button', { name: '聯繫客服' }) !== null);
    fireEvent.click(screen.getByRole('button', { name: '聯繫客服' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('lang=zh-tw'),
      '_blank',
      'noopener,noreferrer',
    );
    open.mockRestore();
  });

  it('shows a failure with the create time and the server reason', async () => {
    serveResult({ ...FAILED, data: { ...FAILED.data, failMsg: 'Your card was declined.' } });
    renderResult({ orderId: 'TL2026112000010' }, 'orderId=TL2026112000010');
    advance(2500);
    await runTimersUntil(() => screen.queryByRole('heading', { name: 'Payment failed' }) !== null);
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByText('Create time').nextSibling).toHaveTextContent('2026-11-20 15:52:30');
    expect(screen.queryByText('Payment time')).not.toBeInTheDocument();
  });

  it('shows Payment_Failed_text when failMsg is empty (zh-hant)', async () => {
    serveResult(FAILED);
    renderResult({ orderId: 'TL2026112000010' }, 'orderId=TL2026112000010', 'zh-hant');
    advance(2500);
    await runTimersUntil(() => screen.queryByRole('heading', { name: '支付失敗' }) !== null);
    expect(screen.getByText('支付失敗！請重新嘗試支付或聯繫客服幫助您')).toBeInTheDocument();
  });

  it('shows the merchant-limit text when failMsg is the merchant-limit message', async () => {
    serveResult({ ...FAILED, data: { ...FAILED.data, failMsg: MERCHANT_LIMIT_TEXT } });
    renderResult({ orderId: 'TL2026112000010' }, 'orderId=TL2026112000010', 'zh');
    advance(2500);
    await runTimersUntil(() => screen.queryByRole('heading', { name: '支付失败' }) !== null);
    expect(screen.getByText('支付失败，商户已达到最大交易金额或交易次数')).toBeInTheDocument();
  });

  it('sends outTradeNo as orderId and a token alone as token', async () => {
    const bodies = serveResult(PAID);
    renderResult({ outTradeNo: 'TL2026112000010' }, 'outTradeNo=TL2026112000010');
    advance(2500);
    await runTimersUntil(() => bodies.length === 1);
    expect(bodies[0]).toEqual({ orderId: 'TL2026112000010' });
  });

  it('sends the provider token when there is no order number', async () => {
    const bodies = serveResult(PAID);
    renderResult({ token: '7GH53639GA425731B' }, 'token=7GH53639GA425731B');
    advance(2500);
    await runTimersUntil(() => bodies.length === 1);
    expect(bodies[0]).toEqual({ token: '7GH53639GA425731B' });
  });
});

describe('the prize of a paid order with an activity', () => {
  const ACTIVITY = { type: 0, name: '$3 off orders over $10', parvalue: 3, cill: 10 } as const;
  const WITH_PRIZE = reply({ activity: ACTIVITY });

  it('animates for 900 ms (899 ms still animating), then opens the prize card; the query gets the flag', async () => {
    serveResult(WITH_PRIZE);
    renderResult({ orderId: 'TL2026112000010' }, 'orderId=TL2026112000010');
    advance(2500);
    await runTimersUntil(() => screen.queryByText('Opening your prize…') !== null);
    expect(location()).toBe('/en/Tabs/Pop-up?orderId=TL2026112000010&prize=shown');
    advance(899);
    expect(screen.getByText('Opening your prize…')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    await runTimersUntil(() => screen.queryByRole('dialog') !== null);
    const card = screen.getByRole('dialog', { name: 'Congratulations! You won a prize' });
    expect(screen.queryByText('Opening your prize…')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('$3.00 off');
    expect(card).toHaveTextContent('$3 off orders over $10');
    expect(card).toHaveTextContent('On orders over $10.00');
  });

  it('shows no prize when the query already carries the flag (a reload)', async () => {
    serveResult(WITH_PRIZE);
    renderResult(
      { orderId: 'TL2026112000010', prize: 'shown' },
      'orderId=TL2026112000010&prize=shown',
    );
    advance(2500);
    await runTimersUntil(
      () => screen.queryByRole('heading', { name: 'Payment successful' }) !== null,
    );
    await runDueTimers();
    advance(900);
    expect(screen.queryByText('Opening your prize…')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no prize on a failed order, even with an activity', async () => {
    serveResult(reply({ status: 0, payTime: null, activity: ACTIVITY }));
    renderResult({ orderId: 'TL2026112000010' }, 'orderId=TL2026112000010');
    advance(2500);
    await runTimersUntil(() => screen.queryByRole('heading', { name: 'Payment failed' }) !== null);
    advance(900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/en/Tabs/Pop-up?orderId=TL2026112000010');
  });
});

describe('a result that is not known: "being confirmed", never "failed"', () => {
  const ORDER = 'TL2026112000010';
  const RESULT_URL = '*/api/service/order/result';
  const PENDING = reply({ status: 2, payTime: null, createTime: '2026-11-20 15:52:30' });
  const BUSY = { code: 500, msg: 'The system is busy, please try again later', data: null };

  /** Serves the replies in turn (the last one again and again); counts the requests. */
  function serveInTurn(...replies: (() => Response | Promise<Response>)[]) {
    const asked = { count: 0 };
    server.use(
      http.post(RESULT_URL, () => {
        const next = replies[Math.min(asked.count, replies.length - 1)]!;
        asked.count += 1;
        return next();
      }),
    );
    return asked;
  }
  const json = (body: unknown) => () => HttpResponse.json(body as never);

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  const heading = () => screen.queryByRole('heading', { name: 'Payment being confirmed' });
  const checkAgain = () => screen.queryByRole('button', { name: 'Check again' });

  function expectConfirming() {
    const main = screen.getByRole('main');
    expect(heading()).toBeInTheDocument();
    expect(main).not.toHaveTextContent(/fail/i);
    expect(main).toHaveTextContent("Please don't pay again");
    expect(screen.getByText('Order number').nextSibling).toHaveTextContent(ORDER);
    expect(checkAgain()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'View orders' })).toHaveAttribute(
      'href',
      '/en/Tabs/Order',
    );
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  }

  /** Opens the page and waits past the first ask (2.5 s) until its reply is shown. */
  async function openAndAsk() {
    renderResult({ orderId: ORDER }, `orderId=${ORDER}`);
    advance(2500);
    await runTimersUntil(() => heading() !== null && checkAgain() !== null);
  }

  const contractBreaks: [string, unknown][] = [
    ['data null', { code: 200, msg: 'success', data: null }],
    [
      'wrong types',
      { code: 200, msg: 'success', data: { ...paidData, status: '1', paymentAmount: 'x' } },
    ],
    ['an unknown status (7)', { code: 200, msg: 'success', data: { ...paidData, status: 7 } }],
  ];

  it.each(contractBreaks)('%s: a reply that breaks the contract', async (_, body) => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveInTurn(json(body));
    await openAndAsk();
    expectConfirming();
    expect(reported).toHaveBeenCalledWith(expect.stringContaining('[contract] getOrderResult'));
    reported.mockRestore();
  });

  const unreadable: [string, () => Response][] = [
    [
      '502 (http)',
      () =>
        new HttpResponse('<h1>Bad gateway</h1>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['a null body', json(null)],
    ['code 500', json(BUSY)],
  ];

  it.each(unreadable)('%s', async (_, answer) => {
    serveInTurn(answer);
    await openAndAsk();
    expectConfirming();
  });

  it('code 500 still shows its msg as a toast (the error catalogue)', async () => {
    serveInTurn(json(BUSY));
    await openAndAsk();
    await runTimersUntil(() => screen.queryByText(BUSY.msg) !== null);
  });

  it('a 401 still signs out and goes to login (the error catalogue)', async () => {
    serveInTurn(json({ code: 401, msg: 'Login expired, please log in again', data: null }));
    const { router } = renderResult({ orderId: ORDER }, `orderId=${ORDER}`);
    window.history.replaceState(null, '', `/en/Tabs/Pop-up?orderId=${ORDER}`);
    setNavigator((href, options) => void router.navigate(href, options));
    advance(2500);
    await runTimersUntil(() => location() === '/en/login');
  });

  it('no connection (after its one quiet retry, 1 s later)', async () => {
    const asked = serveInTurn(() => HttpResponse.error());
    renderResult({ orderId: ORDER }, `orderId=${ORDER}`);
    advance(2500);
    await runTimersUntil(() => asked.count === 1);
    advance(1000);
    await runTimersUntil(() => heading() !== null && checkAgain() !== null);
    expect(asked.count).toBe(2);
    expectConfirming();
  });

  it('no reply within 40 s (the HTTP timeout)', async () => {
    const asked = serveInTurn(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    renderResult({ orderId: ORDER }, `orderId=${ORDER}`);
    advance(2500);
    await runTimersUntil(() => asked.count === 1);
    advance(39_999);
    await runDueTimers();
    expect(heading()).not.toBeInTheDocument();
    expect(screen.getByText('Checking the payment result…')).toBeInTheDocument();
    advance(1);
    await runTimersUntil(() => heading() !== null && checkAgain() !== null);
    expectConfirming();
  });

  it('status 2 (pending): the order, its create time, method and amount', async () => {
    serveResult(PENDING);
    await openAndAsk();
    expectConfirming();
    const details = screen.getByText('Order number').closest('dl')!;
    expect(details).toHaveTextContent('Create time2026-11-20 15:52:30');
    expect(details).toHaveTextContent('Payment methodVisa / Mastercard');
    expect(details).toHaveTextContent('Amount$21.99');
  });

  it('reads only status 0 as failed and 1 as paid, whatever the reply check lets through', () => {
    expect(settledResult(undefined)).toBeUndefined();
    expect(settledResult({ ...paidData, status: 2 })).toBeUndefined();
    expect(settledResult({ ...paidData, status: 7 } as unknown as OrderResult)).toBeUndefined();
    expect(settledResult({ ...paidData, status: 0 })?.status).toBe(0);
    expect(settledResult({ ...paidData, status: 1 })?.status).toBe(1);
  });

  it('asks again after 3000, 5000, 10000, 20000 and 30000 ms, then stops and says so', async () => {
    const bodies = serveResult(PENDING);
    renderResult({ orderId: ORDER }, `orderId=${ORDER}`);
    advance(2499);
    await runDueTimers();
    expect(bodies).toHaveLength(0);
    advance(1);
    await runTimersUntil(() => bodies.length === 1 && checkAgain() !== null);
    for (const [index, pause] of [3000, 5000, 10000, 20000, 30000].entries()) {
      advance(pause - 1);
      await runDueTimers();
      expect(bodies).toHaveLength(index + 1);
      expect(screen.queryByText(/not been confirmed yet/)).not.toBeInTheDocument();
      advance(1);
      await runTimersUntil(() => bodies.length === index + 2 && checkAgain() !== null);
    }
    await runTimersUntil(() => screen.queryByText(/not been confirmed yet/) !== null);
    expect(screen.getByText(/not been confirmed yet/)).toHaveAttribute('role', 'status');
    advance(10 * 60_000);
    await runDueTimers();
    expect(bodies).toHaveLength(6);
    expect(bodies.every((body) => body.orderId === ORDER)).toBe(true);
    expectConfirming();
  });

  it('Check again asks at once, busy while it asks, and starts the pauses over', async () => {
    let release = () => {};
    const asked = serveInTurn(json(PENDING), async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return HttpResponse.json(PENDING);
    });
    await openAndAsk();
    advance(1000);
    fireEvent.click(checkAgain()!);
    await runTimersUntil(() => asked.count === 2);
    const busy = screen.getByRole('button', { name: 'Checking…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    await runTimersUntil(() => checkAgain() !== null);
    // The first pause again (3000 ms from this reply), not the 2000 ms left of the old one.
    advance(2999);
    await runDueTimers();
    expect(asked.count).toBe(2);
    advance(1);
    await runTimersUntil(() => asked.count === 3);
  });

  it('Check again after the checks stopped asks again and restarts them', async () => {
    const bodies = serveResult(PENDING);
    await openAndAsk();
    for (const pause of [3000, 5000, 10000, 20000, 30000]) {
      const before = bodies.length;
      advance(pause);
      await runTimersUntil(() => bodies.length === before + 1 && checkAgain() !== null);
    }
    await runTimersUntil(() => screen.queryByText(/not been confirmed yet/) !== null);
    fireEvent.click(checkAgain()!);
    await runTimersUntil(() => bodies.length === 7 && checkAgain() !== null);
    expect(screen.queryByText(/not been confirmed yet/)).not.toBeInTheDocument();
    advance(3000);
    await runTimersUntil(() => bodies.length === 8);
  });

  it('a later status 0 turns the view into the failure', async () => {
    serveInTurn(() => new HttpResponse(null, { status: 502 }), json(FAILED));
    await openAndAsk();
    advance(3000);
    await runTimersUntil(() => screen.queryByRole('heading', { name: 'Payment failed' }) !== null);
    expect(screen.getByText(FAILED_DEFAULT_EN)).toBeInTheDocument();
    expect(heading()).not.toBeInTheDocument();
    expect(checkAgain()).not.toBeInTheDocument();
  });

  it('a later status 1 turns the view into the success; no more checks', async () => {
    const asked = serveInTurn(json(PENDING), json(PAID));
    await openAndAsk();
    advance(1);
    fireEvent.click(checkAgain()!);
    await runTimersUntil(
      () => screen.queryByRole('heading', { name: 'Payment successful' }) !== null,
    );
    expect(heading()).not.toBeInTheDocument();
    advance(10 * 60_000);
    await runDueTimers();
    expect(asked.count).toBe(2);
  });
});
