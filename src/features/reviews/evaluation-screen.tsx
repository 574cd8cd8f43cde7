// Evaluation?categoryId=.. (seed 001 section 2: a product's reviews), reached from the
// review summary of goodsDetail: the total and the average score, then the reviews (name,
// stars, text clamped with expand, time) 10 a page, the next page at the list end.
import { useTranslation } from 'react-i18next';
import { getListReviewsInfiniteQueryOptions } from '../../api/generated/reviews/reviews';
import type { ReviewListResponse, ReviewReadback } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { ListEnd } from '../../components/paged-list/list-end';
import { usePagedList } from '../../components/paged-list/use-paged-list';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { hasMoreReviews, REVIEW_PAGE_SIZE, reviewKey } from './review-list-rules';
import { ReviewText } from './review-text';
import { Stars } from './star-rating';
import styles from './reviews.module.css';

export function EvaluationScreen({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('reviews');
  const lang = useLocale();
  const reviews = usePagedList({
    query: getListReviewsInfiniteQueryOptions({
      pageNum: 1,
      pageSize: REVIEW_PAGE_SIZE,
      categoryId,
    }),
    itemsOf: (page: ReviewListResponse) => okData(page).page.records,
    keyOf: reviewKey,
    hasMore: (pageNum, page) => hasMoreReviews(pageNum, okData(page).total),
  });
  const first = reviews.data?.pages[0];
  const summary = first ? okData(first) : undefined;

  return (
    <main className={styles.page}>
      <DocumentHead title={t('list.title')} />
      <PageHeader
        title={t('list.title')}
        back={{
          to: paths.home.getHref(lang),
          label: t('back'),
          throughHistory: true,
        }}
      />
      {reviews.isPending && <BlockLoading height={120} />}
      {reviews.isError && reviews.items.length === 0 && (
        <BlockError message={t('loadFailed')} onRetry={() => void reviews.refetch()} />
      )}
      {summary && (
        <p className={styles.reviewTotals}>
          {summary.score !== undefined && (
            <>
              <span>{t('list.score', { score: summary.score.toFixed(1) })}</span>
              <Stars score={summary.score} />
            </>
          )}
          <span>{t('list.total', { total: summary.total })}</span>
        </p>
      )}
      {summary?.total === 0 && <p className={styles.notice}>{t('list.empty')}</p>}
      {reviews.items.length > 0 && (
        <ul className={styles.reviewList}>
          {reviews.items.map((review) => (
            <li key={reviewKey(review)}>
              <Review review={review} />
            </li>
          ))}
        </ul>
      )}
      {reviews.data && <ListEnd list={reviews} failedText={t('list.moreFailed')} />}
    </main>
  );
}

function Review({ review }: { review: ReviewReadback }) {
  return (
    <article className={styles.review}>
      <header className={styles.reviewHead}>
        <span className={styles.orderName}>{review.name}</span>
        <Stars score={review.score} />
      </header>
      <ReviewText text={review.msg} />
      <time className={styles.muted}>{review.creatTime}</time>
    </article>
  );
}
