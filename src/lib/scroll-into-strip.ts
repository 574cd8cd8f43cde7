// A chosen item of a strip that scrolls sideways (the Order tab's tabs when their words do
// not fit, English at 320 px) is brought into the strip's view, sideways only: the page's
// own scroll is left alone, which `scrollIntoView` would move.

/** Scrolls `strip` sideways just enough for `item` to be fully in view. */
export function scrollIntoStrip(strip: HTMLElement, item: HTMLElement): void {
  const view = strip.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.left < view.left) strip.scrollLeft -= view.left - box.left;
  else if (box.right > view.right) strip.scrollLeft += box.right - view.right;
}
