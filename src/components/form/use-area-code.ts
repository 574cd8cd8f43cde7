// The area code of a phone field: the shopper's choice in the country picker, else the
// country of the IP lookup (seed 000 section 4: "The country-detection lookup (IP to
// country, data.country) preselects the area code"; the contract applies it to the phone
// forms too), else a default for the language (inferred: zh China, en United States,
// zh-hant Hong Kong). A failed lookup is ignored (contract: "500 Ignored").
import { useMemo, useState } from 'react';
import { useGetIpCountry } from '../../api/generated/auth/auth';
import { okData } from '../../api/http-client';
import type { Locale } from '../../config/locales';
import { listCountries, type CountryOption } from '../../lib/countries';
import { useLocale } from '../../lib/use-locale';

export const DEFAULT_COUNTRY: Record<Locale, string> = { zh: 'CN', en: 'US', 'zh-hant': 'HK' };

/** The dial code as sent (digits only, no '+'): the contract's DialCode. */
export function dialCodeDigits(country: CountryOption | undefined): string {
  return (country?.dialCode ?? '').replace(/\D/g, '');
}

export interface AreaCode {
  /** ISO 3166-1 alpha-2 of the selected country. */
  value: string;
  country: CountryOption | undefined;
  /** Digits of the dial code ('65'). */
  dialCode: string;
  choose: (country: CountryOption) => void;
}

export function useAreaCode(initial?: string): AreaCode {
  const lang = useLocale();
  const countries = useMemo(() => listCountries(lang), [lang]);
  const [chosen, setChosen] = useState<string | undefined>(initial);
  const ipCountry = useGetIpCountry({
    query: { select: okData, enabled: chosen === undefined, staleTime: Infinity },
    request: { silent: true },
  });
  const byValue = (value: string | undefined) => countries.find((c) => c.value === value);
  const country =
    byValue(chosen) ?? byValue(ipCountry.data?.country) ?? byValue(DEFAULT_COUNTRY[lang]);
  return {
    value: country?.value ?? DEFAULT_COUNTRY[lang],
    country,
    dialCode: dialCodeDigits(country),
    choose: (next) => {
      setChosen(next.value);
    },
  };
}
