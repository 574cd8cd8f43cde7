// The end of a paged list: loads the next page when it scrolls into view (seed 000 section
// 4: "Lists load the next page when scrolled to the bottom"), says 'No more' when the last
// page is in, and offers a retry when a page failed (no automatic retry loop).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './messages.module.css';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  /** Changes when a page arrives, so a still-visible end asks again. */
  loadedPages: number;
  onLoadMore: () => void;
}

export function LoadMore({ hasMore, loading, failed, loadedPages, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation(['messages', 'common']);
  const end = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useLayoutEffect(() => {
    load.current = onLoadMore;
  });
  const observable = typeof IntersectionObserver !== 'undefined';
  const waiting = hasMore && !loading && !failed;

  useEffect(() => {
    const node = end.current;
    if (!node || !observable || !waiting) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, [observable, waiting, loadedPages]);

  return (
    <div ref={end} className={styles.listEnd}>
      {loading && <p role="status">{t('common:loading')}</p>}
      {failed && (
        <p role="alert">
          {t('list.moreFailed')}{' '}
          <button type="button" className={styles.textButton} onClick={onLoadMore}>
            {t('common:retry')}
          </button>
        </p>
      )}
      {waiting && !observable && (
        <button type="button" className={styles.textButton} onClick={onLoadMore}>
          {t('list.loadMore')}
        </button>
      )}
      {!hasMore && !loading && !failed && <p>{t('list.noMore')}</p>}
    </div>
  );
}
