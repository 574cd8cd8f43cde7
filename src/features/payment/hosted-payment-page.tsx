// The hosted card drop-in (Airwallex: orderId, billsid, shift_money) and the Apple Pay and
// Google Pay pages (Applepay / Googlepay: orderId, shift_money), seed 001 sections 2 and 4:
// the provider's element plus the order id and amount. The intent comes from create payment
// for the order; the amount, shown and given to the wallets, from the order itself
// (order-amount.ts), not from shift_money; the Airwallex page looks up the billing address
// by billsid and gives it to the drop-in. Success, pending and failure all go to the payment result with the orderId;
// closing the provider's sheet leaves the shopper here to try again.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGetBillingAddress } from '../../api/generated/account-security/account-security';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { useOrderAmount } from './order-amount';
import { payerBilling, usePaymentIntent } from './payment-intent';
import { ProviderElement } from './provider-element';
import type { ElementSpec, PaymentOutcome } from './provider/types';
import { OrderSummary } from './order-summary';
import styles from './payment.module.css';

export type HostedKind = 'dropIn' | 'applePay' | 'googlePay';

/** Seed 001 section 4: 23 hosted drop-in, 24 Apple Pay, 25 Google Pay (the defaults). */
export const DEFAULT_PAYMENT_METHOD: Record<HostedKind, number> = {
  dropIn: 23,
  applePay: 24,
  googlePay: 25,
};

const TITLE_KEY = {
  dropIn: 'pages.airwallex',
  applePay: 'pages.applePay',
  googlePay: 'pages.googlePay',
} as const;

interface HostedPaymentPageProps {
  kind: HostedKind;
  orderId: string;
  shiftMoney?: string | undefined;
  paymentMethod?: number | undefined;
  billsid?: number | undefined;
}

export function HostedPaymentPage({
  kind,
  orderId,
  shiftMoney,
  paymentMethod,
  billsid,
}: HostedPaymentPageProps) {
  const { t } = useTranslation('payment');
  const lang = useLocale();
  const navigate = useNavigate();
  const intent = usePaymentIntent(orderId, paymentMethod ?? DEFAULT_PAYMENT_METHOD[kind], billsid);
  const billing = useGetBillingAddress(billsid ?? 0, {
    query: { enabled: kind === 'dropIn' && billsid !== undefined, select: okData },
  });
  const billingSettled = kind !== 'dropIn' || billsid === undefined || !billing.isPending;
  const amount = useOrderAmount(orderId, shiftMoney);

  const onOutcome = (outcome: PaymentOutcome) => {
    if (outcome.kind === 'closed') return;
    void navigate(paths.paymentResult.getHref(lang, { orderId }));
  };

  let spec: ElementSpec | undefined;
  if (intent.data && billingSettled && (kind === 'dropIn' || amount.settled)) {
    spec =
      kind === 'dropIn'
        ? {
            kind,
            intent: intent.data,
            billing: billing.data ? payerBilling(billing.data) : undefined,
          }
        : { kind, intent: intent.data, amount: amount.value };
  }

  return (
    <main className={styles.page}>
      <DocumentHead title={t(TITLE_KEY[kind])} />
      <PageHeader
        title={t(TITLE_KEY[kind])}
        back={{
          to: paths.order.getHref(lang),
          label: t('result.viewOrders'),
          throughHistory: true,
        }}
      />
      <OrderSummary orderId={orderId} amount={amount.shown} />
      <section className={styles.panel}>
        {intent.isError ? (
          <BlockError message={t('provider.loadFailed')} onRetry={() => void intent.refetch()} />
        ) : spec ? (
          <ProviderElement spec={spec} label={t(TITLE_KEY[kind])} onOutcome={onOutcome} />
        ) : (
          <BlockLoading height={120} />
        )}
      </section>
    </main>
  );
}
