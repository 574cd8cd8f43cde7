// What every state of the payment result shares (seed 001 section 2): its details list and
// its buttons, customer service and View orders.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { openSupportChat } from '../../lib/support-chat';
import { useLocale } from '../../lib/use-locale';
import styles from './payment.module.css';

export function ResultActions() {
  const { t } = useTranslation('payment');
  const lang = useLocale();
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => {
          openSupportChat(lang);
        }}
      >
        {t('result.customerService')}
      </button>
      <Link to={paths.order.getHref(lang)} className={styles.primary}>
        {t('result.viewOrders')}
      </Link>
    </div>
  );
}

/** The result's details: label and value per row, rows without a value left out. */
export function ResultDetails({ rows }: { rows: readonly (readonly [string, string | null])[] }) {
  const shown = rows.filter((row): row is readonly [string, string] => row[1] !== null);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.details}>
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
