// A multi-line text field (the recharge form's type 3), in the field family.
import { FieldShell } from './field-shell';
import styles from './form.module.css';

interface TextAreaFieldProps {
  name: string;
  label: string;
  placeholder?: string | undefined;
  maxLength?: number;
}

export function TextAreaField({ name, label, placeholder, maxLength }: TextAreaFieldProps) {
  return (
    <FieldShell
      name={name}
      label={label}
      control={({ onChange, ref, ...props }) => (
        <textarea
          {...props}
          ref={ref}
          rows={3}
          placeholder={placeholder}
          maxLength={maxLength}
          className={`${styles.input} ${styles.textArea}`}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    />
  );
}
