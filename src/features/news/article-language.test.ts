import { describe, expect, it } from 'vitest';
import { articleLanguage } from './article-language';

describe('articleLanguage (NewsDetail language_app)', () => {
  it.each([
    [null, 'en', 'en'],
    ['zh-hant', 'en', 'zh-hant'],
    ['zh', 'en', 'zh'],
    ['en', 'zh', 'en'],
    [' ZH-Hant ', 'en', 'zh-hant'],
    ['zh-tw', 'en', 'en'],
    ['3', 'zh', 'zh'],
    ['', 'zh-hant', 'zh-hant'],
  ] as const)('language_app %j on a %s route asks in %s', (languageApp, route, expected) => {
    expect(articleLanguage(languageApp, route)).toBe(expected);
  });
});
