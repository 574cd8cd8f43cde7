// Content below the first screen, rendered once the first screen has been painted, as a
// transition: React renders it in short slices between the browser's own work, so the
// page's first render stays one short task, and the chunks and calls of what lies below
// leave after the first screen is on screen, not from the task that renders it. On a screen
// opened after the page has painted (an in-app navigation, Back) it is there at once, so
// the page has its whole height when the router restores the scroll position. A page the
// server rendered has it in its HTML, and the browser's hydration renders it as well.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint, usePagePainted } from '../lib/use-after-first-paint';

export function Later({ children }: { children: ReactNode }) {
  const painted = usePagePainted();
  const [ready, setReady] = useState(painted);
  useEffect(
    () =>
      ready
        ? undefined
        : afterNextPaint(() => {
            startTransition(() => {
              setReady(true);
            });
          }),
    [ready],
  );
  return ready ? children : null;
}
