// The field family of every form (login, registration, binding ...), bound to the form
// library by name: a labelled input whose error shows under it, tied by aria-describedby and
// marked aria-invalid (no live region: the focus moves to the first invalid field on submit,
// and a screen reader reads the description there). Typing clears the field's own message.
// A hint (also described by) and an addon (send-code button, show/hide toggle) or a prefix
// (area-code picker) complete it. PasswordField, CodeField and PhoneField build on it.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldShell } from './field-shell';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id' | 'prefix' | 'name' | 'defaultValue'
> {
  name: string;
  label: string;
  /** A lasting description under the field (a fixed email's origin ...). */
  hint?: string | undefined;
  /** Extra content under the field (a link after an error ...). */
  below?: ReactNode;
  /** Content after the input (a send-code button, a show/hide toggle). */
  addon?: ReactNode;
  /** Content before the input (the area-code picker of a phone number). */
  prefix?: ReactNode;
  /** What a keystroke keeps (digits only, '+' stripped ...). */
  normalise?: (raw: string) => string;
  /** Shown when the form itself has no message for the field. */
  fallbackError?: string | undefined;
}

export function TextField({
  name,
  label,
  hint,
  below,
  addon,
  prefix,
  normalise,
  fallbackError,
  onBlur,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell
      name={name}
      label={label}
      hint={hint}
      below={below}
      addon={addon}
      prefix={prefix}
      fallbackError={fallbackError}
      control={({ onChange, onBlur: onFieldBlur, ref, ...control }) => (
        <input
          {...input}
          {...control}
          ref={ref}
          className={styles.input}
          onChange={(event) => {
            const raw = event.target.value;
            onChange(normalise ? normalise(raw) : raw);
          }}
          onBlur={(event) => {
            onFieldBlur();
            onBlur?.(event);
          }}
        />
      )}
    />
  );
}
