// An error report (issue 26 item 3): what broke, where (the route's name) and in which
// release, scrubbed of anything personal or secret (scrub.ts). At most a few per page, each
// kind once: an error in a loop does not flood the collector. Loaded only when an error
// happens on a page that has an ERROR_ENDPOINT (watch-errors.ts).
import { pageRelease } from '../../config/report-endpoints';
import { currentRouteName } from './route-name';
import { scrubStack, scrubText } from './scrub';
import { sendReport } from './send';

/** Reports one page sends at most. */
export const MAX_ERROR_REPORTS = 10;

export type ErrorSource = 'error' | 'rejection' | 'boundary';

export interface ErrorReport {
  type: 'error';
  release: string;
  route: string;
  source: ErrorSource;
  name: string;
  message: string;
  stack?: string;
}

const seen = new Set<string>();

export function describeError(error: unknown, source: ErrorSource): ErrorReport {
  const isError = error instanceof Error;
  const stack = isError ? scrubStack(error.stack) : undefined;
  return {
    type: 'error',
    release: pageRelease(),
    route: currentRouteName(),
    source,
    name: isError ? error.name : typeof error,
    // Only an Error's message or a plain string: an object thrown may hold anything.
    message: scrubText(isError ? error.message : typeof error === 'string' ? error : ''),
    ...(stack ? { stack } : {}),
  };
}

export function reportError(error: unknown, source: ErrorSource, endpoint: string): void {
  const report = describeError(error, source);
  const key = `${report.route}|${report.name}|${report.message}`;
  if (seen.has(key) || seen.size >= MAX_ERROR_REPORTS) return;
  seen.add(key);
  sendReport(endpoint, report);
}

/** Forgets what was sent (tests: each is a new page). */
export function forgetErrorReports(): void {
  seen.clear();
}
