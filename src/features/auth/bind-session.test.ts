import { describe, expect, it } from 'vitest';
import { COOKIE } from '../../lib/cookies';
import {
  BIND_LOGIN_TYPE,
  BIND_SESSION_COOKIE,
  clearBindSession,
  parseBindSession,
  readBindSession,
  toBindSession,
  writeBindSession,
} from './bind-session';

const SESSION = { email: 'alex.chen@example.com', bindType: 2, bizId: 'g-5f2c9a7e41b3' } as const;

/** Sets a cookie the way a server (encodeURIComponent) sets the bind session. */
function serverSets(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

describe('bind session cookie', () => {
  it('is google_huinca for google (the seed), line_huinca and apple_huinca otherwise (inferred)', () => {
    expect(BIND_SESSION_COOKIE).toEqual({
      google: 'google_huinca',
      line: 'line_huinca',
      apple: 'apple_huinca',
    });
    expect(COOKIE.googleBind).toBe('google_huinca');
  });

  it('maps the providers to loginType 0 Google, 1 Line, 2 Apple', () => {
    expect(BIND_LOGIN_TYPE).toEqual({ google: 0, line: 1, apple: 2 });
  });

  it('reads the JSON a server set, percent-encoded, from each provider’s cookie', () => {
    serverSets('google_huinca', JSON.stringify(SESSION));
    serverSets('line_huinca', JSON.stringify({ ...SESSION, bindType: 0, bizId: 'l-1' }));
    expect(readBindSession('google')).toEqual({ kind: 'ok', session: SESSION });
    expect(readBindSession('line')).toEqual({
      kind: 'ok',
      session: { ...SESSION, bindType: 0, bizId: 'l-1' },
    });
    expect(readBindSession('apple')).toEqual({ kind: 'missing' });
  });

  it('is missing without a cookie or with an empty one', () => {
    expect(parseBindSession(undefined)).toEqual({ kind: 'missing' });
    expect(parseBindSession('  ')).toEqual({ kind: 'missing' });
  });

  it.each([
    ['not JSON', 'email=alex'],
    ['not an object', '"alex"'],
    ['a bindType out of 0-3', JSON.stringify({ ...SESSION, bindType: 4 })],
    ['a bindType as text', JSON.stringify({ ...SESSION, bindType: '1' })],
    ['no bizId', JSON.stringify({ email: SESSION.email, bindType: 1 })],
    ['an empty bizId', JSON.stringify({ ...SESSION, bizId: ' ' })],
    ['an email that is not text', JSON.stringify({ ...SESSION, email: 42 })],
  ])('is broken with %s', (_, raw) => {
    expect(parseBindSession(raw)).toEqual({ kind: 'broken' });
  });

  it('takes a null, absent or empty email as "no email from the provider"', () => {
    for (const email of [null, undefined, '']) {
      expect(toBindSession({ email, bindType: 0, bizId: 'a-1' })).toEqual({
        email: null,
        bindType: 0,
        bizId: 'a-1',
      });
    }
  });

  it('is replaced by a write (reply 804) and removed by clear (a successful bind)', () => {
    serverSets('apple_huinca', JSON.stringify({ ...SESSION, bindType: 1 }));
    writeBindSession('apple', SESSION);
    expect(readBindSession('apple')).toEqual({ kind: 'ok', session: SESSION });
    clearBindSession('apple');
    expect(readBindSession('apple')).toEqual({ kind: 'missing' });
  });
});
