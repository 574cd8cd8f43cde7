// The field family of every form (login, registration, binding ...), bound to the form
// library by name: a labelled input whose error shows under it, tied by aria-describedby and
// marked aria-invalid (no live region: the focus moves to the first invalid field on submit,
// and a screen reader reads the description there). Typing clears the field's own message.
// A hint (also described by) and an addon (send-code button, show/hide toggle) or a prefix
// (area-code picker) complete it. PasswordField, CodeField and PhoneField build on it.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useController, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';
import { SERVER_ERROR } from './server-codes';

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

/** The text of a field error: a server's message as is, else the translated i18n key. */
export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => {
    if (!error?.message) return undefined;
    return error.type === SERVER_ERROR ? error.message : t(error.message as never);
  };
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
  const id = useId();
  const { clearErrors } = useFormContext();
  const {
    field: { ref: inputRef, value, onChange, onBlur: onFieldBlur },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const errorText = useErrorText()(fieldState.error) ?? fallbackError;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', errorText ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control} data-invalid={errorText ? 'true' : undefined}>
        {prefix}
        <input
          {...input}
          id={id}
          name={name}
          ref={inputRef}
          className={styles.input}
          value={typeof value === 'string' ? value : ''}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            const raw = event.target.value;
            onChange(normalise ? normalise(raw) : raw);
            if (fieldState.error) clearErrors(name);
          }}
          onBlur={(event) => {
            onFieldBlur();
            onBlur?.(event);
          }}
        />
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId} className={styles.error}>
          {errorText}
        </p>
      ) : null}
      {below}
    </div>
  );
}
