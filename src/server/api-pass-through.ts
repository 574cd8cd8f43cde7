// The /api pass-through (issue 25 item 5), one for the production server (app.ts) and the dev
// server (scripts/vite/api-pass-through-plugin.ts): the browser calls /api on the page's own
// origin and never holds the token; this adds `Authorization: Bearer` from the HttpOnly
// session cookie, so the backend sees the contract as before. It also
// - takes the token out of the sign-in replies into the session cookie (signInCookies), the
//   page getting WITHHELD_TOKEN in its place;
// - ends the session (signOutCookies) on a 401, by HTTP status or by the envelope's code
//   (seed 000 section 6), and on a successful logout;
// - refuses a call made with the session from another site (crossSiteRefusal);
// - answers 502 when the API cannot be reached, 504 when it does not answer within
//   HTTP_TIMEOUT_MS (what the browser waits), never holding a request longer.
import type { IncomingHttpHeaders } from 'node:http';
import { HTTP_TIMEOUT_MS } from '../config/timing';
import { sessionToken, signInCookies, signOutCookies } from './session-cookies';

/**
 * The operations whose success carries `data.access_token` (LoginToken in the contract:
 * login, register, third-party binding). tests/contract/session-paths.test.ts checks the list
 * against the contract.
 */
export const SIGN_IN_PATHS: readonly string[] = [
  '/api/language/token/login-c',
  '/api/auth/register',
  '/api/auth/authorize-login',
];

/** DELETE /api/auth/logout (seed 001 section 7). */
export const LOGOUT_PATH = '/api/auth/logout';

/**
 * What the page gets in a sign-in reply's access_token: the contract's field stays present
 * (the reply check wants a non-empty string), the token itself never reaches a script.
 */
export const WITHHELD_TOKEN = 'in-httponly-cookie';

/** Replies read whole to look at their envelope; a larger one passes through as it is. */
const ENVELOPE_LIMIT_BYTES = 2 * 1024 * 1024;

// Headers of one connection, not of the request (RFC 9110 section 7.6.1), and those the
// pass-through sets itself.
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'cookie',
  'accept-encoding',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
]);
// The reply's body is given decoded and whole: its encoding and length are the server's own.
const NOT_RETURNED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-encoding',
  'content-length',
]);

export interface ApiRequest {
  method: string;
  /** Path and query, as asked (/api/...). */
  url: string;
  headers: IncomingHttpHeaders;
  body?: Buffer | undefined;
  /** The page was served over https (the cookies' Secure attribute). */
  https: boolean;
  /** The shopper's address, for X-Forwarded-For. */
  clientIp?: string | undefined;
}

export interface ApiReply {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export interface PassThroughOptions {
  /** The backend's origin (API_ORIGIN; the dev server's Prism). */
  apiOrigin: string;
  /** How long the backend may take; HTTP_TIMEOUT_MS unless a test says otherwise. */
  timeoutMs?: number;
  /** Tests and the dev server's Node may pass their own fetch. */
  fetch?: typeof fetch;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function jsonReply(status: number, code: number, msg: string, cookies: string[] = []): ApiReply {
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...(cookies.length > 0 ? { 'set-cookie': cookies } : {}),
    },
    body: Buffer.from(JSON.stringify({ code, msg, data: null })),
  };
}

/**
 * Why a call made with the session cookie is refused, or undefined: cross-site request forgery
 * is stopped three ways, any one of which suffices. The browser says where the call comes from
 * (Sec-Fetch-Site, Origin): another site is refused. The storefront's calls carry its custom
 * headers (clientType, seed 001 section 7), which a form or a link on another site cannot
 * send and a script there can send only after a CORS preflight this server never grants.
 * And the cookie is SameSite (the app's partitioned one excepted): a call started on another
 * site does not carry it at all.
 */
