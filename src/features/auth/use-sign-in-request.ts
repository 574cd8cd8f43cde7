// The sequence login, registration and quick register share (seed 000 section 4, "Login
// flow" 1-3, and "Registration: same pattern as login"): the call is sent; a reply whose
// data is 1 opens the captcha and the same call is resent with its verification; a token
// signs the shopper in. A failure goes to the screen's own handler; nothing typed is lost.
import { useState, type ReactNode } from 'react';
import type { CaptchaRequiredFlag, LoginToken } from '../../api/generated/model';
import { useCompleteSignIn, type CompleteSignInOptions } from './sign-in';
import { needsCaptcha, useCaptchaStep } from './use-captcha-step';

/** Sends the call, with the captcha's verification once one was asked for. */
export type SignInCall = (
  captchaVerification: string | undefined,
) => Promise<LoginToken | CaptchaRequiredFlag>;

export interface SignInRequest {
  /** Sends `call`; `onFailure` gets whatever it throws (an ApiError for business codes). */
  run: (call: SignInCall, onFailure: (error: unknown) => void) => Promise<void>;
  /** True from the token's arrival until the sign-in has completed. */
  signingIn: boolean;
  /** The captcha dialog; render it once on the screen. */
  captchaDialog: ReactNode;
}

export function useSignInRequest(options: CompleteSignInOptions = {}): SignInRequest {
  const captcha = useCaptchaStep('blockPuzzle');
  const completeSignIn = useCompleteSignIn();
  const [signingIn, setSigningIn] = useState(false);

  const send = async (
    call: SignInCall,
    onFailure: (error: unknown) => void,
    captchaVerification?: string,
  ): Promise<void> => {
    let data;
    try {
      data = await call(captchaVerification);
    } catch (error) {
      onFailure(error);
      return;
    }
    if (needsCaptcha(data) || typeof data !== 'object') {
      captcha.require((verification) => void send(call, onFailure, verification));
      return;
    }
    setSigningIn(true);
    try {
      await completeSignIn(options);
    } finally {
      setSigningIn(false);
    }
  };

  return {
    run: (call, onFailure) => send(call, onFailure),
    signingIn,
    captchaDialog: captcha.dialog,
  };
}
