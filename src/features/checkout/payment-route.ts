// Where a created order (ConfirmOrder) or payment (GoPay) goes next, by payment id (seed 001
// section 4, "Payment flows"):
// - 22 and 42: the card payment page (Cardpayment, with the orderId create payment needs);
// - 23, 28 and 43: the hosted card drop-in (Airwallex); 23 and 28 set the alternate payment
//   mode (the paymentMethod travels in the query, and the page creates the payment with it);
// - 24 and 44: Apple Pay; 25 and 45: Google Pay;
// - any other id: the reply's redirectUrl, through the payment-host check
//   (lib/safe-url.ts checkUrl for 'payment'); without one (nothing to pay) the payment result.
// The create call's payment intent is handed to the provider page in memory
// (lib/payment-handoff.ts); the page creates one itself only when opened directly or
// reloaded (docs/storefront-choices.md), so no client_secret travels in a URL.
import { paths } from '../../config/paths';
import type { Locale } from '../../config/locales';
import { checkUrl } from '../../lib/safe-url';

export type PaymentFlow = 'cardForm' | 'dropIn' | 'applePay' | 'googlePay' | 'redirect';

const FLOW_BY_ID: Readonly<Record<number, PaymentFlow>> = {
  22: 'cardForm',
  42: 'cardForm',
  23: 'dropIn',
  28: 'dropIn',
  43: 'dropIn',
  24: 'applePay',
  44: 'applePay',
  25: 'googlePay',
  45: 'googlePay',
};

/** Seed 001 section 4: "23 and 28 set the alternate payment mode." */
const ALTERNATE_MODE_IDS: readonly number[] = [23, 28];

export function paymentFlowOf(paymentMethod: number | null | undefined): PaymentFlow {
  return (paymentMethod != null ? FLOW_BY_ID[paymentMethod] : undefined) ?? 'redirect';
}

/** True when the id has a page of its own here (card form, drop-in, wallets). */
export function hasPaymentPage(paymentMethod: number | null | undefined): boolean {
  return paymentFlowOf(paymentMethod) !== 'redirect';
}

export function isAlternatePaymentMode(paymentMethod: number | null | undefined): boolean {
  return paymentMethod != null && ALTERNATE_MODE_IDS.includes(paymentMethod);
}

export interface PaymentRouteInput {
  lang: Locale;
  orderId: string;
  /** The chosen payment id; null when nothing is due (no payment section). */
  paymentMethod: number | null | undefined;
  /** The amount due as shown (shift_money of the payment pages), e.g. '21.99'. */
  amount: string;
  /** The chosen billing address (the drop-in's billsid). */
  billingId?: number | null | undefined;
  /** The create reply's redirectUrl (local payments). */
  redirectUrl?: string | null | undefined;
}

export type PaymentRoute =
  /** A page of this app (react-router navigation). */
  | { kind: 'app'; href: string; flow: PaymentFlow; alternateMode: boolean }
  /** A payment host's page (a full page load). */
  | { kind: 'external'; href: string; flow: 'redirect'; alternateMode: false }
  /** A redirectUrl that failed the payment-host check: go nowhere. */
  | { kind: 'refused'; reason: string; flow: 'redirect'; alternateMode: false };

export function paymentRoute(input: PaymentRouteInput): PaymentRoute {
  const { lang, orderId, paymentMethod, amount } = input;
  const flow = paymentFlowOf(paymentMethod);
  const method = paymentMethod ?? undefined;
  const app = (href: string): PaymentRoute => ({
    kind: 'app',
    href,
    flow,
    alternateMode: isAlternatePaymentMode(paymentMethod),
  });
  switch (flow) {
    case 'cardForm':
      return app(
        paths.cardPayment.getHref(lang, { orderId, shift_money: amount, paymentMethod: method }),
      );
    case 'dropIn':
      return app(
        paths.airwallex.getHref(lang, {
          orderId,
          shift_money: amount,
          paymentMethod: method,
          billsid: input.billingId ?? undefined,
        }),
      );
    case 'applePay':
      return app(
        paths.applePay.getHref(lang, { orderId, shift_money: amount, paymentMethod: method }),
      );
    case 'googlePay':
      return app(
        paths.googlePay.getHref(lang, { orderId, shift_money: amount, paymentMethod: method }),
      );
    case 'redirect': {
      if (!input.redirectUrl) return app(paths.paymentResult.getHref(lang, { orderId }));
      const checked = checkUrl(input.redirectUrl, 'payment');
      if (checked.kind === 'refused')
        return { kind: 'refused', reason: checked.reason, flow, alternateMode: false };
      if (checked.kind === 'internal') return app(checked.href);
      return { kind: 'external', href: checked.href, flow, alternateMode: false };
    }
  }
}
