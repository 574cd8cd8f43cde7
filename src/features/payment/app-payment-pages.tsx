// The app-embedded payment pages (seed 001 sections 2 and 4, "App payments"): the native
// app opens them with its token (newstoken_app, read by the HTTP client through
// lib/session.ts) and the payment in the query, and each page reports how the payment
// ended through the native bridge (lib/native-bridge.ts): success, failure or close; the
// card form also pending. Payment errors inside these pages are logged and reported as a
// failure. A result is reported once. The amount shows only when the query's is well formed
// and has a known currency (lib/money.ts formatQueryAmount; issue 23 item 4). The intent's
// client secret has left the address bar at start-up (lib/app-client-secret.ts): without
// it (a reload) the page says it cannot continue and offers Close.
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useGetBillingAddress } from '../../api/generated/account-security/account-security';
import { okData } from '../../api/http-client';
import { BlockLoading } from '../../components/block-state';
import { DocumentHead } from '../../components/document-head';
import { heldClientSecret } from '../../lib/app-client-secret';
import { formatQueryAmount, parseQueryAmount } from '../../lib/money';
import { listenToNativeApp, postToNativeApp, type NativeResult } from '../../lib/native-bridge';
import { CardPaymentForm } from './card-payment-form';
import { CARD_PAYMENT_METHOD } from './card-payment-page';
import { OrderSummary } from './order-summary';
import { payerBilling } from './payment-intent';
import { ProviderElement } from './provider-element';
import type { MountedElement, PaymentIntentRef, PaymentOutcome } from './provider/types';
import styles from './payment.module.css';

/**
 * Inside the app a rejected token (401) or a missing address (801) is reported to the app
 * as a failure: the page does not go to the storefront's login or 404.
 */
const APP_REQUEST = { handledCodes: [401, 801] } as const;

const RESULT_OF: Record<PaymentOutcome['kind'], NativeResult> = {
  success: 'success',
  failure: 'failure',
  pending: 'pending',
  closed: 'close',
};

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : 'error';
}

/** Reports an outcome to the app once; an app's close command reports close. */
function useNativeReport(page: string, orderId?: string) {
  const [sent, setSent] = useState<NativeResult | null>(null);
  const once = useRef(false);
  const report = (outcome: PaymentOutcome) => {
    if (once.current) return;
    once.current = true;
    if (outcome.kind === 'failure') console.warn(`[payment] ${page} failed:`, outcome.reason);
    postToNativeApp({
      page,
      result: RESULT_OF[outcome.kind],
      orderId,
      reason: outcome.kind === 'failure' ? outcome.reason : undefined,
    });
    setSent(RESULT_OF[outcome.kind]);
  };
  const onClose = useEffectEvent(() => {
    report({ kind: 'closed' });
  });
  useEffect(() => listenToNativeApp(onClose), []);
  const fail = (error: unknown) => {
    report({ kind: 'failure', reason: reasonOf(error) });
  };
  return { sent, report, fail };
}

