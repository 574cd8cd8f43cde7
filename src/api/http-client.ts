// The one fetch client behind every generated hook (Orval's mutator): shared headers,
// the 40 s timeout, the envelope, and every failure turned into an ApiError.
//
// Every reply is checked against its operation's generated Zod schema, in production too:
// a success reply that breaks the contract (null where the contract has an array, say)
// fails the call as an 'invalid-response' ApiError, so the block that asked shows its error
// state instead of crashing on the data. The schemas load lazily (./contract), started
// with the request. In development the mismatch is also reported as `[contract] ...` on
// the console (tests that send a broken reply on purpose expect that report); a tolerated
// one (an unknown enum value inside a list item, ./contract/response-check.ts) passes, with
// a `console.warn` instead.
import { HTTP_TIMEOUT_MS } from '../config/timing';
import { ApiError, type ApiErrorKind } from './api-error';
import type { ResponseCheck } from './contract/response-check';
import { applySharedBehaviour, type BehaviourOptions } from './error-catalogue';
import { serverScope } from '../lib/server-scope';
import { sharedRequestHeaders } from './request-headers';

/** RequestInit plus the per-call behaviour options (pass them as a hook's `request`). */
export type RequestOptions = RequestInit & BehaviourOptions;

/** Orval reads this as the error type of every generated hook. */
export type ErrorType<_Error> = ApiError;

/** Success branch of an operation's response (the client only ever resolves with it). */
export type Ok<T> = Extract<T, { code: 200 }> | Extract<T, { repCode: '0000' }>;

