// The order id and amount above a payment page's provider element (seed 001 section 2:
// "a drop-in plus a display of order id and amount").
import { useTranslation } from 'react-i18next';
import styles from './payment.module.css';

export function OrderSummary({
  orderId,
  amount,
}: {
  orderId?: string | undefined;
  amount?: string | undefined;
}) {
  const { t } = useTranslation('payment');
  if (!orderId && !amount) return null;
  return (
    <dl className={styles.summary}>
      {orderId && (
        <div>
          <dt>{t('order.orderId')}</dt>
          <dd>{orderId}</dd>
        </div>
      )}
      {amount && (
        <div>
          <dt>{t('order.amount')}</dt>
          <dd>{amount}</dd>
        </div>
      )}
    </dl>
  );
}
