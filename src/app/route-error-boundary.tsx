// The framework error page: 'This page could not be found' with status 404 for routes that
// fail validation, a forced reload for a failed chunk, and status + message otherwise
// (seed 000 section 8: errors normalise to a message and a statusCode, default 500). The
// message is translated, never an exception's own text. What a screen throws while
// rendering stops at the screen's boundary (screen-error-boundary.tsx), inside the shell.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload';
import styles from './route-error-boundary.module.css';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) reloadForChunkError();
  }, [chunkError]);

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? t('framework.notFound')
      : isRouteErrorResponse(error)
        ? error.statusText || t('framework.error')
        : t('framework.error');

  return (
    <main className={styles.page}>
      <h1 className={styles.status}>{status}</h1>
      <p className={styles.message}>{message}</p>
    </main>
  );
}
