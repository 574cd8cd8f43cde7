// A one-time code field with its send-code button (the 60 s countdown, the captcha step and
// the sent message live in VerificationCodeButton).
import {
  VerificationCodeButton,
  type VerificationCodeButtonProps,
} from '../verification-code/verification-code-button';
import styles from './form.module.css';
import { TextField, type TextFieldProps } from './text-field';

type CodeFieldProps = Omit<TextFieldProps, 'addon' | 'inputMode' | 'autoComplete'> & {
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
      autoComplete="one-time-code"
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
