// @vitest-environment-options {"url":"https://m.topuplive.example/en"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, COOKIE_MAX_AGE_S, readCookie, writeCookie } from './cookies';

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
    writeCookie(COOKIE.token, 'tok', COOKIE_MAX_AGE_S.token);
    writeCookie(COOKIE.language, 'en');
    expect(written).toHaveLength(2);
    for (const cookie of written) {
      expect(cookie).toMatch(/; Secure(;|$)/i);
      expect(cookie).toMatch(/; path=\//i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    }
    expect(readCookie(COOKIE.token)).toBe('tok');
  });
});
