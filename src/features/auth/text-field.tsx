// A labelled text input with its error announced at the field (aria-invalid and
// aria-describedby pointing at the message), plus an optional addon (a send-code button, a
// show/hide toggle) beside the input.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './auth.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id' | 'prefix'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The error text shown under the field, in the user's language. */
  error?: string | undefined;
  /** Extra content under the field (a link after an error, a hint ...). */
  below?: ReactNode;
  addon?: ReactNode;
  /** Content before the input (the area-code picker of a phone number). */
  prefix?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  below,
  addon,
  prefix,
  inputRef,
  ...input
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
        {prefix}
        <input
          {...input}
          id={id}
          ref={inputRef}
          className={styles.input}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
        {addon}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {below}
    </div>
  );
}
