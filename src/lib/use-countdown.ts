import { useEffect, useState } from 'react';

/**
 * Counts `ticks` down to 0, one every `tickMs`, from when it is first rendered (or
 * restarted by changing `runKey`). One interval drives it, so the pace does not depend on
 * how fast the screen re-renders.
 */
export function useCountdown(ticks: number, tickMs: number, runKey: unknown = 0): number {
  const [state, setState] = useState({ runKey, left: ticks });
  // A new run starts from the top (state adjusted while rendering, as React recommends).
  if (!Object.is(state.runKey, runKey)) setState({ runKey, left: ticks });

  useEffect(() => {
    const timer = setInterval(() => {
      setState((s) => {
        if (s.left <= 1) clearInterval(timer);
        return { ...s, left: Math.max(0, s.left - 1) };
      });
    }, tickMs);
    return () => {
      clearInterval(timer);
    };
  }, [tickMs, runKey]);

  return Object.is(state.runKey, runKey) ? state.left : ticks;
}
