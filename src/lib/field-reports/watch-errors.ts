// Errors reported to the deployment's collector (issue 26 item 3): uncaught errors,
// unhandled rejections and what the error boundaries catch. With no ERROR_ENDPOINT nothing
// listens and nothing loads; with one, the reporter (error-report.ts) loads only when an
// error happens, so the first screen pays for two listeners.
import { errorEndpoint } from '../../config/report-endpoints';
import type { ErrorSource } from './error-report';

function forward(error: unknown, source: ErrorSource): void {
  const endpoint = errorEndpoint();
  if (!endpoint) return;
  void import('./error-report').then(({ reportError }) => {
    reportError(error, source, endpoint);
  });
}

/** Listens for the page's uncaught errors and unhandled rejections (main.tsx, at start). */
export function watchErrors(): void {
  if (typeof window === 'undefined' || !errorEndpoint()) return;
  window.addEventListener('error', (event) => {
    // A script's error carries its Error; a resource that failed to load is no script error.
    if (event.error !== undefined || event.message) forward(event.error ?? event.message, 'error');
  });
  window.addEventListener('unhandledrejection', (event) => {
    forward(event.reason, 'rejection');
  });
}

/** What an error boundary caught (a screen's or the framework error page). */
export function reportCaught(error: unknown): void {
  forward(error, 'boundary');
}
