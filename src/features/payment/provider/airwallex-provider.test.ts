// The Airwallex adapter against a stub of the SDK module (init, createElement): the
// boundary it talks to. What it asks for (environment, element types and options: GB and
// manual capture for the wallets) and how it reads the SDK's events and confirm replies.
import { describe, expect, it, vi } from 'vitest';
import {
  createAirwallexProvider,
  type AirwallexSdk,
  type SdkElement,
  type SdkEvent,
} from './airwallex-provider';
import type { PaymentOutcome } from './types';

const INTENT = { id: 'int_1', clientSecret: 'int_1_secret', currency: 'USD' };

function stubSdk(
  confirmReply: () => Promise<{ status?: string } | undefined> = () =>
    Promise.resolve({ status: 'SUCCEEDED' }),
) {
  const listeners = new Map<string, (event?: SdkEvent) => void>();
  const element: SdkElement & { confirm: ReturnType<typeof vi.fn> } = {
    mount: vi.fn(),
    on: vi.fn((event: string, handler: (event?: SdkEvent) => void) => {
      listeners.set(event, handler);
    }),
    confirm: vi.fn(confirmReply),
    destroy: vi.fn(),
  };
  const sdk: AirwallexSdk & {
    init: ReturnType<typeof vi.fn>;
    createElement: ReturnType<typeof vi.fn>;
  } = {
    init: vi.fn(() => Promise.resolve({})),
    createElement: vi.fn(() => Promise.resolve(element)),
  };
  const emit = (event: string, data?: SdkEvent) => {
    listeners.get(event)?.(data);
  };
  return { sdk, element, emit };
}

describe('the Airwallex adapter', () => {
  it('initialises the SDK once, in the configured environment and locale', async () => {
    const { sdk } = stubSdk();
    const provider = createAirwallexProvider(sdk, { env: 'demo', locale: 'zh-HK' });
    const container = document.createElement('div');
    await provider.mount(container, { kind: 'card' }, {});
    await provider.mount(container, { kind: 'cvc' }, {});
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith({
      env: 'demo',
      enabledElements: ['payments'],
      locale: 'zh-HK',
    });
  });

  it.each([
    ['applePay', 'applePayButton'],
    ['googlePay', 'googlePayButton'],
  ] as const)('asks for the %s button with country GB and manual capture', async (kind, type) => {
    const { sdk, element } = stubSdk();
    const provider = createAirwallexProvider(sdk, { env: 'prod', locale: 'en' });
    const container = document.createElement('div');
    await provider.mount(container, { kind, intent: INTENT, amount: 21.99 }, {});
    expect(sdk.createElement).toHaveBeenCalledWith(type, {
      intent_id: 'int_1',
      client_secret: 'int_1_secret',
      amount: { value: 21.99, currency: 'USD' },
      countryCode: 'GB',
      autoCapture: false,
    });
    expect(element.mount).toHaveBeenCalledWith(container);
  });

  it('asks for the drop-in with the intent and the billing details', async () => {
    const { sdk } = stubSdk();
    const provider = createAirwallexProvider(sdk, { env: 'prod', locale: 'en' });
    await provider.mount(
      document.createElement('div'),
      {
        kind: 'dropIn',
        intent: INTENT,
        billing: { firstName: 'Alex', lastName: 'Chen', email: 'alex.chen@example.com' },
      },
      {},
    );
    expect(sdk.createElement).toHaveBeenCalledWith(
      'dropIn',
      expect.objectContaining({
        intent_id: 'int_1',
        client_secret: 'int_1_secret',
        currency: 'USD',
        applePayRequestOptions: { countryCode: 'GB' },
        googlePayRequestOptions: { countryCode: 'GB' },
        billing: { first_name: 'Alex', last_name: 'Chen', email: 'alex.chen@example.com' },
        shopper_email: 'alex.chen@example.com',
      }),
    );
  });

  it('turns the drop-in events into outcomes', async () => {
    const { sdk, emit } = stubSdk();
    const outcomes: PaymentOutcome[] = [];
    const onReady = vi.fn();
    const provider = createAirwallexProvider(sdk, { env: 'prod', locale: 'en' });
    await provider.mount(
      document.createElement('div'),
      { kind: 'dropIn', intent: INTENT },
      { onReady, onOutcome: (outcome) => outcomes.push(outcome) },
    );
    emit('ready');
    emit('success');
    emit('pendingVerifyAccount');
    emit('error', { detail: { error: { code: 'card_declined', message: 'Declined' } } });
    emit('cancel');
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([
      { kind: 'success' },
      { kind: 'pending' },
      { kind: 'failure', reason: 'Declined' },
      { kind: 'closed' },
    ]);
  });

  it('reports card completeness and confirms with the consent or the billing', async () => {
    const { sdk, element, emit } = stubSdk();
    const complete: boolean[] = [];
    const provider = createAirwallexProvider(sdk, { env: 'prod', locale: 'en' });
    const mounted = await provider.mount(
      document.createElement('div'),
      { kind: 'cvc' },
      { onComplete: (value) => complete.push(value) },
    );
    expect(sdk.createElement).toHaveBeenCalledWith('cvc', { isStandalone: true });
    emit('change', { detail: { completed: false } });
    emit('change', { detail: { completed: true } });
    expect(complete).toEqual([false, true]);
    await expect(mounted.confirm({ intent: INTENT, paymentConsentId: 'cst_1' })).resolves.toEqual({
      kind: 'success',
    });
    expect(element.confirm).toHaveBeenCalledWith({
      intent_id: 'int_1',
      client_secret: 'int_1_secret',
      payment_consent_id: 'cst_1',
    });
  });

  it.each([
    [() => Promise.resolve({ status: 'REQUIRES_CAPTURE' }), { kind: 'success' }],
    [() => Promise.resolve({ status: 'PENDING' }), { kind: 'pending' }],
    [() => Promise.reject(new Error('Card expired')), { kind: 'failure', reason: 'Card expired' }],
  ])('reads a confirm reply as an outcome (%#)', async (reply, expected) => {
    const { sdk } = stubSdk(reply);
    const provider = createAirwallexProvider(sdk, { env: 'prod', locale: 'en' });
    const mounted = await provider.mount(document.createElement('div'), { kind: 'card' }, {});
    await expect(mounted.confirm({ intent: INTENT })).resolves.toEqual(expected);
  });

  it('fails the mount when the SDK creates no element, and destroys what it mounted', async () => {
    const { sdk, element } = stubSdk();
    const provider = createAirwallexProvider(sdk, { env: 'prod', locale: 'en' });
    const mounted = await provider.mount(document.createElement('div'), { kind: 'card' }, {});
    mounted.destroy();
    expect(element.destroy).toHaveBeenCalledTimes(1);
    sdk.createElement.mockResolvedValueOnce(null);
    await expect(
      provider.mount(document.createElement('div'), { kind: 'card' }, {}),
    ).rejects.toThrow('Airwallex did not create the card element');
  });
});
