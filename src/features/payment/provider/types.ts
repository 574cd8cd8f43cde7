// The one payment-provider interface of the card and wallet pages. Two implementations:
// the real one on the Airwallex components SDK (airwallex-provider.ts, production) and a
// mock (mock-provider.ts, development and tests, where the provider's scripts cannot load).
// load-provider.ts picks one (config/payment.ts) and loads it only on the payment pages.

/** A payment intent created by the server (create order / create payment payInfo). */
export interface PaymentIntentRef {
  id: string;
  clientSecret: string;
  currency: string;
}

export type PaymentOutcome =
  | { kind: 'success' }
  | { kind: 'pending' }
  | { kind: 'failure'; reason: string }
  | { kind: 'closed' };

export type PaymentOutcomeKind = PaymentOutcome['kind'];

/** The payer's billing details handed to the provider (the billing lookup by billsid). */
export interface PayerBilling {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  address?: {
    countryCode: string;
    city: string;
    state: string;
    postcode: string;
    street: string;
  };
}

/** What to mount. Drop-in and wallets pay with their own button; card and cvc are confirmed by the page. */
export type ElementSpec =
  | { kind: 'dropIn'; intent: PaymentIntentRef; billing?: PayerBilling | undefined }
  | { kind: 'applePay' | 'googlePay'; intent: PaymentIntentRef; amount: number }
  | { kind: 'card' }
  | { kind: 'cvc' };

export interface ElementHandlers {
  /** The element is shown and usable. */
  onReady?: () => void;
  /** Card and cvc: whether what the shopper typed is complete (the provider can pay). */
  onComplete?: (complete: boolean) => void;
  /** Drop-in and wallets: the payment ended (success, pending, failure or closed). */
  onOutcome?: (outcome: PaymentOutcome) => void;
}

export interface ConfirmRequest {
  intent: PaymentIntentRef;
  /** A saved card (appFastPay). */
  paymentConsentId?: string;
  /** The card form's payer. */
  billing?: PayerBilling;
}

export interface MountedElement {
  /** Card and cvc: confirm the intent with what the shopper typed. */
  confirm: (request: ConfirmRequest) => Promise<PaymentOutcome>;
  destroy: () => void;
}

export interface PaymentProvider {
  readonly name: 'mock' | 'airwallex';
  mount: (
    container: HTMLElement,
    spec: ElementSpec,
    handlers: ElementHandlers,
  ) => Promise<MountedElement>;
}

/** Texts a provider shows itself (the mock's controls; the real SDK draws its own). */
export interface ProviderTexts {
  notice: string;
  pay: (amount: string) => string;
  cancel: string;
  cardNumber: string;
  securityCode: string;
}
