// The popups of two order actions, fetched on the tap that opens them: Confirm receipt (it
// only closes; seed 001 section 4: "Receipt confirmation only closes the popup (no call
// shown).") and Request Shipment ("Expedite shipping opens support").
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { openSupportChat } from '../../lib/support-chat';
import { useLocale } from '../../lib/use-locale';
import styles from './orders.module.css';

export type ActionPopup = 'receipt' | 'expedite';

export function OrderActionPopup({
  popup,
  onClose: close,
}: {
  popup: ActionPopup;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const lang = useLocale();
  return (
    <>
      <Dialog
        open={popup === 'receipt'}
        onClose={close}
        title={t('receipt.title')}
        actions={
          <button type="button" className={styles.footerButton} onClick={close}>
            {t('receipt.ok')}
          </button>
        }
      >
        <p>{t('receipt.body')}</p>
      </Dialog>
      <Dialog
        open={popup === 'expedite'}
        onClose={close}
        title={t('expedite.title')}
        actions={
          <button
            type="button"
            className={styles.footerButton}
            onClick={() => {
              close();
              openSupportChat(lang);
            }}
          >
            {t('expedite.open')}
          </button>
        }
      >
        <p>{t('expedite.body')}</p>
      </Dialog>
    </>
  );
}
