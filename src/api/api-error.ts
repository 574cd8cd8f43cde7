// The one error type every failed call becomes, so query and mutation error states can
// tell a business code from a network failure.

export type ApiErrorKind =
  /** The server answered with the envelope and a code other than 200 (or a captcha repCode other than '0000'). */
  | 'business'
  /** The server rejected the request at HTTP level (problem+json, or a non-2xx status). */
  | 'http'
  /** The request never got an answer (offline, DNS, connection refused). */
  | 'network'
  /** No answer within the 40 s timeout. */
  | 'timeout'
  /** An answer that is not JSON or not an envelope. */
  | 'invalid-response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The business code (number), the captcha repCode (string) or the HTTP status. */
  code?: number | string;
  msg?: string;
  data?: unknown;
  status?: number;
  url: string;
  method: string;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | string | undefined;
  readonly msg: string;
  readonly data: unknown;
  readonly status: number | undefined;
  readonly url: string;
  readonly method: string;

  constructor(init: ApiErrorInit) {
    super(
      `${init.method} ${init.url} failed (${init.kind}${init.code === undefined ? '' : ` ${init.code}`})${init.msg ? `: ${init.msg}` : ''}`,
    );
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.msg = init.msg ?? '';
    this.data = init.data;
    this.status = init.status;
    this.url = init.url;
    this.method = init.method;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the error is a business reply with this code (`isBusinessCode(e, 10001)`). */
export function isBusinessCode(error: unknown, code: number | string): error is ApiError {
  return isApiError(error) && error.kind === 'business' && String(error.code) === String(code);
}
