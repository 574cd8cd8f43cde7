// A select of fixed options (the recharge form's type 1: the comma-separated options), in
// the field family: the placeholder is the empty first choice.
import { FieldShell } from './field-shell';
import styles from './form.module.css';

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly string[];
  /** The empty choice's text. */
  placeholder: string;
}

export function SelectField({ name, label, options, placeholder }: SelectFieldProps) {
  return (
    <FieldShell
      name={name}
      label={label}
      control={({ onChange, ref, ...props }) => (
        <select
          {...props}
          ref={ref}
          className={styles.input}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    />
  );
}
