// A one-time code field with its send-code button (the 60 s countdown, the captcha step and
// the sent message live in VerificationCodeButton). The code is digits only (the contract's
// VerificationCode: 4 to 8 digits): the numeric keypad opens, and nothing else is kept.
import {
  VerificationCodeButton,
  type VerificationCodeButtonProps,
} from '../verification-code/verification-code-button';
import styles from './form.module.css';
import { TextField, type TextFieldProps } from './text-field';

/** The contract's VerificationCode is at most 8 digits (openapi/components/common.yaml). */
export const CODE_MAX_DIGITS = 8;

/** What a code field keeps of a keystroke or a paste: its digits, at most 8. */
export function codeDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_MAX_DIGITS);
}

type CodeFieldProps = Omit<
  TextFieldProps,
  'addon' | 'inputMode' | 'autoComplete' | 'normalise' | 'pattern'
> & {
  /** The send-code call and its countdown channel. */
  send: VerificationCodeButtonProps['send'];
  channel: string;
  sendDisabled?: boolean;
};

export function CodeField({ send, channel, sendDisabled, ...props }: CodeFieldProps) {
  return (
    <TextField
      {...props}
      inputMode="numeric"
      // iOS shows its digit keypad for this pattern.
      pattern="[0-9]*"
      autoComplete="one-time-code"
      normalise={codeDigits}
      addon={
        <VerificationCodeButton
          channel={channel}
          className={styles.codeButton}
          disabled={sendDisabled}
          send={send}
        />
      }
    />
  );
}
