// Renders the toasts of lib/toast-store: server messages as is, i18n keys translated.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, getToasts, subscribeToasts } from '../lib/toast-store';
import styles from './toaster.module.css';

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className={styles.region} aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`${styles.toast} ${styles[toast.kind] ?? ''}`}
        >
          <span>{toast.message ?? (toast.messageKey ? t(toast.messageKey as never) : '')}</span>
          <button
            type="button"
            className={styles.close}
            aria-label={t('close')}
            onClick={() => {
              dismissToast(toast.id);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
