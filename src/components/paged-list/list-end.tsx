// The end of a paged list (seed 000 section 4: "Lists load the next page when scrolled to
// the bottom ... otherwise 'No more' shows"). An IntersectionObserver watches this element
// with a 50 px margin (seed 001 section 4: "within 50 px of the bottom"): it asks for the
// next page when the end comes into view, and also at once when the list is shorter than
// the screen (the end is visible from the start), page after page until the screen is
// full or the last page is in. A failed page offers a retry (no automatic retry loop).
// Without IntersectionObserver (very old browsers) a "Load more" button does it.
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './list-end.module.css';

/** Seed 001 section 4: the next page loads "when scrolled within 50 px of the bottom". */
export const LIST_END_MARGIN_PX = 50;

/** What <ListEnd> needs of a paged list (usePagedList's result has it all). */
export interface ListEndState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  data?: { pages: readonly unknown[] } | undefined;
  fetchNextPage: () => Promise<unknown>;
}

interface ListEndProps {
  list: ListEndState;
  /** The screen's wording for a next page that failed to load. */
  failedText: string;
}

export function ListEnd({ list, failedText }: ListEndProps) {
  const { t } = useTranslation('common');
  const end = useRef<HTMLDivElement>(null);
  const load = useRef(list.fetchNextPage);
  useLayoutEffect(() => {
    load.current = list.fetchNextPage;
  });
  const { hasNextPage, isFetchingNextPage: loading, isFetchNextPageError: failed } = list;
  const loadedPages = list.data?.pages.length ?? 0;
  const waiting = hasNextPage && !loading && !failed;
  // No browser globals during a server render: null there (neither observer nor button).
  const observable = useSyncExternalStore(neverChanges, hasIntersectionObserver, () => null);

  // A new observer per loaded page: one that stays in view after a page arrived (a short
  // list) reports again at once and asks for the page after.
  useEffect(() => {
    const node = end.current;
    if (!node || !observable || !waiting) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load.current();
      },
      { rootMargin: `0px 0px ${LIST_END_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, [observable, waiting, loadedPages]);

  return (
    <div ref={end} className={styles.listEnd}>
      {loading && <p role="status">{t('list.loadingMore')}</p>}
      {failed && (
        <p role="alert">
          {failedText}{' '}
          <button type="button" className={styles.textButton} onClick={() => void load.current()}>
            {t('retry')}
          </button>
        </p>
      )}
      {waiting && observable === false && (
        <button type="button" className={styles.textButton} onClick={() => void load.current()}>
          {t('list.loadMore')}
        </button>
      )}
      {!hasNextPage && !loading && !failed && <p>{t('list.noMore')}</p>}
    </div>
  );
}

function neverChanges() {
  return () => {};
}

function hasIntersectionObserver(): boolean {
  return typeof IntersectionObserver !== 'undefined';
}
