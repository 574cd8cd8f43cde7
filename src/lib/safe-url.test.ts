import { describe, expect, it } from 'vitest';
import { checkUrl } from './safe-url';

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
