import { describe, expect, it } from 'vitest';
import { COOKIE, readCookie, writeCookie } from './cookies';
import {
  appHref,
  forgetIntent,
  readIntendedProduct,
  readIntendedPurchase,
  readIntent,
  rememberProduct,
  rememberPurchase,
  rememberReturnTo,
} from './purchase-intent';

describe('purchase intent', () => {
  it('keeps the intended purchase and its product in QueryData and PuiomData', () => {
    rememberPurchase({ itemId: 10102, num: 3 }, { spuId: 10102, categoryId: 101 });
    expect(readIntendedPurchase()).toEqual({ itemId: 10102, num: 3 });
    expect(readIntendedProduct()).toEqual({ spuId: 10102, categoryId: 101 });
    forgetIntent();
    expect(readIntendedPurchase()).toBeUndefined();
    expect(readIntendedProduct()).toBeUndefined();
  });

  it('ignores cookies that are not what they should be', () => {
    writeCookie(COOKIE.queryData, 'not json');
    writeCookie(COOKIE.puiomData, '{"spuId":"x"}');
    expect(readIntendedPurchase()).toBeUndefined();
    expect(readIntendedProduct()).toBeUndefined();
  });
});

describe('one sign-in intent: the most recent wins', () => {
  it('a product (coupon claim) after a purchase replaces the purchase', () => {
    rememberPurchase({ itemId: 10103, num: 2 }, { spuId: 10103, categoryId: 101 });
    rememberProduct({ spuId: 10201, categoryId: 102 });
    expect(readIntent()).toEqual({ kind: 'product', product: { spuId: 10201, categoryId: 102 } });
    expect(readCookie(COOKIE.queryData)).toBeUndefined();
  });

  it('a purchase after a product replaces the product with its own', () => {
    rememberProduct({ spuId: 10201, categoryId: 102 });
    rememberPurchase({ itemId: 10103, num: 2 });
    expect(readIntent()).toEqual({ kind: 'purchase', purchase: { itemId: 10103, num: 2 } });
    expect(readCookie(COOKIE.puiomData)).toBeUndefined();
  });

  it('a page to return to replaces both, and either replaces it', () => {
    rememberPurchase({ itemId: 10103, num: 2 }, { spuId: 10103 });
    rememberReturnTo('/en/Tabs/ConfirmOrder?itemId=10103&num=2&couponsId=7');
    expect(readIntent()).toEqual({
      kind: 'page',
      href: '/en/Tabs/ConfirmOrder?itemId=10103&num=2&couponsId=7',
    });
    expect(readCookie(COOKIE.queryData)).toBeUndefined();
    expect(readCookie(COOKIE.puiomData)).toBeUndefined();
    rememberProduct({ spuId: 10201 });
    expect(readIntent()).toEqual({ kind: 'product', product: { spuId: 10201 } });
    expect(readCookie(COOKIE.returnTo)).toBeUndefined();
  });

  it('forgetIntent clears the whole slot', () => {
    rememberReturnTo('/en/Order');
    forgetIntent();
    expect(readIntent()).toBeUndefined();
  });
});

describe('appHref: only pages of this app are returned to', () => {
  it.each([
    ['/en/Order', '/en/Order'],
    ['/en/Tabs/ConfirmOrder?itemId=1&num=2#x', '/en/Tabs/ConfirmOrder?itemId=1&num=2#x'],
    ['/en/./Order', '/en/Order'],
  ])('keeps %s', (raw, href) => {
    expect(appHref(raw)).toBe(href);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    '/.//evil.example/x',
    '/%2e//evil.example/x',
    '/./\\evil.example/x',
    'javascript:alert(1)',
    'en/Order',
    '',
  ])('refuses %s', (raw) => {
    expect(appHref(raw)).toBeUndefined();
    rememberReturnTo(raw);
    expect(readCookie(COOKIE.returnTo)).toBeUndefined();
  });

  it('does not follow a planted ReturnTo cookie off the site', () => {
    writeCookie(COOKIE.returnTo, '//evil.example/x');
    expect(readIntent()).toBeUndefined();
  });
});
