// Tabs/Cardpayment (shift_money; orderId and paymentMethod inferred): the card form of the
// second provider (card-payment-form.tsx), under the order's amount (order-amount.ts). Success, pending and failure go to the payment
// result with the orderId; a closed provider sheet stays here.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { CardPaymentForm } from './card-payment-form';
import { useOrderAmount } from './order-amount';
import { OrderSummary } from './order-summary';
import styles from './payment.module.css';

/** Seed 001 section 4: 22 and 42 are the card payment page (22 the default). */
export const CARD_PAYMENT_METHOD = 22;

const EMPTY = { email: '', firstName: '', lastName: '' };

interface CardPaymentPageProps {
  orderId: string | undefined;
  shiftMoney: string | undefined;
  paymentMethod: number | undefined;
}

export function CardPaymentPage({ orderId, shiftMoney, paymentMethod }: CardPaymentPageProps) {
  const { t } = useTranslation('payment');
  const lang = useLocale();
  const navigate = useNavigate();
  const amount = useOrderAmount(orderId, shiftMoney);
  return (
    <main className={styles.page}>
      <DocumentHead title={t('card.title')} />
      <PageHeader
        title={t('card.title')}
        back={{
          to: paths.order.getHref(lang),
          label: t('result.viewOrders'),
          throughHistory: true,
        }}
      />
      <OrderSummary orderId={orderId} amount={amount.shown} />
      {orderId ? (
        <CardPaymentForm
          initial={EMPTY}
          prefill
          orderId={orderId}
          paymentMethod={paymentMethod ?? CARD_PAYMENT_METHOD}
          onOutcome={(outcome) => {
            if (outcome.kind === 'closed') return;
            void navigate(paths.paymentResult.getHref(lang, { orderId }));
          }}
        />
      ) : (
        <p role="alert" className={styles.panel}>
          {t('card.missingOrder')}
        </p>
      )}
    </main>
  );
}
