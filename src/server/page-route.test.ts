// Which screen an address is on the server, and its status: the route table read as the
// browser's router reads it (the language segment, paths in any case, a query that fails its
// schema is the 404), and what the headers need to know (personal, in the app, payment).
import { describe, expect, it } from 'vitest';
import { routes, type RouteDefinition, type RouteKey } from '../config/routes';
import { hasSessionCookie, pageRoute } from './page-route';

function at(address: string) {
  const url = new URL(address, 'http://server.invalid');
  return pageRoute(url.pathname, url.searchParams);
}

const KEYS = Object.keys(routes) as RouteKey[];
const definition = (key: RouteKey): RouteDefinition => routes[key];

describe('pageRoute', () => {
  it.each([
    ['/', 'zh'],
    ['/zh', 'zh'],
    ['/en', 'en'],
    ['/zh-hant', 'zh-hant'],
    ['/en/', 'en'],
    ['/zh-hant/', 'zh-hant'],
  ])('answers Home at %s with 200 in %s', (address, locale) => {
    expect(at(address)).toMatchObject({ key: 'home', locale, status: 200 });
  });

  it('finds a screen with or without the language segment', () => {
    expect(at('/Search')).toMatchObject({ key: 'search', locale: 'zh', status: 200 });
    expect(at('/en/Search')).toMatchObject({ key: 'search', locale: 'en', status: 200 });
    expect(at('/en/Search/')).toMatchObject({ key: 'search', status: 200 });
    expect(at('/zh-hant/Tabs/Order')).toMatchObject({ key: 'order', locale: 'zh-hant' });
  });

  it('answers 404 for an unknown path, in the language of the address', () => {
    expect(at('/en/NoSuchScreen')).toMatchObject({ key: undefined, locale: 'en', status: 404 });
    expect(at('/Tabs/Order/extra')).toMatchObject({ key: undefined, status: 404 });
  });

  it('answers 404 for an unknown first segment, as the browser does', () => {
    expect(at('/xx/Search')).toMatchObject({ key: undefined, locale: 'zh', status: 404 });
    expect(at('/xx')).toMatchObject({ key: undefined, status: 404 });
  });

  it("answers 404 for a query that fails the screen's schema, 200 for one that passes", () => {
    expect(at('/en/goodsDetail')).toMatchObject({ key: undefined, status: 404 });
    expect(at('/en/goodsDetail?memberNumber=42')).toMatchObject({ status: 404 });
    expect(at('/en/goodsDetail?spuId=abc')).toMatchObject({ status: 404 });
    expect(at('/en/goodsDetail?spuId=12')).toMatchObject({ key: 'goodsDetail', status: 200 });
    expect(at('/en/goodsDetail?categoryId=3')).toMatchObject({ key: 'goodsDetail', status: 200 });
    expect(at('/NewsDetail?articleId=0')).toMatchObject({ status: 404 });
    expect(at('/NewsDetail?articleId=5')).toMatchObject({ key: 'newsDetail', status: 200 });
  });

  it("matches paths in any case, as React Router's default does", () => {
    expect(at('/en/tabs/order')).toMatchObject({ key: 'order', status: 200 });
    expect(at('/SEARCH')).toMatchObject({ key: 'search', status: 200 });
    expect(at('/en/GOODSDETAIL?spuId=12')).toMatchObject({ key: 'goodsDetail', status: 200 });
  });

  it('answers 404 at the 404 page itself', () => {
    expect(at('/en/404')).toMatchObject({ key: 'notFound', status: 404 });
  });

  it('marks every signed-in screen personal, and the public ones not', () => {
    const signedIn = KEYS.filter((key) => definition(key).guard === 'signed-in');
    expect(signedIn).toContain('order');
    for (const key of signedIn) {
      expect(at(`/en/${definition(key).path}`), key).toMatchObject({
        personal: true,
        inApp: false,
      });
    }
    for (const address of ['/en', '/en/Tabs/Class', '/en/Search', '/en/goodsDetail?spuId=1']) {
      expect(at(address), address).toMatchObject({ personal: false, inApp: false });
    }
  });

  it('marks every app page in the app and personal', () => {
    const app = KEYS.filter((key) => definition(key).chrome === 'app');
    expect(app).toEqual(
      expect.arrayContaining(['appAirwallex', 'appFastPay', 'appGooglePay', 'appCardPayments']),
    );
    for (const key of app) {
      expect(at(`/en/${definition(key).path}`), key).toMatchObject({
        inApp: true,
        personal: true,
      });
    }
  });

  it('marks the card and wallet pages as taking payments, and no other', () => {
    const payment = KEYS.filter((key) => at(`/en/${definition(key).path}`).payment);
    expect(payment.sort()).toEqual(
      [
        'airwallex',
        'appAirwallex',
        'appApplePay',
        'appCardPayments',
        'appFastPay',
        'appGooglePay',
        'applePay',
        'cardPayment',
        'googlePay',
      ].sort(),
    );
    expect(
      at('/en/appAirwallex?intent_id=int_1&orderId=9&client_secret=cs_1&price=5'),
    ).toMatchObject({ key: 'appAirwallex', status: 200, payment: true, inApp: true });
  });
});

describe('hasSessionCookie', () => {
  it.each<[string | undefined, boolean]>([
    ['adbws_marker=tok', true],
    ['uuid=1; adbws_marker=tok; Language=en', true],
    ['uuid=1;adbws_marker=tok', true],
    [undefined, false],
    ['', false],
    ['uuid=1; Language=en', false],
    ['xadbws_marker=tok', false],
    ['adbws_marker_old=tok', false],
  ])('reads %j as %s', (header, expected) => {
    expect(hasSessionCookie(header)).toBe(expected);
  });
});
