import { describe, expect, it } from 'vitest';
import {
  findCountry,
  findCountryByDialCode,
  foldForSearch,
  listCountries,
  searchCountries,
  splitInternationalNumber,
  type CountryOption,
} from './countries';

const dial = (list: readonly CountryOption[], code: string) => findCountry(list, code)?.dialCode;

describe('listCountries', () => {
  it('lists about 230 regions, each once, with a dial code', () => {
    const list = listCountries('en');
    expect(list.length).toBeGreaterThanOrEqual(220);
    expect(list.length).toBeLessThanOrEqual(260);
    expect(new Set(list.map((c) => c.value)).size).toBe(list.length);
    for (const country of list) {
      expect(country.value).toMatch(/^[A-Z]{2}$/);
      expect(country.dialCode).toMatch(/^\d{1,4}$/);
      expect(country.label).toBe(`${country.name} +${country.dialCode}`);
    }
  });

  it('has the seed examples: US +1, SG +65, MY +60, TW +886, HK +852, AU +61', () => {
    const list = listCountries('en');
    expect(dial(list, 'US')).toBe('1');
    expect(dial(list, 'SG')).toBe('65');
    expect(dial(list, 'MY')).toBe('60');
    expect(dial(list, 'TW')).toBe('886');
    expect(dial(list, 'HK')).toBe('852');
    expect(dial(list, 'AU')).toBe('61');
    expect(findCountry(list, 'sg')?.label).toBe('Singapore +65');
  });

  it('names the countries in the user language and sorts by that name', () => {
    expect(findCountry(listCountries('zh'), 'US')?.name).toBe('美国');
    expect(findCountry(listCountries('zh-hant'), 'US')?.name).toBe('美國');
    expect(findCountry(listCountries('zh-hant'), 'SG')?.label).toBe('新加坡 +65');
    const en = listCountries('en').map((c) => c.name);
    expect(en).toEqual([...en].sort((a, b) => new Intl.Collator('en').compare(a, b)));
    expect(en[0]).toBe('Afghanistan');
  });

  it('falls back to the English name when the language has none', () => {
    // A made-up tag: DisplayNames falls back to the root locale, whose names are English.
    expect(findCountry(listCountries('xx'), 'SG')?.name).toBe('Singapore');
  });

  it('returns a copy each time (callers may sort or filter it)', () => {
    const first = listCountries('en');
    first.length = 0;
    expect(listCountries('en').length).toBeGreaterThan(200);
  });
});

describe('searchCountries', () => {
  const en = listCountries('en');
  const zh = listCountries('zh');
  const values = (list: readonly CountryOption[]) => list.map((c) => c.value);

  it('finds by name, case-insensitively', () => {
    expect(values(searchCountries(en, 'SINGA'))).toEqual(['SG']);
    expect(values(searchCountries(en, 'hong kong'))).toEqual(['HK']);
  });

  it('ignores diacritics', () => {
    expect(values(searchCountries(en, 'cote d ivoire'))).toEqual(['CI']);
    expect(values(searchCountries(en, 'réunion'))).toEqual(values(searchCountries(en, 'reunion')));
    expect(values(searchCountries(en, 'curacao'))).toEqual(['CW']);
  });

  it('finds by ISO code first', () => {
    expect(searchCountries(en, 'my')[0]?.value).toBe('MY');
    expect(searchCountries(en, 'au')[0]?.value).toBe('AU');
  });

  it('finds by dial code with or without +', () => {
    expect(values(searchCountries(en, '+65'))).toEqual(['SG']);
    expect(values(searchCountries(en, '886'))[0]).toBe('TW');
    expect(values(searchCountries(en, '+1'))).toContain('US');
    expect(values(searchCountries(en, '+1'))).toContain('CA');
  });

  it('finds Chinese names and English names in the Chinese list', () => {
    expect(values(searchCountries(zh, '香港'))).toEqual(['HK']);
    expect(values(searchCountries(zh, 'malaysia'))).toEqual(['MY']);
  });

  it('returns nothing for text no country matches, and everything for empty text', () => {
    expect(searchCountries(en, 'zzqq')).toEqual([]);
    expect(searchCountries(en, '+999')).toEqual([]);
    expect(searchCountries(en, '   ')).toHaveLength(en.length);
  });

  it('folds text for comparison', () => {
    expect(foldForSearch('  Côte d’Ivoire ')).toBe('cote d ivoire');
  });
});

describe('splitInternationalNumber', () => {
  it.each([
    ['+86 138 0013 8000', 'CN', '13800138000'],
    ['+8613800138000', 'CN', '13800138000'],
    [' +65 8123 4567 ', 'SG', '81234567'],
    ['+852 9123 4567', 'HK', '91234567'],
    ['+886 912 345 678', 'TW', '912345678'],
    ['+1 415 555 2671', 'US', '4155552671'],
    // A number libphonenumber cannot place: the calling code's main region.
    ['+44 7700 900123', 'GB', '7700900123'],
  ])('%s -> %s %s', (raw, country, national) => {
    expect(splitInternationalNumber(raw)).toEqual({ country, national });
  });

  it.each(['13800138000', '86 138 0013 8000', '+', '+86', 'alex@example.com'])(
    'leaves %s alone',
    (raw) => {
      expect(splitInternationalNumber(raw)).toBeUndefined();
    },
  );
});

describe('findCountryByDialCode', () => {
  it.each([
    ['65', 'SG'],
    ['1', 'US'],
    ['44', 'GB'],
    ['852', 'HK'],
  ])('%s -> %s (the main region of a shared code)', (dialCode, region) => {
    expect(findCountryByDialCode(listCountries('en'), dialCode)?.value).toBe(region);
  });

  it('is undefined for a code no region has', () => {
    expect(findCountryByDialCode(listCountries('en'), '999')).toBeUndefined();
  });
});
