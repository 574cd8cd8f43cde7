// Info tab: the message centre (seed 000 section 2; the route guard sends guests to login).
import { useTranslation } from 'react-i18next';
import { DocumentHead } from '../../components/document-head';
import { MessageCentre } from '../../features/messages/message-centre';

export function Component() {
  const { t } = useTranslation('messages');
  return (
    <>
      <DocumentHead title={t('centre.title')} />
      <MessageCentre />
    </>
  );
}
