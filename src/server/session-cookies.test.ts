import { describe, expect, it } from 'vitest';
import { appTokenExchange, sessionToken, signOutCookies } from './session-cookies';

describe('the native app’s token exchanged for the session cookie', () => {
  it('leaves the address, the rest of the query kept, for HttpOnly cookies of the web view’s session', () => {
    const exchange = appTokenExchange(
      '/en/appAirwallex?intent_id=i1&newstoken_app=app.tok%2Fen&orderId=9',
      { https: false },
    );
    expect(exchange?.location).toBe('/en/appAirwallex?intent_id=i1&orderId=9');
    expect(exchange?.cookies).toEqual([
      'adbws_marker=app.tok%2Fen; Path=/; SameSite=Lax; HttpOnly',
      'signed_in=1; Path=/; SameSite=Lax',
      'app_context=1; Path=/; SameSite=Lax',
    ]);
    // No Max-Age: the seeds give the app's token no lifetime, the app brings a fresh one.
    for (const cookie of exchange?.cookies ?? []) expect(cookie).not.toMatch(/Max-Age|Expires/);
  });

  it('over https, partitioned and SameSite=None: the app’s parent page may frame it from its site', () => {
    const exchange = appTokenExchange('/zh/payments?newstoken_app=t1', { https: true });
    expect(exchange?.location).toBe('/zh/payments');
    expect(exchange?.cookies[0]).toBe(
      'adbws_marker=t1; Path=/; SameSite=None; Secure; Partitioned; HttpOnly',
    );
  });

  it('an empty token only leaves the address; an address without one is left alone', () => {
    expect(appTokenExchange('/en/appFastPay?newstoken_app=&price=5', { https: true })).toEqual({
      location: '/en/appFastPay?price=5',
      cookies: [],
    });
    expect(appTokenExchange('/en/goodsDetail?spuId=1', { https: true })).toBeUndefined();
  });
});

describe('the session cookie', () => {
  it('is read from a Cookie header', () => {
    expect(sessionToken('uuid=1; adbws_marker=tok%2B1; signed_in=1')).toBe('tok+1');
    expect(sessionToken('signed_in=1')).toBeUndefined();
    expect(sessionToken('adbws_marker=')).toBeUndefined();
    expect(sessionToken(undefined)).toBeUndefined();
  });

  it('is cleared with the flags, over https in both the site’s and the app’s partition', () => {
    expect(signOutCookies({ https: false })).toEqual([
      'adbws_marker=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax',
      'signed_in=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax',
      'app_context=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax',
    ]);
    const https = signOutCookies({ https: true });
    expect(https).toHaveLength(6);
    expect(https.filter((cookie) => cookie.endsWith('Partitioned'))).toHaveLength(3);
  });
});
