import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, readCookie, writeCookie } from './cookies';
import {
  adoptAppToken,
  clearSession,
  getAccessToken,
  isAppContext,
  withoutAppToken,
} from './session';

describe('session', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    clearSession();
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

describe('the app token (issue 11 item 22)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    clearSession();
  });

  it('leaves the address bar for the session at once, replacing the history entry', () => {
    window.history.replaceState(null, '', '/en/appFastPay?intent_id=i1&newstoken_app=app-token#x');
    const length = window.history.length;
    adoptAppToken();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/en/appFastPay?intent_id=i1#x',
    );
    expect(window.history.length).toBe(length);
    expect(getAccessToken()).toBe('app-token');
    expect(isAppContext()).toBe(true);
  });

  it('tells the server only that the tab holds an app token, never the token', () => {
    window.history.replaceState(null, '', '/en/appAirwallex?orderId=1&newstoken_app=app-token');
    adoptAppToken();
    expect(document.cookie).toContain('app_context=1');
    expect(document.cookie).not.toContain('app-token');
    clearSession();
    expect(document.cookie).not.toContain('app_context');
  });

  it('survives moving to other pages of the app, whose addresses do not carry it', () => {
    window.history.replaceState(null, '', '/en/appAirwallex?orderId=1&newstoken_app=app-token');
    adoptAppToken();
    window.history.pushState(null, '', '/en/Tabs/Me');
    expect(getAccessToken()).toBe('app-token');
    window.history.pushState(null, '', '/en/payments?orderId=1');
    expect(isAppContext()).toBe(true);
  });

  it('is dropped with the session (401, sign-out)', () => {
    window.history.replaceState(null, '', '/en/appFastPay?newstoken_app=app-token');
    adoptAppToken();
    clearSession();
    expect(getAccessToken()).toBeUndefined();
    expect(isAppContext()).toBe(false);
  });

  it('a page without the token keeps its address and history', () => {
    window.history.replaceState(null, '', '/en/goodsDetail?spuId=1');
    const replace = vi.spyOn(window.history, 'replaceState');
    adoptAppToken();
    expect(replace).not.toHaveBeenCalled();
    expect(isAppContext()).toBe(false);
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
    writeCookie(COOKIE.token, 'tok');
    spy.mockRestore();
    expect(written[0]).not.toMatch(/secure/i);
    expect(readCookie(COOKIE.token)).toBe('tok');
  });
});
