// Swipe to delete on a saved account (seed 001 section 2: "A swipe to delete exists";
// section 9: "Swipe threshold 2 px"). Pointer events, so touch, pen and mouse all work: a
// horizontal move of more than 2 px to the left reveals the row's Delete button, more than
// 2 px to the right hides it again. A mostly vertical move is a scroll, not a swipe (and
// `touch-action: pan-y` on the row lets the browser scroll it and cancel the pointer).
import { useRef, type PointerEvent } from 'react';

/** Seed 001 section 9: "Swipe threshold 2 px". */
export const SWIPE_THRESHOLD_PX = 2;

export type SwipeDirection = 'reveal' | 'hide' | 'none';

/** What a move from (startX, startY) to (x, y) means. */
export function swipeDirection(
  startX: number,
  startY: number,
  x: number,
  y: number,
): SwipeDirection {
  const dx = x - startX;
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(y - startY)) return 'none';
  return dx < 0 ? 'reveal' : 'hide';
}

/** Pointer handlers for one row; `onSwipe` hears each reveal or hide once per gesture step. */
export function useSwipe(onSwipe: (direction: 'reveal' | 'hide') => void, enabled: boolean) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const end = () => {
    start.current = null;
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      if (enabled) start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerMove: (event: PointerEvent) => {
      const from = start.current;
      if (!from) return;
      const direction = swipeDirection(from.x, from.y, event.clientX, event.clientY);
      if (direction === 'none') return;
      onSwipe(direction);
      // Measured again from here, so a swipe back within the same press hides it.
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}
