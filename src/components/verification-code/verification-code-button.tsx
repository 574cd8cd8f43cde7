// The send-code button (seed 000 section 4, seed 001 section 4 "Send-code button"): states
// 1 send, 4 sending, 2 counting down 60 s ('Sent' plus seconds), 3 resend. A reply whose
// data is 1 or true asks for the click-word captcha first; the call is then made again with
// its captchaVerification. Any non-200 reply (a rejected `send`) returns to state 1. The
// countdown survives a reload, a new tab and a re-entered address (start/startui cookies,
// per channel) until it reaches 0.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_SENT_MESSAGE_MS } from '../../config/timing';
import { showToast } from '../../lib/toast-store';
import { CaptchaDialog } from '../captcha/captcha-dialog';
import { useCodeCountdown } from './use-code-countdown';
import styles from './verification-code-button.module.css';

/** The seed's numbering of the button's states. */
export const CODE_BUTTON_STATE = { send: 1, countdown: 2, resend: 3, sending: 4 } as const;
export type CodeButtonState = (typeof CODE_BUTTON_STATE)[keyof typeof CODE_BUTTON_STATE];

export interface VerificationCodeButtonProps {
  /**
   * Sends the code; resolves with the reply's data (1 or true: a captcha is needed first) or
   * rejects (an ApiError for any non-200 reply). Called again with the captchaVerification.
   */
  send: (captchaVerification?: string) => Promise<unknown>;
  /** Keeps this button's countdown apart from other send-code buttons (cookie key). */
  channel: string;
  disabled?: boolean;
  onSent?: () => void;
  className?: string;
}

/** Seed 000 section 7: "Reply data true or 1 means a captcha is needed first." */
export function needsCaptcha(data: unknown): boolean {
  return data === 1 || data === true;
}

export function VerificationCodeButton({
  send,
  channel,
  disabled = false,
  onSent,
  className,
}: VerificationCodeButtonProps) {
  const { t } = useTranslation('common');
  const countdown = useCodeCountdown(channel);
  const [sending, setSending] = useState(false);
  // A code went out before (a resumed countdown counts): at 0 the button offers 'Resend'.
  const [sentBefore, setSentBefore] = useState(countdown.resumed);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  // Blocks a second click before React has re-rendered the first one's state.
  const busy = useRef(false);

  const state: CodeButtonState = countdown.running
    ? CODE_BUTTON_STATE.countdown
    : sending
      ? CODE_BUTTON_STATE.sending
      : sentBefore
        ? CODE_BUTTON_STATE.resend
        : CODE_BUTTON_STATE.send;

  const finish = () => {
    busy.current = false;
    setSending(false);
  };

  const attempt = async (captchaVerification?: string) => {
    try {
      const data = await send(captchaVerification);
      if (needsCaptcha(data)) {
        setCaptchaOpen(true);
        return;
      }
      finish();
      setSentBefore(true);
      countdown.start();
      showToast({
        kind: 'success',
        messageKey: 'common:code.sent',
        durationMs: CODE_SENT_MESSAGE_MS,
      });
      onSent?.();
    } catch {
      // Any non-200 reply: back to state 1 (the HTTP client has shown what it shows).
      finish();
      setSentBefore(false);
    }
  };

  const label = {
    [CODE_BUTTON_STATE.send]: t('code.send'),
    [CODE_BUTTON_STATE.sending]: t('code.sending'),
    [CODE_BUTTON_STATE.countdown]: t('code.countdown', { seconds: countdown.secondsLeft }),
    [CODE_BUTTON_STATE.resend]: t('code.resend'),
  }[state];
  const idle = state === CODE_BUTTON_STATE.send || state === CODE_BUTTON_STATE.resend;

  return (
    <>
      <button
        type="button"
        className={[styles.button, className].filter(Boolean).join(' ')}
        data-state={state}
        // Busy states keep focus on the button (aria-disabled), the caller's disabled does not.
        disabled={disabled && idle}
        aria-disabled={!idle || undefined}
        onClick={() => {
          if (!idle || disabled || busy.current) return;
          // A countdown started elsewhere (another tab) is still running: no second code.
          if (countdown.adopt()) {
            setSentBefore(true);
            return;
          }
          busy.current = true;
          setSending(true);
          void attempt();
        }}
      >
        {label}
      </button>
      <CaptchaDialog
        open={captchaOpen}
        kind="clickWord"
        onVerified={(captchaVerification) => {
          setCaptchaOpen(false);
          void attempt(captchaVerification);
        }}
        onClose={() => {
          // Dismissed unsolved: nothing was sent, the button is as it was.
          setCaptchaOpen(false);
          finish();
        }}
      />
    </>
  );
}
