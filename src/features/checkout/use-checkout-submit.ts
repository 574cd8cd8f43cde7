// The Submit of ConfirmOrder and GoPay (seed 001 sections 4, 5 and 8): ready ('Submit'),
// busy while creating ('Creating order'), then ready again on a failure, on a missing
// address, or about 1.3 s after the redirect. Before creating it checks, in order: the
// screen's own form (precheck: ConfirmOrder's recharge form), a payment method when one is
// needed ('Please Select Payment Method'), a billing address when the method needs one
// (PleSelectss, and the screen scrolls to the Billing Address section). After creating it
// follows the route of the payment id (payment-route.ts), handing the created payment intent
// to the provider page in memory so it is not created twice. When asked (create payment), the
// create call's outcome is tracked: submit success on 200, submit failure with the msg on
// 500. A failed create is logged; its toast comes from the error catalogue (500: msg).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError, type ApiError } from '../../api/api-error';
import type { PayInfo, PaymentOption } from '../../api/generated/model';
import { SUBMIT_READY_AFTER_REDIRECT_MS } from '../../config/timing';
import { handOffIntent } from '../../lib/payment-handoff';
import { showToast } from '../../lib/toast-store';
import { useLocale } from '../../lib/use-locale';
import { scrollToBillingAddress } from './billing-address-anchor';
import { paymentRoute, type PaymentFlow } from './payment-route';
import { trackSubmit } from './submit-tracking';

export const SUBMIT_MESSAGES = {
  selectPayment: 'cashier:submit.selectPayment',
  selectAddress: 'cashier:submit.selectAddress',
  redirectRefused: 'cashier:submit.redirectRefused',
} as const;

export interface SubmitChoice {
  /** False when the amount due is 0.00 (no Payment Methods, no Billing Address). */
  paymentNeeded: boolean;
  /** The chosen payment option (undefined: none chosen). */
  method: PaymentOption | undefined;
  /** The chosen billing address (undefined: none chosen). */
  billingId: number | undefined;
}

export interface CreateInput {
  /** Null when nothing is due. */
  paymentMethod: number | null;
  /** Null unless the method needs an address. */
  billingId: number | null;
}

export interface Created {
  orderId: string;
  redirectUrl?: string | null | undefined;
  /** The payment intent the create call returned (hosted drop-in, wallets, card form). */
  payInfo?: PayInfo | null | undefined;
  /**
   * True when the create call was create payment (GoPay): its intent also serves the card
   * form page. After create order the card form creates the payment itself at Pay, with the
   * payer's details (useepayMsg) that only it knows.
   */
  isPayment?: boolean;
}

export interface CheckoutSubmitOptions {
  choice: SubmitChoice;
  /** The amount due as shown, for the payment pages (shift_money). */
  amount: string;
  /** Create order (ConfirmOrder) or create payment (GoPay); throws ApiError on failure. */
  create: (input: CreateInput) => Promise<Created>;
  /** The screen's own checks first; false stops (Submit stays ready). */
  precheck?: () => boolean | Promise<boolean>;
  /** Track the create call's outcome (create payment), for this order. */
  track?: { orderId: string } | undefined;
  /** A create failure the screen handles itself (a purchase-limit popup ...). */
  onCreateError?: (error: ApiError) => void;
  /** Where a missing address sends the shopper (default: the Billing Address section). */
  onMissingAddress?: () => void;
  /** A full page load to a payment host (default: window.location.assign). */
  leave?: (href: string) => void;
}

export interface CheckoutSubmit {
  busy: boolean;
  /** 'Submit', or 'Creating order' while busy. */
  label: string;
  submit: () => Promise<void>;
}

/**
 * Hands the created intent to the provider page in memory (lib/payment-handoff.ts), so the
 * page does not create the payment a second time; never in its URL or in storage.
 */
function handOff(created: Created, flow: PaymentFlow, paymentMethod: number | null) {
  const { payInfo } = created;
  if (!payInfo || paymentMethod === null || flow === 'redirect') return;
  if (flow === 'cardForm' && !created.isPayment) return;
  handOffIntent(created.orderId, paymentMethod, {
    id: payInfo.id,
    clientSecret: payInfo.client_secret,
    currency: payInfo.currency,
  });
}

function leavePage(href: string) {
  window.location.assign(href);
}

export function useCheckoutSubmit(options: CheckoutSubmitOptions): CheckoutSubmit {
  const { t } = useTranslation('cashier');
  const lang = useLocale();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const readyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(
    () => () => {
      clearTimeout(readyTimer.current);
    },
    [],
  );

  const ready = useCallback(() => {
    running.current = false;
    setBusy(false);
  }, []);

  const submit = useCallback(async () => {
    if (running.current) return;
    const opts = latest.current;
    const { choice } = opts;
    running.current = true;
    setBusy(true);

    if (opts.precheck && !(await opts.precheck())) {
      ready();
      return;
    }
    const method = choice.paymentNeeded ? choice.method : undefined;
    if (choice.paymentNeeded && (!method || method.status !== 1)) {
      showToast({ kind: 'error', messageKey: SUBMIT_MESSAGES.selectPayment });
      ready();
      return;
    }
    const needsAddress = Boolean(method?.needAddress);
    if (needsAddress && choice.billingId === undefined) {
      showToast({ kind: 'error', messageKey: SUBMIT_MESSAGES.selectAddress });
      (opts.onMissingAddress ?? scrollToBillingAddress)();
      ready();
      return;
    }

    const input: CreateInput = {
      paymentMethod: method?.shopPaymentId ?? null,
      billingId: needsAddress ? (choice.billingId ?? null) : null,
    };
    let created: Created;
    try {
      created = await opts.create(input);
    } catch (error) {
      if (isApiError(error)) {
        if (opts.track && error.kind === 'business' && error.code === 500)
          trackSubmit({ orderId: opts.track.orderId, code: 500, msg: error.msg });
        if (error.code === 500) console.warn(`[checkout] create failed: ${error.msg}`);
        opts.onCreateError?.(error);
      } else {
        console.warn('[checkout] create failed', error);
      }
      ready();
      return;
    }
    if (opts.track) trackSubmit({ orderId: created.orderId, code: 200, msg: 'success' });

    const route = paymentRoute({
      lang,
      orderId: created.orderId,
      paymentMethod: input.paymentMethod,
      amount: opts.amount,
      billingId: input.billingId,
      redirectUrl: created.redirectUrl,
    });
    if (route.kind === 'refused') {
      console.warn(`[checkout] refused the payment redirect (${route.reason})`);
      showToast({ kind: 'error', messageKey: SUBMIT_MESSAGES.redirectRefused });
      ready();
      return;
    }
    if (route.kind === 'app') {
      handOff(created, route.flow, input.paymentMethod);
      void navigate(route.href);
    } else (opts.leave ?? leavePage)(route.href);
    // Ready again about 1.3 s after the redirect (the shopper may come back to this page).
    clearTimeout(readyTimer.current);
    readyTimer.current = setTimeout(ready, SUBMIT_READY_AFTER_REDIRECT_MS);
  }, [lang, navigate, ready]);

  return { busy, label: t(busy ? 'submit.busy' : 'submit.label'), submit };
}
