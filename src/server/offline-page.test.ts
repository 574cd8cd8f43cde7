import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { offlinePages } from './offline-page';

describe('offlinePages', () => {
  const pages = offlinePages();

  it.each([
    ['zh', 'zh-CN', '网络已断开', '重试'],
    ['en', 'en', 'You are offline', 'Try again'],
    ['zh-hant', 'zh-Hant', '網路已中斷', '重試'],
  ] as const)(
    '%s: in its language, with a link that reloads the address',
    (locale, lang, title, retry) => {
      const { html } = pages[locale];
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(`<a href="">${retry}</a>`);
    },
  );

  it('runs no script and its style matches the hash its CSP allows', () => {
    for (const { html, styleHash } of Object.values(pages)) {
      expect(html).not.toMatch(/<script|\son\w+=/i);
      const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
      expect(createHash('sha256').update(style).digest('base64')).toBe(styleHash);
    }
  });
});
