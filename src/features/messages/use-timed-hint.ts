import { useCallback, useEffect, useState } from 'react';

/**
 * A hint that vanishes `durationMs` after it was shown (seed 000 section 2: "hints vanish
 * after 2000 ms"). Showing another hint restarts the time. One timeout drives it.
 */
export function useTimedHint<T>(durationMs: number): { hint: T | null; show: (value: T) => void } {
  const [current, setCurrent] = useState<{ value: T; run: number } | null>(null);

  useEffect(() => {
    if (current === null) return;
    const timer = setTimeout(() => {
      setCurrent(null);
    }, durationMs);
    return () => {
      clearTimeout(timer);
    };
  }, [current, durationMs]);

  const show = useCallback((value: T) => {
    setCurrent((previous) => ({ value, run: (previous?.run ?? 0) + 1 }));
  }, []);

  return { hint: current?.value ?? null, show };
}
