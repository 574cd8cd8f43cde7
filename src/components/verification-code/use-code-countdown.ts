// The send-code countdown (seed 000 sections 4 and 9: 60 s; kept in the start/startui
// cookies so a reload resumes it; cleared at 0). One setTimeout chain, aligned to the end
// time, drives it, so a throttled background tab still ends on time.
import { useEffect, useState } from 'react';
import { CODE_COUNTDOWN_S, CODE_COUNTDOWN_TICK_MS } from '../../config/timing';
import { clearCountdown, readCountdown, saveCountdown } from '../../lib/code-countdown-store';

interface Run {
  endsAt: number;
  secondsLeft: number;
}

export interface CodeCountdown {
  /** Seconds left while running; 0 when not. */
  secondsLeft: number;
  running: boolean;
  /** True when this button's countdown was resumed from the cookies on mount. */
  resumed: boolean;
  /** Starts a fresh 60 s countdown. */
  start: () => void;
  /**
   * Takes up a countdown another tab (or screen) started since this one rendered; true when
   * one is running, so the caller sends nothing.
   */
  adopt: () => boolean;
}

const secondsUntil = (endsAt: number, now: number) => Math.ceil((endsAt - now) / 1000);

function resume(channel: string): Run | null {
  return readCountdown(channel) ?? null;
}

export function useCodeCountdown(channel: string): CodeCountdown {
  const [initial] = useState(() => resume(channel));
  const [run, setRun] = useState<Run | null>(initial);
  const endsAt = run?.endsAt;

  // Back to a tab that another tab has sent a code from: show that countdown.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      const stored = readCountdown(channel);
      if (stored) setRun((current) => (current?.endsAt === stored.endsAt ? current : stored));
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [channel]);

  useEffect(() => {
    if (endsAt === undefined) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const msLeft = endsAt - Date.now();
      timer = setTimeout(tick, msLeft % CODE_COUNTDOWN_TICK_MS || CODE_COUNTDOWN_TICK_MS);
    };
    const tick = () => {
      const secondsLeft = secondsUntil(endsAt, Date.now());
      if (secondsLeft <= 0) {
        clearCountdown(channel);
        setRun(null);
        return;
      }
      saveCountdown(channel, endsAt, secondsLeft);
      setRun({ endsAt, secondsLeft });
      schedule();
    };
    schedule();
    return () => {
      clearTimeout(timer);
    };
  }, [channel, endsAt]);

  return {
    secondsLeft: run?.secondsLeft ?? 0,
    running: run !== null,
    resumed: initial !== null,
    start: () => {
      const now = Date.now();
      const next = { endsAt: now + CODE_COUNTDOWN_S * 1000, secondsLeft: CODE_COUNTDOWN_S };
      saveCountdown(channel, next.endsAt, next.secondsLeft);
      setRun(next);
    },
    adopt: () => {
      const stored = readCountdown(channel);
      if (stored) setRun(stored);
      return stored !== undefined;
    },
  };
}
