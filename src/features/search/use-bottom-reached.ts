// "Load the next page when scrolled to the bottom" (seed 000 section 4). The page scrolls
// as a whole, so the window's scroll position decides.
import { useEffect } from 'react';

/**
 * How close to the bottom counts as the bottom. Inferred: seed 001 section 4 gives "within
 * 50 px of the bottom" for the orders list; the search list uses the same margin.
 */
export const BOTTOM_MARGIN_PX = 50;

export function isScrolledToBottom(): boolean {
  const page = document.documentElement;
  return window.innerHeight + window.scrollY >= page.scrollHeight - BOTTOM_MARGIN_PX;
}

/** Calls onReached whenever a scroll or resize leaves the page at its bottom, while enabled. */
export function useBottomReached(onReached: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (isScrolledToBottom()) onReached();
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [onReached, enabled]);
}
