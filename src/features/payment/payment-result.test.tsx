// The payment result: the 2.5 s delay before the call, paid and failed views, the
// merchant-limit and default texts, the prize's 0.9 s animation and its query flag.
import { fireEvent, screen } from '@testing-library/react';
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
import { PaymentResult, type ResultQuery } from './payment-result';
import { MERCHANT_LIMIT_TEXT } from './result-text';

const PAID = getGetOrderResultResponseMock();
const paidData = PAID.data as OrderResult;

function reply(data: Partial<OrderResult>): OrderResultResponse & { data: OrderResult } {
  return { code: 200, msg: 'success', data: { ...paidData, ...data } };
}

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
