// salesPromotion: the promotion messages (seed 001 section 2; signed-in only).
import { useTranslation } from 'react-i18next';
import { DocumentHead } from '../../components/document-head';
import { SalesPromotions } from '../../features/messages/sales-promotions';

export function Component() {
  const { t } = useTranslation('messages');
  return (
    <>
      <DocumentHead title={t('promotions.title')} />
      <SalesPromotions />
    </>
  );
}
