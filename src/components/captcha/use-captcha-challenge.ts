// The captcha's life cycle (seed 000 sections 4, 7, 8; contract captcha.yaml): fetch a
// challenge, check the answer, then either show success for 1 s and hand back the
// captchaVerification at 1.5 s, or show 'Validation Failed' and fetch a new challenge about
// 0.8 s later. 6201 clears the image until the shopper asks again (the dialog shows its own
// translated texts for it, not the server's msg).
import { useEffect, useRef, useState } from 'react';
import { isBusinessCode } from '../../api/api-error';
import { useCheckCaptcha, useGetCaptcha } from '../../api/generated/captcha/captcha';
import type { CaptchaData, CaptchaType, GetCaptchaResponse } from '../../api/generated/model';
import type { Ok } from '../../api/http-client';
import { CAPTCHA_CLOSE_MS, CAPTCHA_RETRY_MS, CAPTCHA_SUCCESS_MS } from '../../config/timing';
import {
  buildCaptchaVerification,
  encodePointJson,
  plainPointJson,
  type CaptchaPoint,
} from '../../lib/captcha-answer';
import { captchaClientUid } from './client-uid';

/** repCode of "too many requests": the image is cleared (seed 000 section 8). */
export const CAPTCHA_TOO_MANY_REQUESTS = '6201';

export type CaptchaPhase =
  /** Asking for a challenge. */
  | 'loading'
  /** A challenge is on screen, waiting for the answer. */
  | 'ready'
  /** The answer is being checked. */
  | 'checking'
  /** Right: the success message shows (1 s). */
  | 'success'
  /** Right: the message is gone, the pop-up closes at 1.5 s. */
  | 'closing'
  /** Wrong: 'Validation Failed', a new challenge follows. */
  | 'failed'
  /** 6201: no image, the translated failure text and a retry button. */
  | 'blocked'
  /** No challenge could be fetched (server exception, network): a retry button. */
  | 'error';

export interface CaptchaChallenge {
  phase: CaptchaPhase;
  /** The challenge on screen; undefined while none is (loading, 6201, error). */
  challenge: CaptchaData | undefined;
  /** The server's message for 'error' ('' when it sent none). */
  serverMessage: string;
  refresh: () => void;
  submit: (answer: CaptchaPoint | readonly CaptchaPoint[]) => void;
}

type Outcome = { phase: 'success' | 'closing' | 'failed' | 'blocked' };

export function useCaptchaChallenge(
  kind: CaptchaType,
  onVerified: (captchaVerification: string) => void,
): CaptchaChallenge {
  const challengeCall = useGetCaptcha();
  const checkCall = useCheckCaptcha();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const latestOnVerified = useRef(onVerified);
  useEffect(() => {
    latestOnVerified.current = onVerified;
  });

  const later = (action: () => void, ms: number) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      action();
    }, ms);
    timers.current.add(id);
  };

  const requestChallenge = challengeCall.mutate;
  const refresh = () => {
    for (const id of timers.current) clearTimeout(id);
    timers.current.clear();
    setOutcome(null);
    checkCall.reset();
    requestChallenge({
      data: { captchaType: kind, clientUid: captchaClientUid(kind), ts: Date.now() },
    });
  };

  // The first challenge when the pop-up opens (once, also under StrictMode's double effects).
  const started = useRef(false);
  useEffect(() => {
    const pending = timers.current;
    if (!started.current) {
      started.current = true;
      requestChallenge({
        data: { captchaType: kind, clientUid: captchaClientUid(kind), ts: Date.now() },
      });
    }
    return () => {
      for (const id of pending) clearTimeout(id);
      pending.clear();
    };
  }, [kind, requestChallenge]);

  const challenge = (challengeCall.data as Ok<GetCaptchaResponse> | undefined)?.repData;
  let phase: CaptchaPhase;
  let serverMessage = '';
  if (outcome?.phase === 'blocked') {
    phase = 'blocked';
  } else if (challengeCall.isError) {
    phase = isBusinessCode(challengeCall.error, CAPTCHA_TOO_MANY_REQUESTS) ? 'blocked' : 'error';
    serverMessage =
      phase === 'error' && challengeCall.error.kind === 'business' ? challengeCall.error.msg : '';
  } else if (challengeCall.isPending || challengeCall.isIdle || !challenge) {
    phase = 'loading';
  } else if (outcome) {
    phase = outcome.phase;
  } else {
    phase = checkCall.isPending ? 'checking' : 'ready';
  }

  const fail = () => {
    setOutcome({ phase: 'failed' });
    later(refresh, CAPTCHA_RETRY_MS);
  };

  const submit = (answer: CaptchaPoint | readonly CaptchaPoint[]) => {
    if (phase !== 'ready' || !challenge) return;
    const { token, secretKey } = challenge;
    const plain = plainPointJson(answer);
    let pointJson: string;
    try {
      pointJson = encodePointJson(plain, secretKey);
    } catch {
      // A secret key that is no AES key: the answer cannot be sent; try a new challenge.
      fail();
      return;
    }
    checkCall.mutate(
      { data: { captchaType: kind, pointJson, token } },
      {
        onSuccess: () => {
          const verification = buildCaptchaVerification(token, plain, secretKey);
          setOutcome({ phase: 'success' });
          later(() => {
            setOutcome({ phase: 'closing' });
          }, CAPTCHA_SUCCESS_MS);
          later(() => {
            latestOnVerified.current(verification);
          }, CAPTCHA_CLOSE_MS);
        },
        onError: (error) => {
          if (isBusinessCode(error, CAPTCHA_TOO_MANY_REQUESTS)) {
            setOutcome({ phase: 'blocked' });
          } else {
            fail();
          }
        },
      },
    );
  };

  return {
    phase,
    challenge: phase === 'blocked' || phase === 'error' ? undefined : challenge,
    serverMessage,
    refresh,
    submit,
  };
}
