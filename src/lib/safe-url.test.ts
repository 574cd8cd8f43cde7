import { describe, expect, it } from 'vitest';
import { checkPaymentUrl, checkUrl } from './safe-url';

const allowed = ['accounts.google.com', 'support.topuplive.example'];
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
    [''],
    [null],
  ])('refuses %s', (raw) => {
    expect(checkUrl(raw, allowed, origin).kind).toBe('refused');
  });
});

describe('checkPaymentUrl', () => {
  it.each([
    ['https://checkout.airwallex.com/pay?id=1', 'external'],
    ['https://payments.example.com/gcash/checkout?ref=TL2026112000010', 'external'],
    ['/en/Tabs/Pop-up?orderId=TL2026112000010', 'internal'],
    ['https://accounts.google.com/o/oauth2/v2/auth', 'refused'],
    ['http://checkout.airwallex.com/pay', 'refused'],
    ['javascript:alert(1)', 'refused'],
  ])('%s is %s', (raw, kind) => {
    expect(checkPaymentUrl(raw).kind).toBe(kind);
  });
});
