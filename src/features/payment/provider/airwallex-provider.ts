// The real payment provider on the Airwallex components SDK (@airwallex/components-sdk):
// the hosted drop-in, the Apple Pay and Google Pay buttons (country code GB, manual
// capture: seed 001 section 9), the card fields of the card form and the security code of
// a saved card. load-provider.ts imports the SDK dynamically, so it is only in the payment
// pages' chunks. The SDK module is passed in (AirwallexSdk): tests give a stub of that
// boundary and check what this adapter asks of it.
import {
  WALLET_AUTO_CAPTURE,
  WALLET_COUNTRY_CODE,
  type AirwallexEnv,
} from '../../../config/payment';
import type {
  ConfirmRequest,
  ElementSpec,
  MountedElement,
  PayerBilling,
  PaymentOutcome,
  PaymentProvider,
} from './types';

/** The part of an SDK element this adapter uses. */
export interface SdkElement {
  mount: (container: HTMLElement) => unknown;
  on: (event: string, handler: (event?: SdkEvent) => void) => void;
  confirm?: (data: Record<string, unknown>) => Promise<{ status?: string } | undefined>;
  destroy: () => void;
}

export interface SdkEvent {
  detail?: { completed?: boolean; error?: { code?: string; message?: string } };
}

/** The part of the SDK module this adapter uses (init and createElement). */
export interface AirwallexSdk {
  init: (options: Record<string, unknown>) => Promise<unknown>;
  createElement: (type: string, options?: Record<string, unknown>) => Promise<SdkElement | null>;
}

export interface AirwallexOptions {
  env: AirwallexEnv;
  locale: 'en' | 'zh' | 'zh-HK';
}

function sdkBilling(billing: PayerBilling): Record<string, unknown> {
  return {
    first_name: billing.firstName,
    last_name: billing.lastName,
    email: billing.email,
    ...(billing.phoneNumber ? { phone_number: billing.phoneNumber } : {}),
    ...(billing.address
      ? {
          address: {
            country_code: billing.address.countryCode,
            city: billing.address.city,
            state: billing.address.state,
            postcode: billing.address.postcode,
            street: billing.address.street,
          },
        }
      : {}),
  };
}

/** The SDK element type and its options for a spec. */
export function elementOptions(spec: ElementSpec): [string, Record<string, unknown>] {
  switch (spec.kind) {
    case 'dropIn':
      return [
        'dropIn',
        {
          intent_id: spec.intent.id,
          client_secret: spec.intent.clientSecret,
          currency: spec.intent.currency,
          mode: 'payment',
          applePayRequestOptions: { countryCode: WALLET_COUNTRY_CODE },
          googlePayRequestOptions: { countryCode: WALLET_COUNTRY_CODE },
          ...(spec.billing
            ? {
                billing: sdkBilling(spec.billing),
                shopper_name: `${spec.billing.firstName} ${spec.billing.lastName}`.trim(),
                shopper_email: spec.billing.email,
              }
            : {}),
        },
      ];
    case 'applePay':
    case 'googlePay':
      return [
        spec.kind === 'applePay' ? 'applePayButton' : 'googlePayButton',
        {
          intent_id: spec.intent.id,
          client_secret: spec.intent.clientSecret,
          amount: { value: spec.amount, currency: spec.intent.currency },
          countryCode: WALLET_COUNTRY_CODE,
          autoCapture: WALLET_AUTO_CAPTURE,
        },
      ];
    case 'card':
      return ['card', {}];
    case 'cvc':
      return ['cvc', { isStandalone: true }];
  }
}

/** The outcome of a confirmed intent: paid or authorised is success, anything else pending. */
function intentOutcome(intent: { status?: string } | undefined): PaymentOutcome {
  const status = intent?.status ?? '';
  return status === 'SUCCEEDED' || status === 'REQUIRES_CAPTURE'
    ? { kind: 'success' }
    : { kind: 'pending' };
}

function errorReason(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return 'Airwallex error';
}

export function createAirwallexProvider(
  sdk: AirwallexSdk,
  options: AirwallexOptions,
): PaymentProvider {
  let initialised: Promise<unknown> | undefined;
  const init = () =>
    (initialised ??= sdk.init({
      env: options.env,
      enabledElements: ['payments'],
      locale: options.locale,
    }));

  return {
    name: 'airwallex',
    async mount(container, spec, handlers) {
      await init();
      const [type, elementConfig] = elementOptions(spec);
      const element = await sdk.createElement(type, elementConfig);
      if (!element) throw new Error(`Airwallex did not create the ${type} element`);

      element.on('ready', () => handlers.onReady?.());
      if (spec.kind === 'card' || spec.kind === 'cvc') {
        element.on('change', (event) => handlers.onComplete?.(event?.detail?.completed === true));
      } else {
        element.on('success', () => handlers.onOutcome?.({ kind: 'success' }));
        element.on('error', (event) =>
          handlers.onOutcome?.({
            kind: 'failure',
            reason: event?.detail?.error?.message ?? 'Airwallex error',
          }),
        );
        element.on('cancel', () => handlers.onOutcome?.({ kind: 'closed' }));
        if (spec.kind === 'dropIn') {
          element.on('pendingVerifyAccount', () => handlers.onOutcome?.({ kind: 'pending' }));
        }
      }
      element.mount(container);

      const mounted: MountedElement = {
        async confirm(request: ConfirmRequest) {
          if (!element.confirm) throw new Error(`The ${type} element cannot confirm`);
          try {
            const intent = await element.confirm({
              intent_id: request.intent.id,
              client_secret: request.intent.clientSecret,
              ...(request.paymentConsentId ? { payment_consent_id: request.paymentConsentId } : {}),
              ...(request.billing
                ? { payment_method: { billing: sdkBilling(request.billing) } }
                : {}),
            });
            return intentOutcome(intent);
          } catch (error) {
            return { kind: 'failure', reason: errorReason(error) };
          }
        },
        destroy: () => {
          element.destroy();
        },
      };
      return mounted;
    },
  };
}
