// What a request's address looks like in the logs: secret query values replaced, the rest kept.
import { describe, expect, it } from 'vitest';
import { loggableUrl } from './logging';

describe('loggableUrl', () => {
  it.each(['newstoken_app', 'client_secret', 'password', 'code', 'token'])(
    'redacts the value of %s',
    (name) => {
      const logged = loggableUrl(`/en/appAirwallex?intent_id=int_1&${name}=SECRET-1&price=9`);
      expect(logged).not.toContain('SECRET-1');
      expect(new URLSearchParams(logged.split('?')[1]).get(name)).toBe('[redacted]');
    },
  );

  it('keeps the path and the other parameters as they were', () => {
    expect(loggableUrl('/en/goodsDetail?spuId=12&memberNumber=abc')).toBe(
      '/en/goodsDetail?spuId=12&memberNumber=abc',
    );
    const logged = loggableUrl('/Tabs/Pop-up?orderId=7&token=SECRET-2&token=SECRET-3');
    expect(logged).not.toMatch(/SECRET/);
    expect(new URLSearchParams(logged.split('?')[1]).get('orderId')).toBe('7');
  });

  it('leaves an address without a query alone', () => {
    expect(loggableUrl('/zh-hant/Search')).toBe('/zh-hant/Search');
  });
});
