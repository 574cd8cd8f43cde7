import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { setCookieHeader } from './set-cookie';
import { parseCookieHeader } from './request-scope';

describe('setCookieHeader', () => {
  it('writes a cookie for the whole site, SameSite=Lax, Secure over https', () => {
    expect(setCookieHeader({ name: 'ReturnTo', value: '/en/Tabs/GoPay?orderId=O1' }, true)).toBe(
      `ReturnTo=${Cookies.converter.write('/en/Tabs/GoPay?orderId=O1', 'ReturnTo')}; Path=/; SameSite=Lax; Secure`,
    );
    expect(setCookieHeader({ name: 'uuid', value: 'u-1', maxAgeSeconds: 31_536_000 }, false)).toBe(
      'uuid=u-1; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('removes a cookie with an expiry in the past', () => {
    expect(setCookieHeader({ name: 'ReturnTo', value: undefined }, false)).toBe(
      'ReturnTo=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax',
    );
  });

  it('encodes a value so that the request parser reads it back unchanged', () => {
    const value = '{"spuId":1,"name":"PUBG; 60 UC"}';
    const header = setCookieHeader({ name: 'QueryData', value }, false);
    const pair = header.slice(0, header.indexOf('; Path'));
    expect(pair).not.toMatch(/[;,\s]/);
    expect(parseCookieHeader(pair)).toEqual({ QueryData: value });
  });
});

describe('parseCookieHeader', () => {
  it('reads each pair, the first of a repeated name, quotes removed, values decoded', () => {
    expect(parseCookieHeader('a=1; b="two"; a=3; c=%E4%B8%AD; d=%zz; =x; e')).toEqual({
      a: '1',
      b: 'two',
      c: '中',
      d: '%zz',
    });
    expect(parseCookieHeader(undefined)).toEqual({});
  });
});
