// The card form of the second card provider (seed 001 sections 2, 3 and 5): email, first
// name and last name, then the provider's card fields. A field's message appears when it
// loses the focus and clears when it takes it again; values are trimmed. The payer prefill
// call (getCardPayerPrefill) fills the fields the shopper has not typed in (or the native
// app's query values do, on the app page). Pay proceeds only when the three fields pass and
// the provider says the card is complete; then the intent GoPay's create payment handed
// over, else create payment (with useepayMsg), is confirmed by the provider, and the page
// gets the outcome. A create-payment failure
// (its toast comes from the error catalogue) re-enables Pay; a provider error is logged and
// is a failure.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useGetCardPayerPrefill } from '../../api/generated/payments/payments';
import { createPayment } from '../../api/generated/payments/payments';
import { okData, type RequestOptions } from '../../api/http-client';
import { sendAsPurchaseAttempt } from '../../api/purchase-attempt';
import { takeHandedIntent } from '../../lib/payment-handoff';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { TextField } from '../../components/form/text-field';
import { cardFormSchema, type CardFormOutput, type CardFormValues } from './card-form-rules';
import { intentOf } from './payment-intent';
import { ProviderElement } from './provider-element';
import type { MountedElement, PaymentIntentRef, PaymentOutcome } from './provider/types';
import styles from './payment.module.css';

const FIELDS = ['email', 'firstName', 'lastName'] as const;
const CARD_SPEC = { kind: 'card' } as const;

interface CardPaymentFormProps {
  initial: CardFormValues;
  /** Ask the payer prefill call (the web page; the app page has its query values). */
  prefill: boolean;
  orderId: string | undefined;
  paymentMethod: number;
  onOutcome: (outcome: PaymentOutcome) => void;
  /** Create payment refused (its toast is shown); the app page reports it as a failure. */
  onRequestError?: (error: ApiError) => void;
  /** How create payment's failures behave (the app pages handle 401 themselves). */
  requestOptions?: RequestOptions;
}

export function CardPaymentForm({
  initial,
  prefill,
  orderId,
  paymentMethod,
  onOutcome,
  onRequestError,
  requestOptions,
}: CardPaymentFormProps) {
  const { t } = useTranslation('payment');
  const form = useSchemaForm(cardFormSchema, initial, undefined, { validateOn: 'blur' });
  const element = useRef<MountedElement | null>(null);
  const [cardComplete, setCardComplete] = useState(false);
  const [cardError, setCardError] = useState(false);
  const [pending, setPending] = useState(false);
  const handed = useRef<PaymentIntentRef | null | undefined>(undefined);

  const payer = useGetCardPayerPrefill({ query: { enabled: prefill, select: okData } });
  useEffect(() => {
    const data = payer.data;
    if (!data) return;
    const values = { email: data.email, firstName: data.givenName, lastName: data.surname };
    for (const field of FIELDS) {
      const value = values[field];
      if (value && !form.getFieldState(field).isDirty) form.setValue(field, value);
    }
  }, [payer.data, form]);

  const pay = async (values: CardFormOutput) => {
    if (!cardComplete || !element.current) {
      setCardError(true);
      return;
    }
    if (!orderId) {
      onOutcome({ kind: 'failure', reason: 'no order to pay' });
      return;
    }
    setPending(true);
    try {
      // GoPay's create payment handed its intent over (kept for another try on this page);
      // otherwise (opened directly, reloaded, after create order) create payment gives it.
      handed.current ??= takeHandedIntent(orderId, paymentMethod) ?? null;
      let intent = handed.current;
      if (!intent) {
        const body = { orderId, paymentMethod, billingId: null, useepayMsg: values };
        const data = okData(
          await sendAsPurchaseAttempt(`payment:${orderId}`, body, (attempt) =>
            createPayment(body, { ...requestOptions, ...attempt }),
          ),
        );
        if (!data.payInfo) throw new Error(`create payment gave no payInfo for ${orderId}`);
        intent = intentOf(data.payInfo);
      }
      const outcome = await element.current.confirm({ intent, billing: values });
      if (outcome.kind === 'closed') setPending(false);
      onOutcome(outcome);
    } catch (error) {
      setPending(false);
      // Create payment refused: its toast is shown, Pay is ready again.
      if (error instanceof ApiError) {
        onRequestError?.(error);
        return;
      }
      console.warn('[payment] the card payment failed', error);
      onOutcome({ kind: 'failure', reason: error instanceof Error ? error.message : 'error' });
    }
  };
  const submitForm = useFormSubmit(form, pay, pending);
  // On submit the first invalid field takes the focus: that focus keeps its message.
  const focusBySubmit = useRef(false);
  const submit = async () => {
    focusBySubmit.current = true;
    try {
      await submitForm();
    } finally {
      focusBySubmit.current = false;
    }
  };
  const clearOnFocus = (name: (typeof FIELDS)[number]) => () => {
    if (!focusBySubmit.current) form.clearErrors(name);
  };

  return (
    <Form form={form} submit={submit} aria-label={t('card.title')}>
      <section className={styles.panel} aria-labelledby="card-payer-heading">
        <h2 id="card-payer-heading" className={styles.panelTitle}>
          {t('card.payer')}
        </h2>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('card.email')}
          onFocus={clearOnFocus('email')}
        />
        <TextField
          name="firstName"
          autoComplete="given-name"
          label={t('card.firstName')}
          onFocus={clearOnFocus('firstName')}
        />
        <TextField
          name="lastName"
          autoComplete="family-name"
          label={t('card.lastName')}
          onFocus={clearOnFocus('lastName')}
        />
      </section>
      <section className={styles.panel} aria-labelledby="card-details-heading">
        <h2 id="card-details-heading" className={styles.panelTitle}>
          {t('card.cardDetails')}
        </h2>
        <ProviderElement
          spec={CARD_SPEC}
          label={t('card.cardDetails')}
          onComplete={(complete) => {
            setCardComplete(complete);
            if (complete) setCardError(false);
          }}
          onMounted={(mounted) => {
            element.current = mounted;
          }}
        />
        {cardError && (
          <p role="alert" className={styles.error}>
            {t('card.cardIncomplete')}
          </p>
        )}
      </section>
      <div className={styles.submitBar}>
        <SubmitButton pending={pending} label={t('card.pay')} busyLabel={t('card.paying')} />
      </div>
    </Form>
  );
}
