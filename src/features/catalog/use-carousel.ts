// The Home banner carousel's timing (seed 000 section 2: "auto-advances every 4000 ms, swipe
// with a 500 ms lock between moves"), one setTimeout chain: every move re-arms the 4000 ms
// wait, and every move starts a 500 ms lock during which further swipes are ignored.
import { useCallback, useEffect, useRef, useState } from 'react';
import { BANNER_INTERVAL_MS, BANNER_SWIPE_LOCK_MS } from '../../config/timing';

export interface Carousel {
  /** The slide shown (0 when there are no slides). */
  index: number;
  /** Moves one slide on, wrapping after the last; false when ignored (locked, or one slide). */
  next: () => boolean;
  /** Moves one slide back, wrapping before the first; false when ignored. */
  previous: () => boolean;
  /** Shows the given slide; false when ignored. */
  goTo: (target: number) => boolean;
}

function wrap(target: number, count: number): number {
  return ((target % count) + count) % count;
}

/**
 * @param count the number of slides
 * @param paused no auto-advance while true (hover, focus, the shopper's pause, reduced motion)
 */
export function useCarousel(count: number, paused: boolean): Carousel {
  const [position, setPosition] = useState(0);
  const locked = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const index = count > 0 ? wrap(position, count) : 0;

  const startLock = useCallback(() => {
    locked.current = true;
    clearTimeout(lockTimer.current);
    lockTimer.current = setTimeout(() => {
      locked.current = false;
    }, BANNER_SWIPE_LOCK_MS);
  }, []);

  const goTo = useCallback(
    (target: number) => {
      if (count < 2 || locked.current) return false;
      setPosition(wrap(target, count));
      startLock();
      return true;
    },
    [count, startLock],
  );

  // Auto-advance: re-armed whenever the slide changes, so a manual move restarts the wait.
  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setTimeout(() => {
      setPosition((current) => wrap(current + 1, count));
      startLock();
    }, BANNER_INTERVAL_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [index, paused, count, startLock]);

  useEffect(
    () => () => {
      clearTimeout(lockTimer.current);
    },
    [],
  );

  return {
    index,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
  };
}