function apiUrl(url: string): string {
  // A server rendering a page calls the API directly (API_ORIGIN), not through its own /api.
  const origin =
    serverScope()?.apiOrigin ??
    (typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin);
  return new URL(url, origin).toString();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readJson(response: Response): Promise<{ ok: true; body: unknown } | { ok: false }> {
  const text = await response.text();
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * What a caller outside the app's layers may add to every call: the development scenario
 * switcher (src/dev) registers one from main.tsx to pick Prism's reply and log calls.
 */
export interface RequestHook {
  headers(method: string, url: string): Record<string, string>;
  onResponse(method: string, url: string, status: number, headers: Headers): void;
}

let requestHook: RequestHook | undefined;

export function setRequestHook(hook: RequestHook | undefined): void {
  requestHook = hook;
}

/** What ends each call under way (endCallsUnderWay). */
const callsUnderWay = new Set<() => void>();

/**
 * Ends every call under way as its caller's cancellation would: its timeout timer cleared,
 * no toast, navigation or sign-out from it, its promise rejected with the abort. The unit
 * tests' set-up calls it after each test (tests/setup/unit.ts): a worker runs file after
 * file there (vitest.config.ts, isolate: false), and a request one test left waiting must not
 * time out inside a later one. In the app a page's calls end with the page: it never calls
 * this. Returns how many it ended.
 */
export function endCallsUnderWay(): number {
  const count = callsUnderWay.size;
  for (const end of callsUnderWay) end();
  callsUnderWay.clear();
  return count;
}

/** Starts loading the reply's check; a check that cannot load checks nothing. */
function startResponseCheck(method: string, url: string): Promise<ResponseCheck | undefined> {
  return import('./contract/response-check')
    .then(({ loadResponseCheck }) => loadResponseCheck(method, url))
    .catch(() => undefined);
}

export async function httpClient<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { handledCodes, silent, signal: callerSignal, headers, ...init } = options;
  const method = (init.method ?? 'GET').toUpperCase();
  const behaviour: BehaviourOptions = { handledCodes, silent };
  // Set by endCallsUnderWay: the call ends quietly.
  const ended = { value: false };

  const fail = (
    kind: ApiErrorKind,
    extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {},
  ) => {
    const error = new ApiError({ kind, url, method, ...extra });
    // A server rendering a page shows no toast and navigates nowhere: the failed block is not
    // sent with the page, and the browser's own call meets the failure and behaves as usual.
    if (!serverScope() && !ended.value) applySharedBehaviour(error, behaviour);
    return error;
  };

  const controller = new AbortController();
  // An object, not a let: the flag is set inside the timer callback.
  const timeout = { fired: false };
  const timer = setTimeout(() => {
    timeout.fired = true;
    controller.abort();
  }, HTTP_TIMEOUT_MS);
  const onCallerAbort = () => {
    controller.abort(callerSignal?.reason);
  };
  if (callerSignal?.aborted) onCallerAbort();
  callerSignal?.addEventListener('abort', onCallerAbort);
  const end = () => {
    ended.value = true;
    clearTimeout(timer);
    controller.abort();
  };
  callsUnderWay.add(end);
  try {
    return await exchange();
  } finally {
    callsUnderWay.delete(end);
  }

  /** The request and its reply: the call is under way until this settles. */
  async function exchange(): Promise<T> {
    const hook = requestHook;
    const responseCheck = startResponseCheck(method, url);
    let response: Response;
    try {
      response = await fetch(apiUrl(url), {
        ...init,
        method,
        headers: {
          Accept: 'application/json',
          ...sharedRequestHeaders(),
          ...hook?.headers(method, url),
          ...toRecord(headers),
        },
        signal: controller.signal,
      });
    } catch (cause) {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
      if (ended.value) throw cause;
      if (timeout.fired) throw fail('timeout');
      // A cancellation by the caller (TanStack Query unmounting) is not a failure.
      if (callerSignal?.aborted) throw cause;
      throw fail('network', { msg: cause instanceof Error ? cause.message : String(cause) });
    }

    let parsed: Awaited<ReturnType<typeof readJson>>;
    try {
      parsed = await readJson(response);
    } catch (cause) {
      if (ended.value) throw cause;
      if (timeout.fired) throw fail('timeout');
      if (callerSignal?.aborted) throw cause;
      throw fail('network', { msg: cause instanceof Error ? cause.message : String(cause) });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }

    const status = response.status;
    const contentType = response.headers.get('content-type') ?? '';
    hook?.onResponse(method, url, status, response.headers);

    if (contentType.includes('application/problem+json')) {
      const problem = parsed.ok && isRecord(parsed.body) ? parsed.body : {};
      const title = typeof problem.title === 'string' ? problem.title : response.statusText;
      const detail = typeof problem.detail === 'string' ? problem.detail : '';
      throw fail('http', {
        status,
        code: status,
        msg: detail ? `${title}: ${detail}` : title,
        data: problem,
      });
    }
    if (!parsed.ok) {
      throw fail(response.ok ? 'invalid-response' : 'http', {
        status,
        code: response.ok ? undefined : status,
      });
    }

    /** Fails the call when a success reply breaks the contract. */
    const checkContract = async (body: unknown, success: boolean) => {
      const problem = (await responseCheck)?.(body, success);
      if (!problem) return;
      if (import.meta.env.DEV) console[problem.level](`[contract] ${problem.description}`);
      if (problem.breaksContract) {
        throw fail('invalid-response', { status, msg: 'the reply does not match the contract' });
      }
    };

    const body = parsed.body;
    if (isRecord(body) && typeof body.repCode === 'string') {
      // The captcha calls' envelope {repCode, repMsg, repData}.
      const success = body.repCode === '0000';
      await checkContract(body, success);
      if (success) return body as T;
      throw fail('business', {
        status,
        code: body.repCode,
        msg: typeof body.repMsg === 'string' ? body.repMsg : '',
        data: body.repData,
      });
    }
    if (isRecord(body) && typeof body.code === 'number') {
      const success = body.code === 200;
      await checkContract(body, success && response.ok);
      if (success && response.ok) return body as T;
      throw fail('business', {
        status,
        code: body.code,
        msg: typeof body.msg === 'string' ? body.msg : '',
        data: body.data,
      });
    }
    throw fail(response.ok ? 'invalid-response' : 'http', {
      status,
      code: response.ok ? undefined : status,
    });
  }
}

function toRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return headers;
}

/**
 * The typed `data` of a successful reply. The client resolves only with the success
 * branch of an operation's response (failures throw ApiError), so this narrows the
 * generated `oneOf` type accordingly. Use it as a query's `select`.
 */
export function okData<T extends { data?: unknown }>(
  response: T,
): Ok<T> extends { data: infer D } ? D : never {
  return (response as unknown as { data: never }).data;
}
