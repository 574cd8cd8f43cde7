// For work a screen does not need for its first paint (a badge's count, a chunk below the
// fold): false on the first render, true once the browser has painted it. Requests started
// then leave after the screen's content is on screen instead of from the task that renders
// it. A hidden page paints nothing, so there it only waits for the current task to end.
import { useEffect, useState } from 'react';

export function afterNextPaint(callback: () => void): () => void {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame callback runs before the paint; the task it starts runs once painted.
  const afterFrame = () => {
    timer = setTimeout(callback, 0);
  };
  if (document.visibilityState === 'hidden') afterFrame();
  else frame = requestAnimationFrame(afterFrame);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the component has been painted with `ready` true (by default its first
 * render), then true for good.
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted || !ready) return undefined;
    return afterNextPaint(() => {
      setPainted(true);
    });
  }, [painted, ready]);
  return painted;
}
