// Loading and error states of one data block, for every screen: a failed block (a failed
// call, or a reply that breaks the contract) shows its message and a retry button in
// place, and the rest of the page stays.
import { useTranslation } from 'react-i18next';
import styles from './block-state.module.css';

/** A placeholder of the block's size (no layout shift when the data arrives). */
export function BlockLoading({ height, className }: { height?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={className ?? styles.skeleton}
      style={height === undefined ? undefined : { minHeight: height }}
    >
      <span role="status" className="visually-hidden">
        {t('loading')}
      </span>
    </div>
  );
}

export function BlockError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error}>
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
