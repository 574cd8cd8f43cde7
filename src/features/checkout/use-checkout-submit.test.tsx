// The Submit state machine: ready -> busy ('Creating order') -> ready on a failure, a missing
// method or address, or 1.3 s after the redirect; the route by payment id; the create
// payment tracking (200 success, 500 failure with msg). Create payment goes through the
// real client and MSW; the clock is fake at the 1.3 s boundary.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { advance, runDueTimers, runTimersUntil } from '../../../tests/utils/fake-time';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import type { LogTrackingEventRequest, PaymentOption } from '../../api/generated/model';
import { createPayment } from '../../api/generated/payments/payments';
import {
  getCreatePaymentMockHandler,
  getCreatePaymentResponseMock,
} from '../../api/generated/payments/payments.msw';
import { getLogTrackingEventMockHandler } from '../../api/generated/tracking/tracking.msw';
import { okData } from '../../api/http-client';
import { takeHandedIntent } from '../../lib/payment-handoff';
import {
  useCheckoutSubmit,
  type CheckoutSubmitOptions,
  type CreateInput,
  type SubmitChoice,
} from './use-checkout-submit';

const ORDER = 'TL2026112000010';

function option(shopPaymentId: number, extra: Partial<PaymentOption> = {}): PaymentOption {
  return {
    shopPaymentId,
    name: `Method ${shopPaymentId}`,
    pic: '/mock-assets/payments/card.svg',
    tips: null,
    status: 1,
    select: false,
    needAddress: false,
    localPayment: 0,
    ...extra,
  };
}

const CARD_FORM = option(22);
const GCASH = option(56, { needAddress: true, localPayment: 1 });
const MAINTENANCE = option(28, { status: 2 });

function Harness(props: CheckoutSubmitOptions) {
  const { busy, label, submit } = useCheckoutSubmit(props);
  return (
    <button type="button" aria-busy={busy} onClick={() => void submit()}>
      {label}
    </button>
  );
}

/** Create payment through the real client (MSW answers), recording the inputs. */
function createThroughApi(inputs: CreateInput[]) {
  return async (input: CreateInput) => {
    inputs.push(input);
    const data = okData(
      await createPayment({
        orderId: ORDER,
        paymentMethod: input.paymentMethod ?? 0,
        billingId: input.billingId,
      }),
    );
    return { orderId: data.orderId, redirectUrl: data.redirectUrl, payInfo: data.payInfo };
  };
}

function serveTracking(): LogTrackingEventRequest[] {
  const bodies: LogTrackingEventRequest[] = [];
  server.use(
    getLogTrackingEventMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as LogTrackingEventRequest);
      return { code: 200, msg: 'success', data: null };
    }),
  );
  return bodies;
}

function renderSubmit(
  choice: SubmitChoice,
  extra: Partial<CheckoutSubmitOptions> = {},
  inputs: CreateInput[] = [],
) {
  const onMissingAddress = vi.fn();
  const leave = vi.fn();
  renderWithProviders(
    <Harness
      choice={choice}
      amount="21.99"
      create={createThroughApi(inputs)}
      onMissingAddress={onMissingAddress}
      leave={leave}
      {...extra}
    />,
    `/en/Tabs/GoPay?orderId=${ORDER}&num=1`,
  );
  return { onMissingAddress, leave, inputs };
}

const button = () => screen.getByRole('button', { name: /^(Submit|Creating order)$/ });

