import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE, readCookie, writeCookie } from './cookies';
import { clearSession, getAccessToken, isAppContext } from './session';

describe('session', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('reads the token from adbws_marker, or from newstoken_app on app pages', () => {
    expect(getAccessToken()).toBeUndefined();
    writeCookie(COOKIE.token, 'cookie-token');
    expect(getAccessToken()).toBe('cookie-token');
    expect(isAppContext()).toBe(false);
    window.history.replaceState(null, '', '/en/appFastPay?newstoken_app=app-token');
    expect(getAccessToken()).toBe('app-token');
    expect(isAppContext()).toBe(true);
  });

  it('clears the session cookies but keeps the intended purchase and the locale', () => {
    for (const name of [
      COOKIE.token,
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
    expect(readCookie(COOKIE.token)).toBeUndefined();
    expect(readCookie(COOKIE.userInfo)).toBeUndefined();
    expect(readCookie(COOKIE.loginDate)).toBeUndefined();
    expect(readCookie(COOKIE.couponLength)).toBeUndefined();
    expect(readCookie(COOKIE.rookieCoupons)).toBeUndefined();
    expect(readCookie(COOKIE.queryData)).toBe('q');
    expect(readCookie(COOKIE.puiomData)).toBe('p');
    expect(readCookie(COOKIE.language)).toBe('en');
  });
});
