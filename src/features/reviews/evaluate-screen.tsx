// Evaluate?orderId=.. (seed 001 sections 2, 3 and 5): the ordered item, a star rating (1-5,
// default 5), the option picker (quick options sent as `tags`), the review text (max 200
// after trimming, with a live counter of the trimmed text; an empty box is sent as 'good！'),
// an anonymous checkbox, then EvaluateSuccess. Failures of the post follow the
// shared catalogue (401 login, 801 not-found, 500 toast): the form stays as typed.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAddReview, useGetReviewOrderDetail } from '../../api/generated/reviews/reviews';
import type { ReviewOrderSummary } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { DocumentHead } from '../../components/document-head';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { FieldShell } from '../../components/form/field-shell';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/money';
import { useLocale } from '../../lib/use-locale';
import formStyles from '../../components/form/form.module.css';
import {
  REVIEW_CONTENT_MAX,
  REVIEW_FORM_DEFAULTS,
  reviewFormSchema,
  reviewLength,
  type ReviewFormValues,
} from './review-form-rules';
import { ReviewOptions } from './review-options';
import { StarRating } from './star-rating';
import styles from './reviews.module.css';

export function EvaluateScreen({ orderId }: { orderId: string }) {
  const { t } = useTranslation('reviews');
  const lang = useLocale();
  const order = useGetReviewOrderDetail(orderId, { query: { select: okData } });
  return (
    <main className={styles.page}>
      <DocumentHead title={t('evaluate.title')} />
      <PageHeader
        title={t('evaluate.title')}
        back={{ to: paths.myAssessment.getHref(lang), label: t('back'), throughHistory: true }}
      />
      {order.isPending && <BlockLoading height={96} />}
      {order.isError && (
        <BlockError message={t('loadFailed')} onRetry={() => void order.refetch()} />
      )}
      {order.data && <OrderSummary order={order.data} />}
      {order.data?.evaluateStatus === 1 ? (
        <p className={styles.notice}>
          {t('evaluate.alreadyReviewed')}{' '}
          <Link to={paths.evaluateDetail.getHref(lang, { orderId })}>
            {t('evaluate.viewReview')}
          </Link>
        </p>
      ) : (
        order.data && <ReviewForm orderId={orderId} />
      )}
    </main>
  );
}

function OrderSummary({ order }: { order: ReviewOrderSummary }) {
  const { t } = useTranslation('reviews');
  return (
    <section className={styles.orderCard} aria-label={order.spuName}>
      <img src={order.pic} alt="" width={64} height={64} className={styles.orderImage} />
      <div className={styles.orderText}>
        <p className={styles.orderName}>{order.spuName}</p>
        <p className={styles.muted}>{order.attrvalue}</p>
        <p className={styles.muted}>
          {t('evaluate.quantity', { num: order.num })} ·{' '}
          {t('evaluate.amount', { amount: formatMoney(order.symbol, order.paymentAmount) })}
        </p>
        <p className={styles.muted}>{t('evaluate.orderNumber', { orderId: order.orderId })}</p>
        <p className={styles.muted}>{t('evaluate.orderTime', { time: order.createTime })}</p>
      </div>
    </section>
  );
}

function ReviewForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('reviews');
  const lang = useLocale();
  const navigate = useNavigate();
  const anonymousId = useId();
  const form = useSchemaForm(reviewFormSchema(orderId), REVIEW_FORM_DEFAULTS);
  const post = useAddReview();
  const content = form.watch('content');

  const submit = useFormSubmit(
    form,
    async (review) => {
      try {
        okData(await post.mutateAsync({ data: review }));
      } catch {
        // 401, 801 and 500 (toast): the shared client has acted; the form stays as typed.
        return;
      }
      void navigate(paths.evaluateSuccess.getHref(lang), { replace: true });
    },
    post.isPending,
  );

  return (
    <Form form={form} submit={submit} aria-label={t('evaluate.title')} className={styles.form}>
      <StarRating name="score" />
      <ReviewOptions />
      <FieldShell
        name="content"
        label={t('form.content')}
        hint={t('form.counter', { count: reviewLength(content), max: REVIEW_CONTENT_MAX })}
        control={({ onChange, ref, ...props }) => (
          // No maxlength: the limit counts the trimmed text, which the counter shows.
          <textarea
            {...props}
            ref={ref}
            rows={5}
            placeholder={t('form.placeholder')}
            className={`${formStyles.input} ${formStyles.textArea}`}
            onChange={(event) => {
              onChange(event.target.value);
            }}
          />
        )}
      />
      <div className={styles.checkboxRow}>
        <input
          id={anonymousId}
          type="checkbox"
          className={styles.checkbox}
          {...form.register('anonymous' satisfies keyof ReviewFormValues)}
        />
        <label htmlFor={anonymousId}>{t('form.anonymous')}</label>
      </div>
      <SubmitButton
        pending={post.isPending}
        label={t('evaluate.submit')}
        busyLabel={t('evaluate.submitting')}
      />
    </Form>
  );
}