function AppPage({
  title,
  orderId,
  amount,
  sent,
  children,
}: {
  title: string;
  orderId?: string | undefined;
  /** The amount as shown ("$21.99"); undefined shows none. */
  amount?: string | undefined;
  sent: NativeResult | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('payment');
  return (
    <main className={styles.page}>
      <DocumentHead title={title} />
      <h1 className={styles.panelTitle}>{title}</h1>
      <OrderSummary orderId={orderId} amount={amount} />
      {children}
      {sent && (
        <p role="status" className={styles.notice}>
          {sent === 'failure' ? t('app.failed') : t('app.done')}
        </p>
      )}
    </main>
  );
}

/**
 * The client secret of the app's intent: from the query when the router saw one, else the
 * one start-up took out of the address bar for this intent (lib/app-client-secret.ts).
 */
function clientSecretOf(query: { intent_id: string; client_secret?: string | undefined }) {
  return query.client_secret ?? heldClientSecret(query.intent_id);
}

/**
 * No client secret: the page was reloaded (the secret lived in memory only) or opened
 * without one. It cannot pay; it says so and offers Close. No failure is reported: the
 * payment may have gone through before the reload.
 */
function SecretMissing({
  page,
  title,
  orderId,
}: {
  page: string;
  title: string;
  orderId?: string | undefined;
}) {
  const { t } = useTranslation('payment');
  const { sent, report } = useNativeReport(page, orderId);
  return (
    <AppPage title={title} orderId={orderId} sent={sent}>
      <p role="alert" className={styles.panel}>
        {t('app.secretMissing')}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={sent !== null}
          onClick={() => {
            report({ kind: 'closed' });
          }}
        >
          {t('fastPay.close')}
        </button>
      </div>
    </AppPage>
  );
}

const CVC_SPEC = { kind: 'cvc' } as const;

/** appFastPay: the security code of a saved card confirms the app's payment intent. */
export function AppFastPayPage({
  intentId,
  clientSecret,
  paymentConsentId,
  price,
  currency,
}: {
  intentId: string;
  clientSecret: string;
  paymentConsentId: string;
  price?: string | undefined;
  /** Inferred: the seed's appFastPay query has no currency; without it no amount shows. */
  currency?: string | undefined;
}) {
  const { t } = useTranslation('payment');
  const { sent, report, fail } = useNativeReport('appFastPay');
  const element = useRef<MountedElement | null>(null);
  const [complete, setComplete] = useState(false);
  const [paying, setPaying] = useState(false);

  const confirm = async () => {
    if (!element.current) return;
    setPaying(true);
    try {
      report(
        await element.current.confirm({
          intent: { id: intentId, clientSecret, currency: '' },
          paymentConsentId,
        }),
      );
    } catch (error) {
      fail(error);
    } finally {
      setPaying(false);
    }
  };

  return (
    <AppPage title={t('pages.fastPay')} amount={formatQueryAmount(price, currency)} sent={sent}>
      <section className={styles.panel} aria-labelledby="fast-pay-heading">
        <h2 id="fast-pay-heading" className={styles.panelTitle}>
          {t('fastPay.securityCode')}
        </h2>
        <ProviderElement
          spec={CVC_SPEC}
          label={t('fastPay.savedCard')}
          onComplete={setComplete}
          onMounted={(mounted) => {
            element.current = mounted;
          }}
          onError={fail}
        />
      </section>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={paying || sent !== null}
          onClick={() => {
            report({ kind: 'closed' });
          }}
        >
          {t('fastPay.close')}
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={!complete || paying || sent !== null}
          aria-busy={paying}
          onClick={() => void confirm()}
        >
          {paying ? t('fastPay.paying') : t('fastPay.confirm')}
        </button>
      </div>
    </AppPage>
  );
}

/** The query of appFastPay. */
export interface AppFastPayQuery {
  intent_id: string;
  client_secret?: string | undefined;
  paymentConsentId: string;
  price?: string | undefined;
  currency?: string | undefined;
}

/** appFastPay from its query. */
export function AppFastPayRoute({ query }: { query: AppFastPayQuery }) {
  const { t } = useTranslation('payment');
  const clientSecret = clientSecretOf(query);
  if (clientSecret === undefined) {
    return <SecretMissing page="appFastPay" title={t('pages.fastPay')} />;
  }
  return (
    <AppFastPayPage
      intentId={query.intent_id}
      clientSecret={clientSecret}
      paymentConsentId={query.paymentConsentId}
      price={query.price}
      currency={query.currency}
    />
  );
}

const APP_HOSTED = {
  dropIn: { page: 'appAirwallex', title: 'pages.airwallex' },
  applePay: { page: 'appleAppPay', title: 'pages.applePay' },
  googlePay: { page: 'appGooglepay', title: 'pages.googlePay' },
} as const;

/** appAirwallex, appGooglepay, appleAppPay: the drop-in or wallet on the app's intent. */
export function AppHostedPage({
  kind,
  intent,
  orderId,
  price,
  billingId,
}: {
  kind: keyof typeof APP_HOSTED;
  intent: PaymentIntentRef;
  orderId: string;
  price?: string | undefined;
  billingId?: number | undefined;
}) {
  const { t } = useTranslation('payment');
  const { page, title } = APP_HOSTED[kind];
  const { sent, report, fail } = useNativeReport(page, orderId);
  const billing = useGetBillingAddress(billingId ?? 0, {
    query: { enabled: kind === 'dropIn' && billingId !== undefined, select: okData },
    request: APP_REQUEST,
  });
  const billingSettled = kind !== 'dropIn' || billingId === undefined || !billing.isPending;
  // A rejected token fails the payment; without an address the drop-in asks for one.
  const billingError = billing.error;
  const onBillingError = useEffectEvent(fail);
  useEffect(() => {
    if (billingError instanceof ApiError && billingError.code === 401) onBillingError(billingError);
  }, [billingError]);

  return (
    <AppPage
      title={t(title)}
      orderId={orderId}
      amount={formatQueryAmount(price, intent.currency)}
      sent={sent}
    >
      <section className={styles.panel}>
        {billingSettled ? (
          <ProviderElement
            spec={
              kind === 'dropIn'
                ? { kind, intent, billing: billing.data ? payerBilling(billing.data) : undefined }
                : { kind, intent, amount: parseQueryAmount(price) ?? 0 }
            }
            label={t(title)}
            onOutcome={report}
            onError={fail}
          />
        ) : (
          <BlockLoading height={120} />
        )}
      </section>
    </AppPage>
  );
}

/** The query of appAirwallex, appGooglepay and appleAppPay. */
export interface AppHostedQuery {
  intent_id: string;
  client_secret?: string | undefined;
  currency?: string | undefined;
  orderId: string;
  price?: string | undefined;
  billingApp_id?: string | undefined;
}

/** An app drop-in or wallet page from its query (billingApp_id read as an address id). */
export function AppHostedRoute({
  kind,
  query,
}: {
  kind: keyof typeof APP_HOSTED;
  query: AppHostedQuery;
}) {
  const { t } = useTranslation('payment');
  const billingId = /^[1-9][0-9]*$/.test(query.billingApp_id ?? '')
    ? Number(query.billingApp_id)
    : undefined;
  const clientSecret = clientSecretOf(query);
  if (clientSecret === undefined) {
    const { page, title } = APP_HOSTED[kind];
    return <SecretMissing page={page} title={t(title)} orderId={query.orderId} />;
  }
  return (
    <AppHostedPage
      kind={kind}
      intent={{
        id: query.intent_id,
        clientSecret,
        currency: query.currency ?? '',
      }}
      orderId={query.orderId}
      price={query.price}
      billingId={billingId}
    />
  );
}

/** payments: the card form, prefilled from the app's query. */
export function AppCardPaymentsPage({
  email,
  givenName,
  surname,
  price,
  currency,
  orderId,
  paymentMethod,
}: {
  email?: string | undefined;
  givenName?: string | undefined;
  surname?: string | undefined;
  price?: string | undefined;
  /** Inferred (currency_app): the seed's payments query has no currency; without it no amount shows. */
  currency?: string | undefined;
  orderId?: string | undefined;
  paymentMethod?: number | undefined;
}) {
  const { t } = useTranslation('payment');
  const { sent, report, fail } = useNativeReport('payments', orderId);
  return (
    <AppPage
      title={t('card.title')}
      orderId={orderId}
      amount={formatQueryAmount(price, currency)}
      sent={sent}
    >
      <CardPaymentForm
        initial={{ email: email ?? '', firstName: givenName ?? '', lastName: surname ?? '' }}
        prefill={false}
        orderId={orderId}
        paymentMethod={paymentMethod ?? CARD_PAYMENT_METHOD}
        onOutcome={report}
        onRequestError={fail}
        requestOptions={APP_REQUEST}
      />
    </AppPage>
  );
}
