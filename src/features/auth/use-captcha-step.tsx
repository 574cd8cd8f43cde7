// Seed 000 section 4, "Login flow" 1 (and "Registration: same pattern as login"): a reply
// whose data equals 1 asks for a captcha; once it is solved the same request is resent with
// captchaVerification. Closing the captcha sends nothing and leaves the form as it was.
import { useState, type ReactNode } from 'react';
import { CaptchaDialog } from '../../components/captcha/captcha-dialog';

/** A success reply's data equal to 1 (or true for the send-code calls) means "captcha first". */
export function needsCaptcha(data: unknown): boolean {
  return data === 1 || data === true;
}

type Resend = (captchaVerification: string) => void;

export interface CaptchaStep {
  /** Opens the slide puzzle; `resend` runs with the verification once it is solved. */
  require: (resend: Resend) => void;
  dialog: ReactNode;
}

export function useCaptchaStep(kind: 'blockPuzzle' | 'clickWord' = 'blockPuzzle'): CaptchaStep {
  const [pending, setPending] = useState<{ resend: Resend } | undefined>(undefined);
  const dialog = (
    <CaptchaDialog
      open={pending !== undefined}
      kind={kind}
      onVerified={(captchaVerification) => {
        const resend = pending?.resend;
        setPending(undefined);
        resend?.(captchaVerification);
      }}
      onClose={() => {
        setPending(undefined);
      }}
    />
  );
  return {
    require: (resend) => {
      setPending({ resend });
    },
    dialog,
  };
}
