// The bind session of the google, line and apple binding screens (seed 000 section 3: "Bind
// session (cookie set before the bind screen; named google_huinca for google): email,
// bindType, bizId"). The return from the provider sets it; a binding reply 804 replaces it.
//
// Encoding (decided here, the seed does not show it): the cookie holds the JSON text
// {"email": string | null, "bindType": 0-3, "bizId": string}, percent-encoded as js-cookie
// (and encodeURIComponent on a server) writes it. A value that is not such JSON is "broken".
import type { BindSession, LoginType } from '../../api/generated/model';
import { COOKIE, readCookie, removeCookie, writeCookie, type CookieName } from '../../lib/cookies';

export type BindProvider = 'google' | 'line' | 'apple';

export const BIND_PROVIDERS: readonly BindProvider[] = ['google', 'line', 'apple'];

/** Seed 000 section 4: "loginType 0 Google, 1 Line, 2 Apple". */
export const BIND_LOGIN_TYPE: Readonly<Record<BindProvider, LoginType>> = {
  google: 0,
  line: 1,
  apple: 2,
};

/** google_huinca is the seed's; line_huinca and apple_huinca are inferred (same form). */
export const BIND_SESSION_COOKIE: Readonly<Record<BindProvider, CookieName>> = {
  google: COOKIE.googleBind,
  line: COOKIE.lineBind,
  apple: COOKIE.appleBind,
};

export type BindSessionRead =
  { kind: 'ok'; session: BindSession } | { kind: 'missing' } | { kind: 'broken' };

const BIND_TYPES: readonly number[] = [0, 1, 2, 3];

/** True for {email: string | null, bindType: 0-3, bizId: non-empty string}. */
export function isBindSession(value: unknown): value is BindSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const emailOk = v.email === null || v.email === undefined || typeof v.email === 'string';
  return (
    emailOk &&
    typeof v.bindType === 'number' &&
    BIND_TYPES.includes(v.bindType) &&
    typeof v.bizId === 'string' &&
    v.bizId.trim() !== ''
  );
}

/** A bind session from a cookie's JSON or a reply 804's data; an empty email becomes null. */
export function toBindSession(value: unknown): BindSession | undefined {
  if (!isBindSession(value)) return undefined;
  const email = typeof value.email === 'string' && value.email.trim() !== '' ? value.email : null;
  return { email, bindType: value.bindType, bizId: value.bizId };
}

/** The session of a cookie value (already percent-decoded), or why there is none. */
export function parseBindSession(raw: string | undefined): BindSessionRead {
  if (raw === undefined || raw.trim() === '') return { kind: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'broken' };
  }
  const session = toBindSession(value);
  return session ? { kind: 'ok', session } : { kind: 'broken' };
}

export function readBindSession(provider: BindProvider): BindSessionRead {
  return parseBindSession(readCookie(BIND_SESSION_COOKIE[provider]));
}

/** Replaces the session (reply 804); a browser-session cookie, as the seed gives no lifetime. */
export function writeBindSession(provider: BindProvider, session: BindSession): void {
  writeCookie(
    BIND_SESSION_COOKIE[provider],
    JSON.stringify({ email: session.email, bindType: session.bindType, bizId: session.bizId }),
  );
}

/** The session is used once: a successful bind removes it. */
export function clearBindSession(provider: BindProvider): void {
  removeCookie(BIND_SESSION_COOKIE[provider]);
}
