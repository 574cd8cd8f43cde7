// The latest review with the total and the score; the link opens the reviews list
// (Evaluation with categoryId). A product with no reviews says so instead.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductReviewSummary } from '../../api/generated/model';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import styles from './product.module.css';

function Stars({ score, label }: { score: number; label: string }) {
  const full = Math.round(score);
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {'★'.repeat(full)}
      <span className={styles.starsEmpty}>{'★'.repeat(Math.max(0, 5 - full))}</span>
    </span>
  );
}

export function ReviewSummary({
  summary,
  categoryId,
}: {
  summary: ProductReviewSummary;
  categoryId: number;
}) {
  const { t } = useTranslation('productLater');
  const lang = useLocale();
  const headingId = useId();
  const latest = summary.page.records[0];
  // No reviews yet: a score of 0.0 with grey stars would read as a bad product.
  if (summary.total === 0) {
    return (
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {t('reviews.heading')}
        </h2>
        <p className={styles.muted}>{t('reviews.none')}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {t('reviews.heading')}
        </h2>
        <Link className={styles.sectionLink} to={paths.evaluation.getHref(lang, { categoryId })}>
          {t('reviews.viewAll')}
        </Link>
      </div>
      <p className={styles.reviewTotals}>
        <span>{t('reviews.score', { score: summary.score.toFixed(1) })}</span>
        <Stars
          score={summary.score}
          label={t('reviews.stars', { score: summary.score.toFixed(1) })}
        />
        <span>{t('reviews.total', { total: summary.total })}</span>
      </p>
      {latest ? (
        <figure className={styles.review}>
          <blockquote className={styles.reviewText}>{latest.msg}</blockquote>
          <figcaption className={styles.reviewAuthor}>
            <span>{latest.name}</span>
            <Stars score={latest.score} label={t('reviews.stars', { score: latest.score })} />
          </figcaption>
        </figure>
      ) : (
        <p className={styles.muted}>{t('reviews.none')}</p>
      )}
    </section>
  );
}
