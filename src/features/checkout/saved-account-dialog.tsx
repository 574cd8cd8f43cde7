// The saved-account chooser of ConfirmOrder (voList): choosing an account fills the
// Information form's account field.
import { useTranslation } from 'react-i18next';
import type { SavedAccountOption } from '../../api/generated/model';
import { Dialog } from '../../components/dialog';
import styles from './confirm-order.module.css';

interface SavedAccountDialogProps {
  open: boolean;
  onClose: () => void;
  accounts: readonly SavedAccountOption[];
  onChoose: (account: SavedAccountOption) => void;
}

export function SavedAccountDialog({ open, onClose, accounts, onChoose }: SavedAccountDialogProps) {
  const { t } = useTranslation('checkout');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('info.savedAccountsTitle')}
      variant="sheet"
      actions={
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <ul className={styles.choiceList}>
        {accounts.map((account, index) => (
          <li key={account.id ?? index}>
            <button
              type="button"
              className={styles.choice}
              onClick={() => {
                onChoose(account);
              }}
            >
              <span>{account.memberNumber}</span>
              {account.memberNickName ? (
                <span className={styles.muted}>{account.memberNickName}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
