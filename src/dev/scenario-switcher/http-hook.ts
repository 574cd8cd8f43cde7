// Development only: what the scenario switcher adds to each call of the HTTP client.
// main.tsx registers it (setRequestHook) behind import.meta.env.DEV with a dynamic import,
// so neither this module nor the switcher reaches the production bundle, and the client
// never imports src/dev.
import { findOperation } from '../../api/contract/operation-lookup';
import type { RequestHook } from '../../api/http-client';
import { getChoices, preferValue, recordCall } from './scenario-store';

/** The Prefer header that makes Prism answer with the chosen example or status. */
export function scenarioHeaders(method: string, url: string): Record<string, string> {
  const op = findOperation(method, url);
  const choice = op ? getChoices()[op.operationId] : undefined;
  return choice ? { Prefer: preferValue(choice) } : {};
}

function violationsOf(headers: Headers): string[] {
  const raw = headers.get('sl-violations');
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.map((v: unknown) => {
      const { location, message } = (v ?? {}) as { location?: unknown; message?: unknown };
      const where = Array.isArray(location) ? location.map(String).join('.') : '';
      return `${where}${where ? ': ' : ''}${typeof message === 'string' ? message : JSON.stringify(v)}`;
    });
  } catch {
    return [raw];
  }
}

/** Records that the current screen called an operation, with the status it got. */
export function recordResponse(
  method: string,
  url: string,
  status: number,
  headers: Headers,
): void {
  const op = findOperation(method, url);
  if (!op) return;
  recordCall({
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    screen: typeof window === 'undefined' ? '/' : window.location.pathname,
    status,
    violations: violationsOf(headers),
  });
}

/** The hook main.tsx registers with the HTTP client in development. */
export const scenarioRequestHook: RequestHook = {
  headers: scenarioHeaders,
  onResponse: recordResponse,
};
