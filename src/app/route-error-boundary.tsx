// The framework error page: 'This page could not be found' with status 404 for routes that
// fail validation, a forced reload for a failed chunk, and status + message otherwise
// (seed 000 section 8: errors normalise to a message and a statusCode, default 500). The
// message is translated, never an exception's own text. It renders inside the shell (the
// language layout, header and footer, with a way home); what a screen throws while
// rendering stops at the screen's boundary (screen-error-boundary.tsx).
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { DocumentHead } from '../components/document-head';
import { paths } from '../config/paths';
import { isChunkLoadError, pageLoad, reloadForChunkError } from '../lib/chunk-reload';
import { reportCaught } from '../lib/field-reports/watch-errors';
import { useLocale } from '../lib/use-locale';
import styles from './route-error-boundary.module.css';

/**
 * A part of the shell fetched when the error page shows: this boundary is in every page's
 * initial JavaScript, the site's header and footer are not (goodsDetail has its own header).
 * A chunk that cannot load leaves the part out; the page itself, with Retry, still shows.
 */
function shellPart(load: () => Promise<ComponentType>) {
  return lazy(async () => ({ default: await load().catch(() => () => null) }));
}
const loadChrome = () => import('../features/shell/site-chrome');
const SiteHeader = shellPart(async () => (await loadChrome()).SiteHeader);
const SiteFooter = shellPart(async () => (await loadChrome()).SiteFooter);

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  const lang = useLocale();
  const chunkError = isChunkLoadError(error);
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  // A layout's chunk that failed: a full load of the page being opened, once per 60 s.
  useEffect(() => {
    if (chunkError) reloadForChunkError(here);
  }, [chunkError, here]);
  // What broke goes to the deployment's collector (ERROR_ENDPOINT): not a chunk that failed to
  // load (the page reloads), nor a 4xx the router answered (a 404 is no defect).
  useEffect(() => {
    if (!chunkError && !(isRouteErrorResponse(error) && error.status < 500)) reportCaught(error);
  }, [chunkError, error]);

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? t('framework.notFound')
      : isRouteErrorResponse(error)
        ? error.statusText || t('framework.error')
        : t('framework.error');

  return (
    // The page shows once the header and footer are there, all at once.
    <Suspense fallback={null}>
      <DocumentHead title={message} />
      <SiteHeader />
      <main className={styles.page}>
        <h1 className={styles.status}>{status}</h1>
        <p className={styles.message}>{message}</p>
        {chunkError ? (
          <button
            type="button"
            className={styles.retry}
            onClick={() => {
              pageLoad.replace(here);
            }}
          >
            {t('screenError.retry')}
          </button>
        ) : null}
        <Link to={paths.home.getHref(lang)} className={styles.home}>
          {t('screenError.home')}
        </Link>
      </main>
      <SiteFooter />
    </Suspense>
  );
}
