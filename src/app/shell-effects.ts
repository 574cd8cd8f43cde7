// Behaviour every screen shares (seed 000 section 4 "Session", seed 001 section 5): the
// 'Crazy clicks' hint, blocked multi-touch and gesture zoom, and the forced reload on a
// failed chunk preload.
import { useEffect } from 'react';
import { createCrazyClickDetector } from '../lib/crazy-clicks';
import { reloadForChunkError } from '../lib/chunk-reload';
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
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadForChunkError();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('touchstart', onTouchStart, { passive: false });
    document.addEventListener('gesturestart', onGesture);
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('gesturestart', onGesture);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, []);
}
