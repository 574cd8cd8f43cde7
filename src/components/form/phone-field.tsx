// A phone number with its area code (the country picker before the input). The number keeps
// only what `normalise` lets through (the screens pass digits only, at most 16).
import { CountryPicker, type CountryPickerProps } from '../country-picker/country-picker';
import { TextField, type TextFieldProps } from './text-field';

type PhoneFieldProps = Omit<TextFieldProps, 'prefix' | 'type' | 'inputMode'> & {
  /** The picker's selected country, its change and its accessible name ('Area code'). */
  area: Pick<CountryPickerProps, 'value' | 'onChange'>;
  areaLabel: string;
};

export function PhoneField({ area, areaLabel, ...props }: PhoneFieldProps) {
  return (
    <TextField
      autoComplete="tel-national"
      {...props}
      type="tel"
      inputMode="numeric"
      prefix={<CountryPicker value={area.value} onChange={area.onChange} label={areaLabel} />}
    />
  );
}
