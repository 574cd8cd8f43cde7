// ConfirmOrder (seed 001 section 2): the item (picture, name, type, quantity), the
// Information form, Discounts, Payment Methods (only when something is due), Billing Address
// (only when the chosen payment needs one and something is due), the price breakdown and
// Submit ('Creating order' while busy). The checkout data is asked for with itemId and num;
// the member's coupons for the item come from the coupon search (keyong, bukeyong).
import { useTranslation } from 'react-i18next';
import { useGetCheckoutDetails } from '../../api/generated/checkout/checkout';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { ConfirmOrderForm, type ConfirmOrderQuery } from './confirm-order-form';
import styles from './confirm-order.module.css';

export function ConfirmOrderScreen({ query }: { query: ConfirmOrderQuery }) {
  const { t } = useTranslation('checkout');
  const lang = useLocale();
  const details = useGetCheckoutDetails(
    { itemId: query.itemId, num: query.num },
    { query: { select: okData } },
  );
  return (
    <main className={styles.page}>
      <DocumentHead title={t('title')} />
      <PageHeader
        title={t('title')}
        back={{
          to: paths.goodsDetail.getHref(lang, { spuId: query.itemId }),
          label: t('back'),
          throughHistory: true,
        }}
      />
      {details.data ? (
        <ConfirmOrderForm key={`${query.itemId}-${query.num}`} data={details.data} query={query} />
      ) : details.isError ? (
        <BlockError message={t('loadFailed')} onRetry={() => void details.refetch()} />
      ) : (
        <BlockLoading height={360} />
      )}
    </main>
  );
}
