// The Class tab's document head: its own title, the store's description and keywords (tdk).
import { useTranslation } from 'react-i18next';
import { DocumentHead } from '../../components/document-head';
import { useStoreInit } from './use-catalog-data';

export function ClassHead() {
  const { t } = useTranslation(['home', 'common']);
  const tdk = useStoreInit().data?.tdk;
  return (
    <DocumentHead
      title={t('class.documentTitle', { store: t('common:appName') })}
      description={tdk?.description}
      keywords={tdk?.keywords}
    />
  );
}
