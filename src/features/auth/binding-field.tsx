// A labelled text field of the binding form: its hint and its error are tied to the input
// (aria-describedby), and an error marks it invalid and is announced.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './binding.module.css';

interface BindingFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  hint?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** A control before the input (the area-code picker). */
  before?: ReactNode;
  /** A control after the input (the send-code button). */
  after?: ReactNode;
}

export function BindingField({
  label,
  hint,
  error,
  inputRef,
  before,
  after,
  ...input
}: BindingFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        {before}
        <input
          {...input}
          id={id}
          ref={inputRef}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {after}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