/** Waits (fake clock standing still) until `text` is on screen. */
async function shown(text: string) {
  await runTimersUntil(() => screen.queryByText(text) !== null);
}
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useCheckoutSubmit', () => {
  it('reads Submit while ready', () => {
    renderSubmit({ paymentNeeded: true, method: CARD_FORM, billingId: undefined });
    expect(button()).toHaveTextContent('Submit');
    expect(button()).toHaveAttribute('aria-busy', 'false');
  });

  it.each([
    ['no method is chosen', undefined],
    ['the chosen method is under maintenance', MAINTENANCE],
  ])('asks for a method when %s, and stays ready', async (_name, method) => {
    const { inputs } = renderSubmit({ paymentNeeded: true, method, billingId: undefined });
    fireEvent.click(button());
    await shown('Please Select Payment Method');
    expect(button()).toHaveTextContent('Submit');
    expect(inputs).toEqual([]);
  });

  it('asks for an address and scrolls to it when the method needs one', async () => {
    const { inputs, onMissingAddress } = renderSubmit({
      paymentNeeded: true,
      method: GCASH,
      billingId: undefined,
    });
    fireEvent.click(button());
    await shown('Please select a billing address');
    expect(onMissingAddress).toHaveBeenCalledTimes(1);
    expect(button()).toHaveTextContent('Submit');
    expect(inputs).toEqual([]);
  });

  it('stops before creating when the screen check fails', async () => {
    const { inputs } = renderSubmit(
      { paymentNeeded: true, method: CARD_FORM, billingId: undefined },
      { precheck: () => false },
    );
    fireEvent.click(button());
    await runDueTimers();
    expect(inputs).toEqual([]);
    expect(button()).toHaveTextContent('Submit');
  });

  it('reads Creating order while creating, goes to the page, and is ready 1.3 s later', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      getCreatePaymentMockHandler(async () => {
        await gate;
        return getCreatePaymentResponseMock();
      }),
    );
    const { inputs } = renderSubmit({ paymentNeeded: true, method: CARD_FORM, billingId: 4101 });
    fireEvent.click(button());
    fireEvent.click(button());
    expect(button()).toHaveTextContent('Creating order');
    expect(button()).toHaveAttribute('aria-busy', 'true');
    release();
    await runTimersUntil(() => location().includes('Cardpayment'));
    expect(location()).toBe(
      `/en/Tabs/Cardpayment?orderId=${ORDER}&shift_money=21.99&paymentMethod=22`,
    );
    // One create for two clicks; no address is sent for a method that needs none.
    expect(inputs).toEqual([{ paymentMethod: 22, billingId: null }]);
    advance(1299);
    expect(button()).toHaveTextContent('Creating order');
    advance(1);
    expect(button()).toHaveTextContent('Submit');
  });

  it('follows a redirectUrl on a payment host by a page load, ready again at 1300 ms', async () => {
    server.use(
      getCreatePaymentMockHandler({
        code: 200,
        msg: 'success',
        data: {
          orderId: ORDER,
          redirectUrl: `https://payments.example.com/gcash/checkout?ref=${ORDER}`,
          payInfo: null,
        },
      }),
    );
    const { leave, inputs } = renderSubmit({
      paymentNeeded: true,
      method: GCASH,
      billingId: 4102,
    });
    fireEvent.click(button());
    await runTimersUntil(() => leave.mock.calls.length > 0);
    expect(leave).toHaveBeenCalledWith(`https://payments.example.com/gcash/checkout?ref=${ORDER}`);
    expect(inputs).toEqual([{ paymentMethod: 56, billingId: 4102 }]);
    advance(1299);
    expect(button()).toHaveTextContent('Creating order');
    advance(1);
    expect(button()).toHaveTextContent('Submit');
  });

  it('refuses a redirect to an unknown host and is ready at once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      getCreatePaymentMockHandler({
        code: 200,
        msg: 'success',
        data: { orderId: ORDER, redirectUrl: 'https://evil.example/pay', payInfo: null },
      }),
    );
    const { leave } = renderSubmit({ paymentNeeded: true, method: GCASH, billingId: 4102 });
    fireEvent.click(button());
    await shown('The payment page could not be opened. Please choose another payment method.');
    expect(leave).not.toHaveBeenCalled();
    expect(button()).toHaveTextContent('Submit');
  });

  it('goes to the payment result when nothing is due', async () => {
    server.use(
      getCreatePaymentMockHandler({
        code: 200,
        msg: 'success',
        data: { orderId: ORDER, redirectUrl: null, payInfo: null },
      }),
    );
    const { inputs } = renderSubmit({ paymentNeeded: false, method: undefined, billingId: 4101 });
    fireEvent.click(button());
    await runTimersUntil(() => location().includes('Pop-up'));
    expect(location()).toBe(`/en/Tabs/Pop-up?orderId=${ORDER}`);
    expect(inputs).toEqual([{ paymentMethod: null, billingId: null }]);
  });

  it('on a 500 shows msg, logs it, tracks submit failure and is ready again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tracked = serveTracking();
    const msg =
      'Payment failed,the merchant has reached the maximum transaction amount or number of transactions';
    server.use(getCreatePaymentMockHandler({ code: 500, msg, data: null }));
    renderSubmit(
      { paymentNeeded: true, method: GCASH, billingId: 4102 },
      { track: { orderId: ORDER } },
    );
    fireEvent.click(button());
    await shown(msg);
    expect(button()).toHaveTextContent('Submit');
    expect(warn).toHaveBeenCalledWith(`[checkout] create failed: ${msg}`);
    await runTimersUntil(() => tracked.length > 0);
    expect(tracked).toEqual([
      {
        channel: '',
        orderId: ORDER,
        pageUrl: '/',
        trackingPosition: 'create_payment',
        code: 500,
        result: 'submit failure',
        reason: msg,
      },
    ]);
  });

  it('tracks submit success on 200', async () => {
    const tracked = serveTracking();
    renderSubmit(
      { paymentNeeded: true, method: CARD_FORM, billingId: undefined },
      { track: { orderId: ORDER } },
    );
    fireEvent.click(button());
    await runTimersUntil(() => tracked.length > 0);
    expect(tracked[0]).toMatchObject({
      orderId: ORDER,
      trackingPosition: 'create_payment',
      code: 200,
      result: 'submit success',
    });
  });

  it('tracks nothing unless asked (create order)', async () => {
    const tracked = serveTracking();
    renderSubmit({ paymentNeeded: true, method: CARD_FORM, billingId: undefined });
    fireEvent.click(button());
    await runTimersUntil(() => location().includes('Cardpayment'));
    await runDueTimers();
    expect(tracked).toEqual([]);
  });
  it.each([
    ['the drop-in (23)', option(23), false, 'Airwallex'],
    ['Apple Pay (44)', option(44), false, 'Applepay'],
    ['Google Pay (25)', option(25), false, 'Googlepay'],
    ['the card form after create payment', CARD_FORM, true, 'Cardpayment'],
  ])(
    'hands the created intent to %s in memory, not in its URL',
    async (_n, method, isPayment, page) => {
      const create = async (input: CreateInput) => ({
        ...(await createThroughApi([])(input)),
        isPayment,
      });
      renderSubmit({ paymentNeeded: true, method, billingId: undefined }, { create });
      fireEvent.click(button());
      await runTimersUntil(() => location().includes(page));
      expect(location()).not.toContain('secret');
      const { payInfo } = okData(getCreatePaymentResponseMock());
      expect(takeHandedIntent(ORDER, method.shopPaymentId)).toEqual({
        id: payInfo?.id,
        clientSecret: payInfo?.client_secret,
        currency: payInfo?.currency,
      });
    },
  );

  it('hands nothing to the card form after create order (it creates the payment with the payer)', async () => {
    renderSubmit({ paymentNeeded: true, method: CARD_FORM, billingId: undefined });
    fireEvent.click(button());
    await runTimersUntil(() => location().includes('Cardpayment'));
    expect(takeHandedIntent(ORDER, 22)).toBeUndefined();
  });
});
