import { useEffect, useState } from 'react';

/** Whether the page has scrolled past `threshold` px (rechecked on scroll, passive). */
export function useScrolledPast(threshold: number): boolean {
  // Read in the effect, not while rendering (no window on a server).
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => {
      setPast(window.scrollY > threshold);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return past;
}
