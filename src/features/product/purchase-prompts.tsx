// The prompts of the buy rules (seed 000 section 2, seed 001 sections 4 and 8): the checkout
// precheck's server message, and the address/info prompt when the product config says no.
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import styles from './purchase.module.css';

interface PurchaseMessageDialogProps {
  open: boolean;
  /** The server's message, shown as is (a translated fallback when it is empty). */
  message: string;
  onClose: () => void;
}

export function PurchaseMessageDialog({ open, message, onClose }: PurchaseMessageDialogProps) {
  const { t } = useTranslation(['productLater', 'common']);
  return (
    <Dialog
      open={open}
      title={t('prompt.title')}
      onClose={onClose}
      actions={
        <button type="button" className={styles.primaryAction} onClick={onClose}>
          {t('prompt.ok')}
        </button>
      }
    >
      <p className={styles.dialogText}>{message || t('common:errors.unknown')}</p>
    </Dialog>
  );
}

interface PurchaseInfoDialogProps {
  open: boolean;
  onClose: () => void;
  onContactSupport: () => void;
}

export function PurchaseInfoDialog({ open, onClose, onContactSupport }: PurchaseInfoDialogProps) {
  const { t } = useTranslation('productLater');
  return (
    <Dialog
      open={open}
      title={t('infoPrompt.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={styles.secondaryAction} onClick={onContactSupport}>
            {t('infoPrompt.contact')}
          </button>
          <button type="button" className={styles.primaryAction} onClick={onClose}>
            {t('infoPrompt.ok')}
          </button>
        </>
      }
    >
      <p className={styles.dialogText}>{t('infoPrompt.message')}</p>
    </Dialog>
  );
}
