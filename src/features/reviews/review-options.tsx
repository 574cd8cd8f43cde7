// Evaluate's option picker (seed 001 section 2: "The post-review screen has a star rating and
// an option picker."): quick options the shopper may pick, none, some or all, each a toggle
// chip on a checkbox. Bound to the form's `tags` field; they are sent with the review as the
// contract's optional `tags` (an inferred field, see openapi/INFERRED.md).
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REVIEW_TAGS, type ReviewFormValues } from './review-form-rules';
import styles from './reviews.module.css';

export function ReviewOptions() {
  const { t } = useTranslation('reviews');
  const { register } = useFormContext<ReviewFormValues>();
  return (
    <fieldset className={styles.rating}>
      <legend className={styles.ratingLegend}>{t('form.options')}</legend>
      <div className={styles.options}>
        {REVIEW_TAGS.map((tag) => (
          <label key={tag} className={styles.option}>
            <input
              type="checkbox"
              value={tag}
              className={styles.optionInput}
              {...register('tags')}
            />
            <span>{t(`form.tags.${tag}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
