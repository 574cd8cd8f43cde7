import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareLocales, flattenKeys } from './i18n-keys';

describe('i18n key parity', () => {
  it('flattens nested keys', () => {
    expect([...flattenKeys({ a: { b: 'x', c: { d: 'y' } } }).keys()]).toEqual(['a.b', 'a.c.d']);
  });

  it('reports missing, extra and empty keys', () => {
    const problems = compareLocales('zh', {
      zh: { common: { a: '一', b: '二' } },
      en: { common: { a: 'one', c: 'three' } },
      'zh-hant': { common: { a: '', b: '二' } },
    });
    expect(problems).toEqual([
      'en/common: missing b',
      'en/common: extra c',
      'zh-hant/common: empty a',
    ]);
  });

  it('holds for the storefront locales', () => {
    const dir = join(__dirname, '../../src/i18n/resources');
    const all = Object.fromEntries(
      readdirSync(dir).map((locale) => [
        locale,
        Object.fromEntries(
          readdirSync(join(dir, locale)).map((f) => [
            f.replace(/\.json$/, ''),
            JSON.parse(readFileSync(join(dir, locale, f), 'utf8')) as unknown,
          ]),
        ),
      ]),
    );
    expect(Object.keys(all).sort()).toEqual(['en', 'zh', 'zh-hant']);
    expect(compareLocales('zh', all)).toEqual([]);
  });
});
