// One HTTP call of the conformance check, with a per-call timeout and the run's overall
// deadline, and fetch failures explained in words (unreachable, TLS, timeout, ...).
import type { PlannedRequest } from './requests.ts';
import type { Reply } from './validate-reply.ts';

export type FailureKind = 'timeout' | 'total-timeout' | 'unreachable' | 'tls' | 'network';

export interface Failure {
  kind: FailureKind;
  message: string;
}

export type CallOutcome =
  | { ok: true; reply: Reply; durationMs: number }
  | { ok: false; failure: Failure; durationMs: number };

const TLS_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'EPROTO',
]);

function causeOf(error: unknown): { code?: string; message?: string } {
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (typeof cause !== 'object' || cause === null) return {};
  const { code, message } = cause as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

/** Explains a fetch failure (not a timeout) for someone who runs the backend. */
export function classifyFetchError(error: unknown, url: string): Failure {
  const { origin, protocol, host } = new URL(url);
  const { code, message } = causeOf(error);
  const detail = code ?? message ?? (error instanceof Error ? error.message : String(error));
  if (
    code &&
    (TLS_CODES.has(code) ||
      code.startsWith('ERR_SSL_') ||
      code.startsWith('ERR_TLS_') ||
      code.startsWith('CERT_'))
  ) {
    const wrongVersion = code === 'ERR_SSL_WRONG_VERSION_NUMBER' || code === 'EPROTO';
    return {
      kind: 'tls',
      message: wrongVersion
        ? `TLS handshake with ${host} failed (${code}): the server does not speak TLS on this port. Use http:// if the backend is plain HTTP.`
        : `The TLS certificate of ${host} is not trusted (${code}). For a test backend with its own CA, run with NODE_EXTRA_CA_CERTS=/path/to/ca.pem.`,
    };
  }
  if (code === 'ECONNREFUSED')
    return {
      kind: 'unreachable',
      message: `Cannot connect to ${origin}: connection refused. Is the backend running, and are the host and port in --target right?`,
    };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return {
      kind: 'unreachable',
      message: `Cannot resolve the host name ${host} (${code}). Check --target.`,
    };
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH')
    return { kind: 'unreachable', message: `No route to ${host} (${code}).` };
  if (message === 'bad port')
    return {
      kind: 'unreachable',
      message: `fetch refuses the port of ${origin} (a blocked port such as 9 or 6000). Use another port.`,
    };
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET')
    return {
      kind: 'network',
      message: `${host} closed the connection before a complete reply (${detail})${protocol === 'http:' ? '; is it an https:// endpoint?' : ''}.`,
    };
  return { kind: 'network', message: `The call to ${origin} failed: ${detail}.` };
}

export interface CallLimits {
  timeoutMs: number;
  /** performance.now() value after which the whole run is out of time. */
  deadline: number;
}

export async function send(request: PlannedRequest, limits: CallLimits): Promise<CallOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const controller = new AbortController();
  const fired: { which?: 'call' | 'total' } = {};
  const remaining = Math.max(0, limits.deadline - performance.now());
  const callTimer = setTimeout(() => {
    fired.which ??= 'call';
    controller.abort();
  }, limits.timeoutMs);
  const totalTimer = setTimeout(() => {
    fired.which ??= 'total';
    controller.abort();
  }, remaining);
  const timedOut = (): Failure =>
    fired.which === 'total'
      ? {
          kind: 'total-timeout',
          message: 'The run reached its total time limit (--total-timeout) during this call.',
        }
      : {
          kind: 'timeout',
          message: `No complete reply within ${limits.timeoutMs} ms (--timeout).`,
        };
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: controller.signal,
      redirect: 'manual',
    });
    const bodyText = await response.text();
    return {
      ok: true,
      reply: {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        bodyText,
      },
      durationMs: elapsed(),
    };
  } catch (error) {
    if (fired.which) return { ok: false, failure: timedOut(), durationMs: elapsed() };
    return { ok: false, failure: classifyFetchError(error, request.url), durationMs: elapsed() };
  } finally {
    clearTimeout(callTimer);
    clearTimeout(totalTimer);
  }
}

/**
 * Whether the target answers at all (any HTTP status counts). Connection-level failures
 * (refused, unknown host, TLS) are returned so the run can stop with one clear message
 * instead of one per operation; a slow target is not a reason to stop.
 */
export async function probe(target: URL, timeoutMs: number): Promise<Failure | undefined> {
  const outcome = await send(
    { method: 'GET', path: target.pathname, url: target.href, headers: { Accept: '*/*' } },
    { timeoutMs, deadline: performance.now() + timeoutMs + 1000 },
  );
  if (outcome.ok) return undefined;
  return outcome.failure.kind === 'unreachable' || outcome.failure.kind === 'tls'
    ? outcome.failure
    : undefined;
}