export function crossSiteRefusal(request: ApiRequest): string | undefined {
  const site = header(request.headers, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return `sec-fetch-site ${site}`;
  const origin = header(request.headers, 'origin');
  if (origin !== undefined) {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    const host = header(request.headers, 'x-forwarded-host') ?? header(request.headers, 'host');
    if (originHost === undefined || originHost !== host) return 'origin of another site';
  }
  if (header(request.headers, 'clienttype') === undefined) return 'no clientType header';
  return undefined;
}

function forwardedHeaders(request: ApiRequest, token: string | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || NOT_FORWARDED.has(name) || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The session's token wins over whatever the request says; without a session, a caller's
  // own bearer (a backend engineer's curl) passes as it came.
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (request.clientIp) headers.set('x-forwarded-for', request.clientIp);
  const host = header(request.headers, 'host');
  if (host) headers.set('x-forwarded-host', host);
  headers.set('x-forwarded-proto', request.https ? 'https' : 'http');
  return headers;
}

export interface Envelope {
  code?: unknown;
  data?: unknown;
}

export function readEnvelope(body: Buffer, contentType: string | null): Envelope | undefined {
  if (!contentType?.includes('json') || body.length > ENVELOPE_LIMIT_BYTES) return undefined;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? parsed
      : undefined;
  } catch {
    return undefined; // Not JSON after all: the page's reply check says so.
  }
}

function signInToken(envelope: Envelope | undefined): string | undefined {
  if (envelope?.code !== 200) return undefined;
  const data = envelope.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const token = (data as { access_token?: unknown }).access_token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

export type SessionChange = { kind: 'sign-in'; token: string } | { kind: 'sign-out' };

/**
 * What a reply does to the session: a sign-in operation's success starts one; a 401 (by HTTP
 * status or by the envelope's code, seed 000 section 6) or a successful logout ends it.
 */
export function sessionChange(
  path: string,
  status: number,
  envelope: Envelope | undefined,
): SessionChange | undefined {
  const token = SIGN_IN_PATHS.includes(path) ? signInToken(envelope) : undefined;
  if (token !== undefined) return { kind: 'sign-in', token };
  if (status === 401 || envelope?.code === 401) return { kind: 'sign-out' };
  if (path === LOGOUT_PATH && envelope?.code === 200) return { kind: 'sign-out' };
  return undefined;
}

/** Passes one /api call to the backend and brings back its reply, the session kept here. */
export async function passToApi(
  request: ApiRequest,
  options: PassThroughOptions,
): Promise<ApiReply> {
  const token = sessionToken(header(request.headers, 'cookie'));
  if (token !== undefined) {
    const refusal = crossSiteRefusal(request);
    if (refusal !== undefined) return jsonReply(403, 403, `Refused: ${refusal}`);
  }
  const target = new URL(request.url, options.apiOrigin);
  const method = request.method.toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD' && request.body !== undefined;
  let answer: Response;
  let body: Buffer;
  try {
    answer = await (options.fetch ?? fetch)(target, {
      method,
      headers: forwardedHeaders(request, token),
      ...(hasBody ? { body: new Uint8Array(request.body as Buffer) } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS),
    });
    body = Buffer.from(await answer.arrayBuffer());
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return timedOut
      ? jsonReply(504, 504, 'The API did not answer in time')
      : jsonReply(502, 502, 'The API could not be reached');
  }

  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (!NOT_RETURNED.has(name) && name !== 'set-cookie') headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();

  const envelope = readEnvelope(body, answer.headers.get('content-type'));
  const change = sessionChange(target.pathname, answer.status, envelope);
  if (change?.kind === 'sign-in' && envelope) {
    cookies.push(...signInCookies(change.token, { https: request.https }));
    (envelope.data as { access_token: string }).access_token = WITHHELD_TOKEN;
    body = Buffer.from(JSON.stringify(envelope));
  } else if (change?.kind === 'sign-out') {
    cookies.push(...signOutCookies({ https: request.https }));
  }
  if (cookies.length > 0) {
    headers['set-cookie'] = cookies;
    headers['cache-control'] = 'no-store';
  }
  return { status: answer.status, headers, body };
}
