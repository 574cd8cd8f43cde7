// The country / area-code list (seed 000 section 3: "Country option: value, label (with dial
// code), name. About 230 countries are listed"). Regions and dial codes come from
// libphonenumber-js (Google's libphonenumber metadata, maintained); names come from the
// browser's Intl.DisplayNames in the user's language, falling back to English. Only the
// screens with a phone field import this module (the metadata is about 20 KiB gzipped).
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import { HTML_LANG, isLocale } from '../config/locales';

export interface CountryOption {
  /** ISO 3166-1 alpha-2 code (the contract's countryCode, e.g. 'SG'). */
  value: string;
  /** Name and dial code as shown: 'Singapore +65'. */
  label: string;
  /** The name in the user's language. */
  name: string;
  /** The dial code without '+' (the contract's areaCode, e.g. '65'). */
  dialCode: string;
}

/** A locale of the app ('zh', 'en', 'zh-hant') or any BCP 47 tag. */
function languageTag(locale: string): string {
  return isLocale(locale) ? HTML_LANG[locale] : locale;
}

function regionNamer(tag: string): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
    return (code) => names.of(code);
  } catch {
    return () => undefined;
  }
}

const cache = new Map<string, readonly CountryOption[]>();
const englishNames = new Map<string, string>();

/** The English name of a region (the search also matches it in every language). */
export function englishCountryName(code: string): string {
  const cached = englishNames.get(code);
  if (cached) return cached;
  const name = regionNamer('en')(code) ?? code;
  englishNames.set(code, name);
  return name;
}

/** Every region with a dial code, named in `locale`, sorted by name in that language. */
export function listCountries(locale: string): CountryOption[] {
  const tag = languageTag(locale);
  let list = cache.get(tag);
  if (!list) {
    const nameOf = regionNamer(tag);
    const collator = new Intl.Collator(tag);
    list = getCountries()
      .map((value) => {
        const name = nameOf(value) ?? englishCountryName(value);
        const dialCode = getCountryCallingCode(value);
        return { value, name, dialCode, label: `${name} +${dialCode}` };
      })
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(tag, list);
  }
  return [...list];
}

export function findCountry(
  countries: readonly CountryOption[],
  value: string | undefined,
): CountryOption | undefined {
  if (!value) return undefined;
  const code = value.toUpperCase();
  return countries.find((c) => c.value === code);
}

/** Lower case without diacritics or spacing differences ('Côte' -> 'cote'). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s'’.-]+/g, ' ')
    .trim();
}

/**
 * The countries matching a search by name (in the user's language or English), ISO code or
 * dial code, case- and diacritics-insensitive. Exact code matches come first, then names
 * that start with the text, then the rest in list order. Empty text matches everything.
 */
export function searchCountries(
  countries: readonly CountryOption[],
  query: string,
): CountryOption[] {
  const text = foldForSearch(query);
  if (text === '') return [...countries];
  const digits = /^\+?\s*(\d+)$/.exec(text)?.[1];
  const ranked: { country: CountryOption; rank: number; index: number }[] = [];
  countries.forEach((country, index) => {
    const names = [foldForSearch(country.name), foldForSearch(englishCountryName(country.value))];
    let rank = -1;
    if (digits !== undefined) {
      if (country.dialCode === digits) rank = 0;
      else if (country.dialCode.startsWith(digits)) rank = 2;
    } else if (country.value.toLowerCase() === text) rank = 0;
    else if (names.some((n) => n.startsWith(text))) rank = 1;
    else if (names.some((n) => n.includes(text))) rank = 2;
    if (rank >= 0) ranked.push({ country, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.country);
}

export interface InternationalNumber {
  /** ISO 3166-1 alpha-2 of the number's region ('CN'). */
  country: string;
  /** The national number, digits only ('13800138000'). */
  national: string;
}

/**
 * A phone number given with its international prefix ('+86 138 0013 8000', as pasted from a
 * contact): its region and national digits, so the area code can follow the number instead
 * of '86' staying inside it. A calling code shared by several regions picks the region the
 * number belongs to, else the code's main one (+1 US, +44 GB). Undefined for anything else.
 */
export function splitInternationalNumber(raw: string): InternationalNumber | undefined {
  const trimmed = raw.trim();
  if (!trimmed.startsWith('+')) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed);
  if (!parsed?.nationalNumber) return undefined;
  const country = parsed.country ?? metadata.country_calling_codes[parsed.countryCallingCode]?.[0];
  return country ? { country, national: parsed.nationalNumber } : undefined;
}

/**
 * The region a saved dial code stands for: the code's main region ('1' US, '44' GB, '7'
 * RU), as the picker's choice when a form opens on a saved number. Undefined for an unknown
 * code.
 */
export function findCountryByDialCode(
  countries: readonly CountryOption[],
  dialCode: string,
): CountryOption | undefined {
  return findCountry(countries, metadata.country_calling_codes[dialCode]?.[0]);
}
