// The moment the page's first screen is interactive in the browser: rendered, or hydrated
// with everything of the server's page (the screen hydrates after the app's root, in its
// own pass). Marked for field figures and the journeys ('app:interactive', User Timing),
// and what waits for it runs then (what was typed before hydration, given back).
import { useEffect } from 'react';

/** The User Timing mark of the first screen's first commit in the browser. */
export const APP_INTERACTIVE_MARK = 'app:interactive';

let waiting: (() => void)[] = [];
let reached = false;

/** Runs `callback` when the page becomes interactive (at once if it is). */
export function onPageInteractive(callback: () => void): void {
  if (reached) callback();
  else waiting.push(callback);
}

/** Back to before the first screen: each unit test is a new page load (tests/setup). */
export function forgetPageInteractive(): void {
  waiting = [];
  reached = false;
}

/** Rendered after the screen, inside the boundary the screen hydrates in (app/locale-layout). */
export function PageInteractive(): null {
  useEffect(() => {
    if (reached) return;
    reached = true;
    const run = waiting;
    waiting = [];
    for (const callback of run) callback();
    performance.mark(APP_INTERACTIVE_MARK);
  }, []);
  return null;
}
