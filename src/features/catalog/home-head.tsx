// Home's document head: title, description and keywords from the store init tdk (seed 000
// section 3: "tdk (title, description, keywords)"), the app name until it arrives.
import { useTranslation } from 'react-i18next';
import { DocumentHead } from '../../components/document-head';
import { useStoreInit } from './use-catalog-data';

export function HomeHead() {
  const { t } = useTranslation();
  const tdk = useStoreInit().data?.tdk;
  return (
    <DocumentHead
      title={tdk?.title || t('appName')}
      description={tdk?.description}
      keywords={tdk?.keywords}
    />
  );
}
