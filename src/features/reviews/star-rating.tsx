// The star rating of the post-review form: five radio buttons (one per score, 1 to 5), so
// the score can never leave the bounds and the arrow keys move it. Bound to the form's
// `score` field.
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../components/form/message';
import { REVIEW_SCORE_MAX, REVIEW_SCORE_MIN } from './review-form-rules';
import styles from './reviews.module.css';

const SCORES = Array.from(
  { length: REVIEW_SCORE_MAX - REVIEW_SCORE_MIN + 1 },
  (_, index) => REVIEW_SCORE_MIN + index,
);

export function StarRating({ name }: { name: string }) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const { field, fieldState } = useController<Record<string, number>>({ name });
  const errorText = useErrorText()(fieldState.error);
  return (
    <fieldset
      className={styles.rating}
      aria-describedby={errorText ? `${id}-error` : undefined}
      aria-invalid={errorText ? true : undefined}
    >
      <legend className={styles.ratingLegend}>{t('form.rating')}</legend>
      <div className={styles.stars}>
        {SCORES.map((score) => (
          <label key={score} className={styles.star} data-on={score <= field.value}>
            <input
              type="radio"
              className="visually-hidden"
              name={`${id}-score`}
              value={score}
              checked={field.value === score}
              onChange={() => {
                field.onChange(score);
              }}
              onBlur={field.onBlur}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('stars', { score })}</span>
          </label>
        ))}
      </div>
      {errorText ? (
        <p id={`${id}-error`} className={styles.error}>
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Read-only stars of a score (a review read back). */
export function Stars({ score }: { score: number }) {
  const { t } = useTranslation('reviews');
  const full = Math.max(0, Math.min(REVIEW_SCORE_MAX, Math.round(score)));
  return (
    <span className={styles.readStars} role="img" aria-label={t('stars', { score })}>
      {'★'.repeat(full)}
      <span className={styles.readStarsEmpty}>{'★'.repeat(REVIEW_SCORE_MAX - full)}</span>
    </span>
  );
}
