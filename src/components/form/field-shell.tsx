// The frame of every field of the family (TextField, SelectField, TextAreaField): its label,
// the bordered control (with a prefix and an addon), a hint and the message under it tied by
// aria-describedby and aria-invalid, and typing (or choosing) clearing that field's own
// message.
import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import styles from './form.module.css';
import { useErrorText } from './message';

export interface ControlProps {
  id: string;
  name: string;
  value: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
}

export interface FieldShellProps {
  name: string;
  label: string;
  control: (props: ControlProps) => ReactNode;
  /** A lasting description under the field. */
  hint?: string | undefined;
  /** Extra content under the field (a link after an error ...). */
  below?: ReactNode;
  /** Content after the control (a send-code button, a show/hide toggle). */
  addon?: ReactNode;
  /** Content before the control (the area-code picker of a phone number). */
  prefix?: ReactNode;
  /** Shown when the form itself has no message for the field. */
  fallbackError?: string | undefined;
}

export function FieldShell({
  name,
  label,
  control,
  hint,
  below,
  addon,
  prefix,
  fallbackError,
}: FieldShellProps) {
  const id = useId();
  const { clearErrors } = useFormContext();
  const { field, fieldState } = useController<Record<string, unknown>>({ name });
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
        {control({
          id,
          name,
          value: typeof field.value === 'string' ? field.value : '',
          'aria-invalid': errorText ? true : undefined,
          'aria-describedby': describedBy || undefined,
          onChange: (value) => {
            field.onChange(value);
            if (fieldState.error) clearErrors(name);
          },
          onBlur: field.onBlur,
          ref: field.ref,
        })}
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
