// The 404 page (seed 000 section 2): the page cannot be accessed, possible causes, and back
// to Home after 5 ticks of 1200 ms or on tap. The countdown shows the ticks left, not
// seconds: a tick is 1.2 s. Its variant (seed 001 section 2) adds the
// filing-record link when the deployment sets a record number (config/external-pages.ts).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DocumentHead } from '../../components/document-head';
import {
  filingRecord as configuredFilingRecord,
  type FilingRecord,
} from '../../config/external-pages';
import { paths } from '../../config/paths';
import { NOT_FOUND_TICK_MS, NOT_FOUND_TICKS } from '../../config/timing';
import { useCountdown } from '../../lib/use-countdown';
import { useLocale } from '../../lib/use-locale';
import styles from './not-found.module.css';

export function NotFoundRoute({
  filingRecord = configuredFilingRecord(),
}: {
  filingRecord?: FilingRecord;
}) {
  const { t } = useTranslation('pages');
  const lang = useLocale();
  const navigate = useNavigate();
  const ticksLeft = useCountdown(NOT_FOUND_TICKS, NOT_FOUND_TICK_MS);
  const home = paths.home.getHref(lang);

  useEffect(() => {
    if (ticksLeft === 0) void navigate(home, { replace: true });
  }, [ticksLeft, navigate, home]);

  return (
    <main className={styles.page}>
      <DocumentHead title={t('screens.notFound')} />
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p>{t('notFound.causesTitle')}</p>
      <ul className={styles.causes}>
        <li>{t('notFound.cause1')}</li>
        <li>{t('notFound.cause2')}</li>
        <li>{t('notFound.cause3')}</li>
      </ul>
      <p role="timer" aria-live="off">
        {t('notFound.countdown', { ticks: ticksLeft })}
      </p>
      <Link to={home} replace className={styles.home}>
        {t('notFound.backHome')}
      </Link>
      {filingRecord.number ? (
        <p className={styles.filing}>
          <a href={filingRecord.url} target="_blank" rel="noopener noreferrer">
            {t('notFound.filingRecord', { number: filingRecord.number })}
          </a>
        </p>
      ) : null}
    </main>
  );
}

/** The route module convention: the page with the deployment's filing record. */
export function Component() {
  return <NotFoundRoute />;
}
