// The password input with a show/hide toggle (seed 000 section 2: "password field with
// show/hide"). The value is kept as typed; it is trimmed when sent.
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';
import { TextField } from './text-field';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
  inputRef?: Ref<HTMLInputElement>;
}

export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={t('password.show')}
          onClick={() => {
            setVisible((v) => !v);
          }}
        >
          <EyeIcon open={visible} />
        </button>
      }
    />
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {open ? null : <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
    </svg>
  );
}
