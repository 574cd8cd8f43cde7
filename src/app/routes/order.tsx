// Tabs/Order (seed 001 section 2, "Orders page"): the shopper's orders, signed in only.
import { useTranslation } from 'react-i18next';
import { DocumentHead } from '../../components/document-head';
import { OrderListScreen } from '../../features/orders/order-list-screen';

export function Component() {
  const { t } = useTranslation('orders');
  return (
    <main>
      <DocumentHead title={t('documentTitle')} />
      <h1 className="visually-hidden">{t('documentTitle')}</h1>
      <OrderListScreen />
    </main>
  );
}
