import { describe, expect, it } from 'vitest';
import { detectBrowserType } from './browser-type';

describe('browser type', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      'Chrome',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0',
      'WeChat',
    ],
    ['Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Line/13.1.0', 'Line'],
    ['Mozilla/5.0 (Windows NT 10.0) Chrome/126.0 Safari/537.36 Edg/126.0', 'Edge'],
    ['Mozilla/5.0 (Android 14; Mobile; rv:126.0) Gecko/126.0 Firefox/126.0', 'Firefox'],
    ['curl/8.0', 'Other'],
  ])('%s -> %s', (ua, expected) => {
    expect(detectBrowserType(ua)).toBe(expected);
  });
});
