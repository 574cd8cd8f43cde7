import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, readCookie, writeCookie } from './cookies';
import { provideServerScope } from './server-scope';
import {
  adoptAppToken,
  clearSession,
  isAppContext,
  isSignedIn,
  serverAccessToken,
  withoutAppToken,
} from './session';

describe('session', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    clearSession();
  });

  it('is signed in by the flag beside the HttpOnly token, and holds no token', () => {
    expect(isSignedIn()).toBe(false);
    writeCookie(COOKIE.signedIn, '1');
    expect(isSignedIn()).toBe(true);
    // The page never has the token: the /api pass-through adds it (issue 25 item 5).
    expect(serverAccessToken()).toBeUndefined();
    expect(isAppContext()).toBe(false);
    writeCookie(COOKIE.appContext, '1');
    expect(isAppContext()).toBe(true);
  });

  it('on a server, is signed in by the request’s token cookie, and gives it for the calls', () => {
    const cookies: Record<string, string | undefined> = { [COOKIE.signedIn]: '1' };
    provideServerScope(() => ({
      url: new URL('http://shop.example/en/Tabs/Me'),
      apiOrigin: 'http://api.example',
      userAgent: '',
      cookies,
      writes: [],
    }));
    try {
      // The flag alone is not a session on a server: only the token is.
      expect(isSignedIn()).toBe(false);
      cookies[COOKIE.token] = 'tok-1';
      expect(isSignedIn()).toBe(true);
      expect(serverAccessToken()).toBe('tok-1');
    } finally {
      provideServerScope(() => undefined);
    }
  });

  it('clears the session cookies but keeps the intended purchase and the locale', () => {
    for (const name of [
      COOKIE.signedIn,
      COOKIE.appContext,
      COOKIE.userInfo,
      COOKIE.loginDate,
      COOKIE.couponLength,
      COOKIE.rookieCoupons,
    ]) {
      writeCookie(name, 'x');
    }
    writeCookie(COOKIE.queryData, 'q');
    writeCookie(COOKIE.puiomData, 'p');
    writeCookie(COOKIE.language, 'en');
    clearSession();
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
    expect(readCookie(COOKIE.appContext)).toBeUndefined();
    expect(readCookie(COOKIE.userInfo)).toBeUndefined();
    expect(readCookie(COOKIE.loginDate)).toBeUndefined();
    expect(readCookie(COOKIE.couponLength)).toBeUndefined();
    expect(readCookie(COOKIE.rookieCoupons)).toBeUndefined();
    expect(readCookie(COOKIE.queryData)).toBe('q');
    expect(readCookie(COOKIE.puiomData)).toBe('p');
    expect(readCookie(COOKIE.language)).toBe('en');
  });
});

describe('the app token (issue 11 item 22; exchanged by the server, issue 25 item 5)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    clearSession();
  });

  it('should it reach the page, leaves the address bar at once, unused and unstored', () => {
    window.history.replaceState(null, '', '/en/appFastPay?intent_id=i1&newstoken_app=app-token#x');
    const length = window.history.length;
    adoptAppToken();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/en/appFastPay?intent_id=i1#x',
    );
    expect(window.history.length).toBe(length);
    expect(document.cookie).not.toContain('app-token');
    for (const storage of [window.sessionStorage, window.localStorage]) {
      for (let index = 0; index < storage.length; index++) {
        expect(storage.getItem(storage.key(index) ?? '')).not.toContain('app-token');
      }
    }
    expect(isSignedIn()).toBe(false);
  });

  it('a page without the token keeps its address and history', () => {
    window.history.replaceState(null, '', '/en/goodsDetail?spuId=1');
    const replace = vi.spyOn(window.history, 'replaceState');
    adoptAppToken();
    expect(replace).not.toHaveBeenCalled();
    replace.mockRestore();
  });

  it.each([
    ['?newstoken_app=t', ''],
    ['?a=1&newstoken_app=t&b=2', '?a=1&b=2'],
    ['?spuId=1', '?spuId=1'],
    ['', ''],
  ])('withoutAppToken(%s) is %s', (search, expected) => {
    expect(withoutAppToken(search)).toBe(expected);
  });

  it('cookies of a page served over plain http are not Secure (they could not be read)', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    writeCookie(COOKIE.signedIn, '1');
    spy.mockRestore();
    expect(written[0]).not.toMatch(/secure/i);
    expect(readCookie(COOKIE.signedIn)).toBe('1');
  });
});
