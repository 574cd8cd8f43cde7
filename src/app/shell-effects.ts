// Behaviour every screen shares (seed 000 section 4 "Session", seed 001 section 5): the
// 'Crazy clicks' hint and blocked multi-touch and gesture zoom. A failed chunk is not
// handled here: Vite's 'vite:preloadError' is left alone, so the failed import rejects and
// reaches whoever asked for it (a route's error boundary reloads to the page being opened,
// lib/chunk-reload.ts; the sanitiser falls back to text). Cancelling the event made the
// import resolve to undefined and the screen die on it.
import { useEffect } from 'react';
import { createCrazyClickDetector } from '../lib/crazy-clicks';
import { showToast } from '../lib/toast-store';

export function useShellEffects(): void {
  useEffect(() => {
    const tap = createCrazyClickDetector(() => {
      showToast({ kind: 'info', messageKey: 'shell:crazyClicks' });
    });
    const onPointerDown = (event: PointerEvent) => {
      tap(event.timeStamp);
    };
    // Zoom stays possible with the browser's own accessibility settings; only pinch and
    // gesture zoom on the page are blocked, as the product asks.
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length > 1) event.preventDefault();
    };
    const onGesture = (event: Event) => {
      event.preventDefault();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('touchstart', onTouchStart, { passive: false });
    document.addEventListener('gesturestart', onGesture);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('gesturestart', onGesture);
    };
  }, []);
}
