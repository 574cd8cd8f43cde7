// The payment result while it is not known (issue 23 item 1): the provider has not confirmed
// the payment yet (status 2, or a status this page does not know), or the result could not
// be read (an error code, a broken reply, no connection, no reply). Only status 0 says the
// payment failed (seed 001 section 4), and the shopper may well have paid: so no red, no
// "failed" and no invitation to pay again. It says the payment is being confirmed, shows
// what it knows of the order, and offers Check again, customer service and View orders.
import { useTranslation } from 'react-i18next';
import type { OrderResult } from '../../api/generated/model';
import { formatMoney } from '../../lib/money';
import { ResultActions, ResultDetails } from './result-parts';
import styles from './payment.module.css';

interface ConfirmingResultProps {
  /** The last reply when it was a pending result; undefined when none could be read. */
  result: OrderResult | undefined;
  /** The order number from the query (none when the page was opened with a token). */
  orderId: string | null;
  checking: boolean;
  /** The automatic checks are over. */
  stopped: boolean;
  onCheckAgain: () => void;
}

export function ConfirmingResult({
  result,
  orderId,
  checking,
  stopped,
  onCheckAgain,
}: ConfirmingResultProps) {
  const { t } = useTranslation('payment');
  return (
    <>
      <section className={styles.resultHead} aria-labelledby="payment-result-heading">
        <span className={styles.iconPending} aria-hidden="true">
          …
        </span>
        <h1 id="payment-result-heading" className={styles.resultTitle}>
          {t('result.confirming')}
        </h1>
        <p className={styles.note}>{t('result.confirmingText')}</p>
        <p role="status" className={styles.note}>
          {stopped ? t('result.stopped') : ''}
        </p>
      </section>
      <ResultDetails
        rows={[
          [t('result.orderNumber'), result?.orderId ?? orderId],
          [t('result.createTime'), result?.createTime ?? null],
          [t('result.method'), result?.payName ?? null],
          [t('result.amount'), result ? formatMoney(result.symbol, result.paymentAmount) : null],
        ]}
      />
      <button
        type="button"
        className={`${styles.primary} ${styles.checkAgain}`}
        disabled={checking}
        aria-busy={checking}
        onClick={onCheckAgain}
      >
        {checking ? t('result.checkingAgain') : t('result.checkAgain')}
      </button>
      <ResultActions />
    </>
  );
}
