// While the product detail loads: a loading line, or the failure with a retry.
import { useTranslation } from 'react-i18next';
import styles from './product.module.css';

interface DetailLoadStateProps {
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

export function DetailLoadState({ isPending, isError, refetch }: DetailLoadStateProps) {
  const { t } = useTranslation(['product', 'common']);
  return (
    <>
      {isPending ? <p role="status">{t('common:loading')}</p> : null}
      {isError ? (
        <p role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
            {t('common:retry')}
          </button>
        </p>
      ) : null}
    </>
  );
}
