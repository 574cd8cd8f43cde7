// EvaluateDetail?orderId=.. (seed 001 sections 2 and 3): the shopper's review of an order
// read back (name, score, msg, creatTime, and the options picked on Evaluate's option
// picker when there are any), opened by 'View review'. An order without a
// review yet (data null) offers Rate Now. 401 and 801 follow the shared catalogue.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetReviewByOrder } from '../../api/generated/reviews/reviews';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { Stars } from './star-rating';
import styles from './reviews.module.css';

export function EvaluateDetailScreen({ orderId }: { orderId: string }) {
  const { t } = useTranslation('reviews');
  const lang = useLocale();
  const review = useGetReviewByOrder({ orderId }, { query: { select: okData } });
  const data = review.data;
  return (
    <main className={styles.page}>
      <DocumentHead title={t('detail.title')} />
      <PageHeader
        title={t('detail.title')}
        back={{ to: paths.myAssessment.getHref(lang), label: t('back'), throughHistory: true }}
      />
      {review.isPending && <BlockLoading height={120} />}
      {review.isError && (
        <BlockError message={t('loadFailed')} onRetry={() => void review.refetch()} />
      )}
      {data === null && (
        <p className={styles.notice}>
          {t('detail.none')}{' '}
          <Link to={paths.evaluate.getHref(lang, { orderId })}>{t('detail.rateNow')}</Link>
        </p>
      )}
      {data && (
        <dl className={styles.readback}>
          <dt>{t('detail.reviewer')}</dt>
          <dd>{data.name}</dd>
          <dt>{t('detail.score')}</dt>
          <dd>
            <Stars score={data.score} />
          </dd>
          {data.tags && data.tags.length > 0 && (
            <>
              <dt>{t('detail.options')}</dt>
              <dd>
                <ul className={styles.tagList}>
                  {data.tags.map((tag) => (
                    <li key={tag} className={styles.tag}>
                      {t(`form.tags.${tag}`)}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          <dt>{t('detail.content')}</dt>
          <dd className={styles.readbackText}>{data.msg}</dd>
          <dt>{t('detail.time')}</dt>
          <dd>
            <time>{data.creatTime}</time>
          </dd>
        </dl>
      )}
    </main>
  );
}
