import { describe, expect, it } from 'vitest';
import { checkUrl, type UrlPurpose } from './safe-url';

const allowed = { internal: true, hosts: ['accounts.google.com', 'support.topuplive.example'] };
const origin = 'https://m.topuplive.example';

describe('checkUrl', () => {
  it.each([
    [
      '/en/goodsDetail?spuId=10101&categoryId=101',
      { kind: 'internal', href: '/en/goodsDetail?spuId=10101&categoryId=101' },
    ],
    ['https://m.topuplive.example/zh/Registration', { kind: 'internal', href: '/zh/Registration' }],
    [
      'https://accounts.google.com/o/oauth2/v2/auth?x=1',
      { kind: 'external', href: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' },
    ],
    ['/en/./goodsDetail?spuId=1', { kind: 'internal', href: '/en/goodsDetail?spuId=1' }],
    ['/en/a/../Tabs/Info#top', { kind: 'internal', href: '/en/Tabs/Info#top' }],
    ['  /zh  ', { kind: 'internal', href: '/zh' }],
  ])('follows %s', (raw, expected) => {
    expect(checkUrl(raw, allowed, origin)).toEqual(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    [' JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['http://accounts.google.com/'],
    ['https://evil.example/'],
    ['https://accounts.google.com.evil.example/'],
    ['https://user:pass@accounts.google.com/'],
    ['not a url'],
    ['evil.example/x'],
    ['/.//evil.example/x'],
    ['/%2e//evil.example/x'],
    ['/%2E//evil.example/x'],
    ['/%2e%2e//evil.example/x'],
    ['/./\\evil.example/x'],
    ['/.\\/evil.example/x'],
    ['/\t/evil.example/x'],
    ['\\\\evil.example/x'],
    ['https://m.topuplive.example//evil.example/x'],
    [''],
    [null],
  ])('refuses %s', (raw) => {
    expect(checkUrl(raw, allowed, origin).kind).toBe('refused');
  });
});

describe('checkUrl per purpose', () => {
  const GOOGLE = 'https://accounts.google.com/o/oauth2/v2/auth?x=1';
  const LINE = 'https://access.line.me/oauth2/v2.1/authorize?x=1';
  const APPLE = 'https://appleid.apple.com/auth/authorize?x=1';
  const AIRWALLEX = 'https://checkout.airwallex.com/pay?x=1';
  const AIRWALLEX_DEMO = 'https://checkout-demo.airwallex.com/pay?x=1';
  const USEEPAY = 'https://pay.useepay.com/checkout?x=1';
  const SUPPORT = 'https://support.topuplive.example/chat?lang=en';
  const SOCIAL = 'https://www.facebook.com/topuplive';
  const INTERNAL = '/en/OrderDetail?orderId=1';

  const cases: [UrlPurpose, allowed: string[], refused: string[]][] = [
    [
      'google-login',
      [GOOGLE],
      [LINE, APPLE, AIRWALLEX, USEEPAY, SUPPORT, SOCIAL, INTERNAL, 'https://evil.example/'],
    ],
    ['line-login', [LINE], [GOOGLE, APPLE, AIRWALLEX, SUPPORT, INTERNAL]],
    ['apple-login', [APPLE], [GOOGLE, LINE, AIRWALLEX, SUPPORT, INTERNAL]],
    [
      'payment',
      [AIRWALLEX, AIRWALLEX_DEMO, USEEPAY, INTERNAL],
      [GOOGLE, LINE, APPLE, SUPPORT, SOCIAL],
    ],
    ['support', [SUPPORT], [GOOGLE, AIRWALLEX, SOCIAL, INTERNAL]],
    ['content', [INTERNAL, SOCIAL], [GOOGLE, LINE, APPLE, AIRWALLEX, USEEPAY]],
  ];

  it.each(cases)('%s follows only its own hosts', (purpose, allowedUrls, refusedUrls) => {
    for (const url of allowedUrls)
      expect(checkUrl(url, purpose, origin).kind, url).not.toBe('refused');
    for (const url of refusedUrls) expect(checkUrl(url, purpose, origin).kind, url).toBe('refused');
  });
});

describe('the payment allow-list in development and tests', () => {
  it.each([
    ['https://payments.example.com/gcash/checkout?ref=TL2026112000010', 'external'],
    ['/en/Tabs/Pop-up?orderId=TL2026112000010', 'internal'],
    ['http://checkout.airwallex.com/pay', 'refused'],
    ['javascript:alert(1)', 'refused'],
  ])("%s is %s (the contract examples' host is walkable)", (raw, kind) => {
    expect(checkUrl(raw, 'payment', origin).kind).toBe(kind);
  });
});
