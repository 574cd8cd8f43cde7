// The purchase-limit popup (seed 000 section 2 "Other"; seed 001 section 5): a modal with a
// title, the message and a close button. When its type is 'logins' or 'tuioncse', close goes
// to Home; otherwise it only closes. Shared by goodsDetail's Buy (precheck) and ConfirmOrder's
// Submit (create order), both on the purchase-limit reply (10010); its texts are in the
// `productLater` namespace, loaded when the popup first opens.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { Dialog } from '../dialog';
import styles from './purchase-limit-dialog.module.css';

/** The popup types whose close button goes to Home. */
export const LIMIT_TYPES_CLOSING_TO_HOME: readonly string[] = ['logins', 'tuioncse'];

export function limitCloseGoesHome(limitType: string | undefined): boolean {
  return limitType !== undefined && LIMIT_TYPES_CLOSING_TO_HOME.includes(limitType);
}

interface PurchaseLimitDialogProps {
  open: boolean;
  limitType: string | undefined;
  onClose: () => void;
}

export function PurchaseLimitDialog({ open, limitType, onClose }: PurchaseLimitDialogProps) {
  const { t } = useTranslation('productLater');
  const navigate = useNavigate();
  const lang = useLocale();
  const close = () => {
    onClose();
    if (limitCloseGoesHome(limitType)) void navigate(paths.home.getHref(lang));
  };
  return (
    <Dialog
      open={open}
      title={t('purchaseLimit.title')}
      onClose={close}
      // Close decides where the shopper goes, so it is the only way out.
      dismissible={false}
      actions={
        <button type="button" className={styles.close} onClick={close}>
          {t('purchaseLimit.close')}
        </button>
      }
    >
      <p className={styles.message}>{t('purchaseLimit.message')}</p>
    </Dialog>
  );
}
