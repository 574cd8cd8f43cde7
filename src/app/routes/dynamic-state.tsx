// dynamicState: the order messages (seed 001 section 2; signed-in only).
import { useTranslation } from 'react-i18next';
import { DocumentHead } from '../../components/document-head';
import { OrderDynamics } from '../../features/messages/order-dynamics';

export function Component() {
  const { t } = useTranslation('messages');
  return (
    <>
      <DocumentHead title={t('orderDynamics.title')} />
      <OrderDynamics />
    </>
  );
}
