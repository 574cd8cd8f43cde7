// @vitest-environment-options {"url":"https://m.topuplive.example/en"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE,
  COOKIE_MAX_AGE_S,
  createCookieJar,
  readCookie,
  removeCookie,
  writeCookie,
} from './cookies';
import { yieldToMain } from './yield-to-main';

describe('cookies on a page served over https (issue 11 item 22)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are written Secure, for the whole site, SameSite=Lax', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    writeCookie(COOKIE.loginDate, '2026-11-28', COOKIE_MAX_AGE_S.token);
    writeCookie(COOKIE.language, 'en');
    expect(written).toHaveLength(2);
    for (const cookie of written) {
      expect(cookie).toMatch(/; Secure(;|$)/i);
      expect(cookie).toMatch(/; path=\//i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    }
    expect(readCookie(COOKIE.loginDate)).toBe('2026-11-28');
  });
});

/** A Cookie Store stand-in: the page's change reports, dispatched by the test. */
function cookieStore() {
  const target = new EventTarget();
  return {
    addEventListener: (type: 'change', listener: () => void) => {
      target.addEventListener(type, listener);
    },
    report: () => target.dispatchEvent(new Event('change')),
  };
}

/** Counts the reads of document.cookie from now on. */
function countCookieReads() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  return vi
    .spyOn(document, 'cookie', 'get')
    .mockImplementation(() => descriptor?.get?.call(document) as string);
}

describe('the cookie jar where the browser reports cookie changes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = 'other=; max-age=0; path=/';
  });

  it('is read once and again only once a change is reported (another tab, a server)', async () => {
    const store = cookieStore();
    const jar = createCookieJar(store);
    document.cookie = 'other=1; path=/';
    const reads = countCookieReads();
    expect(jar.get().other).toBe('1');
    const readsForOneJar = reads.mock.calls.length;
    expect(readsForOneJar).toBeGreaterThan(0);
    document.cookie = 'other=2; path=/';
    await yieldToMain();
    expect(jar.get().other).toBe('1');
    expect(reads).toHaveBeenCalledTimes(readsForOneJar);
    store.report();
    expect(jar.get().other).toBe('2');
    expect(reads).toHaveBeenCalledTimes(2 * readsForOneJar);
  });

  it('is read again once the page has been hidden or shown', () => {
    const jar = createCookieJar(cookieStore());
    document.cookie = 'other=1; path=/';
    expect(jar.get().other).toBe('1');
    document.cookie = 'other=2; path=/';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(jar.get().other).toBe('2');
  });

  it('is read afresh in each task where changes are not reported', async () => {
    const jar = createCookieJar(undefined);
    document.cookie = 'other=1; path=/';
    expect(jar.get().other).toBe('1');
    document.cookie = 'other=2; path=/';
    expect(jar.get().other).toBe('1');
    await yieldToMain();
    expect(jar.get().other).toBe('2');
  });
});

describe('writing a cookie', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('updates the jar held: the next read of it asks the browser nothing', () => {
    expect(readCookie(COOKIE.equipment)).toBeUndefined();
    const reads = countCookieReads();
    writeCookie(COOKIE.equipment, 'device-1', COOKIE_MAX_AGE_S.equipment);
    expect(readCookie(COOKIE.equipment)).toBe('device-1');
    removeCookie(COOKIE.equipment);
    expect(readCookie(COOKIE.equipment)).toBeUndefined();
    expect(reads).not.toHaveBeenCalled();
  });
});
