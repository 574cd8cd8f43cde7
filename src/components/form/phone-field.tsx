// A phone number with its area code (the country picker before the input). The number keeps
// only what `normalise` lets through (the screens pass digits only, at most 16); a number
// pasted with its international prefix ('+86 138 0013 8000') switches the area code to its
// region and keeps the national digits, instead of keeping '86' inside the number.
import { useMemo } from 'react';
import { listCountries, splitInternationalNumber, type CountryOption } from '../../lib/countries';
import { useLocale } from '../../lib/use-locale';
import { CountryPicker, type CountryPickerProps } from '../country-picker/country-picker';
import { TextField, type TextFieldProps } from './text-field';

type PhoneFieldProps = Omit<TextFieldProps, 'prefix' | 'type' | 'inputMode'> & {
  /** The picker's selected country, its change and its accessible name ('Area code'). */
  area: Pick<CountryPickerProps, 'value' | 'onChange'>;
  areaLabel: string;
};

/**
 * Wraps a phone input's `normalise`: an international number picks its area code (through
 * `onCountry`) and leaves its national digits; anything else goes to `normalise` as before.
 */
export function useInternationalNumberInput(
  onCountry: (country: CountryOption) => void,
  normalise: (raw: string) => string = (raw) => raw,
): (raw: string) => string {
  const lang = useLocale();
  const countries = useMemo(() => listCountries(lang), [lang]);
  return (raw) => {
    const split = splitInternationalNumber(raw);
    const country = split && countries.find((c) => c.value === split.country);
    if (!split || !country) return normalise(raw);
    onCountry(country);
    return normalise(split.national);
  };
}

export function PhoneField({ area, areaLabel, normalise, ...props }: PhoneFieldProps) {
  const keep = useInternationalNumberInput(area.onChange, normalise);
  return (
    <TextField
      autoComplete="tel-national"
      {...props}
      normalise={keep}
      type="tel"
      inputMode="numeric"
      prefix={<CountryPicker value={area.value} onChange={area.onChange} label={areaLabel} />}
    />
  );
}
