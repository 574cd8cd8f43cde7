import { describe, expect, it } from 'vitest';
import { localeFromPath, localizedPath, pathWithoutLocale } from './locales';

describe('locale paths', () => {
  it('reads the locale from the first segment, zh when it is omitted', () => {
    expect(localeFromPath('/en/Search')).toBe('en');
    expect(localeFromPath('/zh-hant')).toBe('zh-hant');
    expect(localeFromPath('/goodsDetail')).toBe('zh');
    expect(localeFromPath('/')).toBe('zh');
  });

  it('moves a page to another language, with or without the zh prefix', () => {
    expect(localizedPath('/en/goodsDetail', 'zh-hant')).toBe('/zh-hant/goodsDetail');
    expect(localizedPath('/goodsDetail', 'en')).toBe('/en/goodsDetail');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(pathWithoutLocale('/zh/Tabs/Order')).toBe('/Tabs/Order');
  });
});
