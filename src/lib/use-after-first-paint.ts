// For work a screen does not need for its first paint (a badge's count, a chunk below the
// fold): false on the first render, true once the browser has painted it. Requests started
// then leave after the screen's content is on screen instead of from the task that renders
// it. A hidden page paints nothing, so there it only waits for the current task to end.
import { useEffect, useState, useSyncExternalStore } from 'react';

// Whether the page has painted since it loaded (an afterNextPaint callback has run, or the
// page is the server's HTML, painted before the script ran).
let pagePainted = false;

export const hasPagePainted = () => pagePainted;

/**
 * A page the production server rendered is on screen from its HTML before the script runs
 * (main.tsx, before hydrating it). So the browser's value is the server's (below): after
 * hydration React finds nothing changed and renders no screen again. A second render right
 * after hydration reached Home's footer while its chunk was still on its way; React then
 * threw the server's footer away until the chunk came, the page lost its height, and a tap
 * at the bottom landed on what slid under it (issue 26).
 */
export function notePaintedByServer(): void {
  pagePainted = true;
}

const noSubscription = () => () => undefined;

/**
 * hasPagePainted for a render: true on a server and while the browser hydrates a page the
 * server rendered (that page has painted, with everything the server could render), so the
 * server renders what lies below the first screen too (it is in the HTML, for search engines
 * and a shopper who scrolls before the script runs) and the browser's hydration renders the
 * same. Otherwise whether the page has painted since it loaded.
 */
export function usePagePainted(): boolean {
  return useSyncExternalStore(noSubscription, hasPagePainted, () => true);
}

/** A new page load, for tests (tests/setup/unit.ts). */
export function forgetPagePaint(): void {
  pagePainted = false;
}

export function afterNextPaint(callback: () => void): () => void {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame callback runs before the paint; the task it starts runs once painted.
  const afterFrame = () => {
    timer = setTimeout(() => {
      pagePainted = true;
      callback();
    }, 0);
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

/**
 * As useAfterFirstPaint, but true from the first render of a screen opened after the page
 * has painted (an in-app navigation, Back): what the landing paint holds back below the
 * first screen is there at once, so the page has its whole height when the router restores
 * the scroll position.
 */
export function useAfterPagePaint(): boolean {
  const [early] = useState(usePagePainted());
  return useAfterFirstPaint(!early) || early;
}
