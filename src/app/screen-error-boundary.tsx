// The error boundary of one screen, inside its layout: what a screen throws while rendering
// replaces that screen only; the tab bar, the language and the support button stay. It shows
// a translated message, never the error's own text, a Retry that runs the route again with
// fresh data, and a way home. Loader errors (a guard's redirect, the 404 of a query that
// fails validation) never reach it: the router sends them to the framework error page. A
// screen chunk that failed to load forces a full load of this page (the one being opened),
// at most once per 60 s; within them this error state shows, and its Retry loads the page
// afresh (a browser keeps a failed module import failed until the page is loaded again).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router-dom';
import { DocumentHead } from '../components/document-head';
import { paths } from '../config/paths';
import { isChunkLoadError, pageLoad, reloadForChunkError } from '../lib/chunk-reload';
import { reportCaught } from '../lib/field-reports/watch-errors';
import { useLocale } from '../lib/use-locale';
import styles from './screen-error-boundary.module.css';

export function ScreenErrorBoundary() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  const { t } = useTranslation('shell');
  const lang = useLocale();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();

  const here = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (chunkError) reloadForChunkError(here);
  }, [chunkError, here]);
  // What broke goes to the deployment's collector (ERROR_ENDPOINT): not a chunk that failed to
  // load (the page reloads), nor a 4xx the router answered (a 404 is no defect).
  useEffect(() => {
    if (!chunkError && !(isRouteErrorResponse(error) && error.status < 500)) reportCaught(error);
  }, [chunkError, error]);

  const retry = () => {
    if (chunkError) {
      pageLoad.replace(here);
      return;
    }
    // The screen's data is fetched afresh when it mounts again: a broken reply in the cache
    // would otherwise fail it the same way. Navigating to the same address runs the route's
    // loader again and gives the screen a new start (a revalidation alone keeps the error
    // of a route without a loader).
    void queryClient.invalidateQueries({ refetchType: 'none' });
    void navigate(location, { replace: true });
  };
  return (
    <main className={styles.page}>
      <DocumentHead title={t('framework.error')} />
      <h1>{t('framework.error')}</h1>
      <p>{t('screenError.body')}</p>
      <p className={styles.actions}>
        <button
          type="button"
          className={styles.retry}
          onClick={retry}
          disabled={navigation.state !== 'idle'}
        >
          {t('screenError.retry')}
        </button>
        <Link to={paths.home.getHref(lang)}>{t('screenError.home')}</Link>
      </p>
    </main>
  );
}
