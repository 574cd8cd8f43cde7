// The area code of the binding form's mobile mode, preselected from the visitor's IP (seed 000
// section 4: "The country-detection lookup (IP to country, data.country) preselects the area
// code"). The shopper's own choice always wins over a late lookup; a failed lookup is ignored
// silently (the contract: "500: Ignored; the default area code stays").
import { useMemo, useState } from 'react';
import { useGetIpCountry } from '../../api/generated/auth/auth';
import { okData } from '../../api/http-client';
import { listCountries, type CountryOption } from '../../lib/countries';
import { useLocale } from '../../lib/use-locale';

/** Inferred: before (or without) the lookup, Hong Kong, where the store's company is (seed 000 section 1). */
export const DEFAULT_BIND_COUNTRY = 'HK';

export function useBindAreaCode(): {
  country: CountryOption | undefined;
  choose: (country: CountryOption) => void;
} {
  const locale = useLocale();
  const countries = useMemo(() => listCountries(locale), [locale]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const lookup = useGetIpCountry({
    query: { select: okData, staleTime: Infinity, retry: false },
    request: { silent: true },
  });
  const byValue = (value: string | undefined) =>
    value === undefined ? undefined : countries.find((c) => c.value === value);
  const country = byValue(chosen) ?? byValue(lookup.data?.country) ?? byValue(DEFAULT_BIND_COUNTRY);
  return {
    country,
    choose: (next) => {
      setChosen(next.value);
    },
  };
}
