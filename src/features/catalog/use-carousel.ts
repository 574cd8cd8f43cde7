// The Home banner carousel's timing (seed 000 section 2: "auto-advances every 4000 ms, swipe
// with a 500 ms lock between moves"), one setTimeout chain: every move re-arms the 4000 ms
// wait, and every move starts a 500 ms lock during which further swipes are ignored.
//
// The loop is seamless: the track carries a copy of the last slide before the first and a
// copy of the first after the last, so "next" from the last slide slides one step on to the
// copy of the first (position = count), and "previous" from the first one step back to the
// copy of the last (position = -1). When the lock ends (the 500 ms slide is over) the track
// jumps, without animation, to the real slide the copy shows.
import { useCallback, useEffect, useRef, useState } from 'react';
import { BANNER_INTERVAL_MS, BANNER_SWIPE_LOCK_MS } from '../../config/timing';

export interface Carousel {
  /** The slide shown (0 when there are no slides). */
  index: number;
  /** Where the track stands: -1 (copy of the last) to count (copy of the first). */
  position: number;
  /** False for the jump from a copy to its real slide, which must not animate. */
  animate: boolean;
  /** Moves one slide on, wrapping after the last; false when ignored (locked, or one slide). */
  next: () => boolean;
  /** Moves one slide back, wrapping before the first; false when ignored. */
  previous: () => boolean;
  /** Shows the given slide; false when ignored. */
  goTo: (target: number) => boolean;
  /** Whether a move now would be ignored (during the 500 ms lock, or one slide). */
  isLocked: () => boolean;
}

function wrap(target: number, count: number): number {
  return ((target % count) + count) % count;
}

interface Track {
  position: number;
  animate: boolean;
}

/**
 * @param count the number of slides
 * @param paused no auto-advance while true (hover, focus, the shopper's pause, reduced motion)
 */
export function useCarousel(count: number, paused: boolean): Carousel {
  const [track, setTrack] = useState<Track>({ position: 0, animate: true });
  const locked = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const index = count > 0 ? wrap(track.position, count) : 0;

  const startLock = useCallback(() => {
    locked.current = true;
    clearTimeout(lockTimer.current);
    lockTimer.current = setTimeout(() => {
      locked.current = false;
      // The slide is over: from a copy, jump to the real slide it shows.
      setTrack((now) =>
        now.position >= 0 && now.position < count
          ? now
          : { position: wrap(now.position, count), animate: false },
      );
    }, BANNER_SWIPE_LOCK_MS);
  }, [count]);

  /** Moves the track by one step or to a slide, from where it has settled. */
  const move = useCallback(
    (to: (settled: number) => number) => {
      if (count < 2 || locked.current) return false;
      setTrack((now) => ({ position: to(wrap(now.position, count)), animate: true }));
      startLock();
      return true;
    },
    [count, startLock],
  );

  // Auto-advance: re-armed whenever the slide changes, so a manual move restarts the wait.
  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setTimeout(() => {
      setTrack((now) => ({ position: wrap(now.position, count) + 1, animate: true }));
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
    position: count > 0 ? track.position : 0,
    animate: track.animate,
    goTo: (target) => move(() => wrap(target, count)),
    next: () => move((settled) => settled + 1),
    previous: () => move((settled) => settled - 1),
    isLocked: () => count < 2 || locked.current,
  };
}
