// EvaluateSuccess (seed 001 section 2): the review-submitted screen after Evaluate, with the
// way on to the shopper's reviews (myAssessment) or Home.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import styles from './reviews.module.css';

export function EvaluateSuccessScreen() {
  const { t } = useTranslation('reviews');
  const lang = useLocale();
  return (
    <main className={styles.page}>
      <DocumentHead title={t('success.title')} />
      <PageHeader
        title={t('success.title')}
        back={{ to: paths.myAssessment.getHref(lang), label: t('back') }}
      />
      <section className={styles.success}>
        <p className={styles.successMark} aria-hidden="true">
          ✓
        </p>
        <p>{t('success.body')}</p>
        <Link className={styles.primaryLink} to={paths.myAssessment.getHref(lang)}>
          {t('success.myReviews')}
        </Link>
        <Link className={styles.secondaryLink} to={paths.home.getHref(lang)}>
          {t('success.home')}
        </Link>
      </section>
    </main>
  );
}
