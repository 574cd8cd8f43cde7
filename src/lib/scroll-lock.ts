// Stops the page behind a modal from scrolling (wheel, touch, keyboard) by hiding the
// document's overflow. Counted, so nested modals (the captcha over quick register) keep the
// lock until the last one closes, which restores the document's own inline values.
let holders = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

/** Locks the document's scroll; call the returned function once to release this hold. */
export function lockDocumentScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    // A desktop scroll bar that disappears would shift the page sideways: keep its room.
    const scrollbar = window.innerWidth - root.clientWidth;
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    root.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
      saved = undefined;
    }
  };
}
