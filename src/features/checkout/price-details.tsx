// The price breakdown above Submit (seed 001 section 2): subtotal, coupon deduction, balance
// discount, fee and amount due. The balance discount shows only when a balance is used
// (more than 0): a "-$0.00" line tells nothing (the seed lists the five lines without saying
// when each shows; docs/storefront-choices.md).
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import type { PriceBreakdown } from './price-breakdown';
import styles from './confirm-order.module.css';

export function PriceDetails({ price, symbol }: { price: PriceBreakdown; symbol: string }) {
  const { t } = useTranslation('checkout');
  const rows = [
    ['subtotal', formatMoney(symbol, price.subtotal)],
    ['coupon', `-${formatMoney(symbol, price.coupon)}`],
    ...(price.balance > 0 ? [['balance', `-${formatMoney(symbol, price.balance)}`] as const] : []),
    ['fee', formatMoney(symbol, price.fee)],
  ] as const;
  return (
    <section className={styles.section} aria-labelledby="confirm-price">
      <h2 id="confirm-price" className={styles.sectionTitle}>
        {t('price.title')}
      </h2>
      <dl className={styles.breakdown}>
        {rows.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(`price.${key}`)}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
        <div className={styles.due}>
          <dt>{t('price.due')}</dt>
          <dd>{formatMoney(symbol, price.due)}</dd>
        </div>
      </dl>
    </section>
  );
}
