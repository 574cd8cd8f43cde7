// Where the floating support button may sit: between the screen's top chrome (its sticky or
// fixed header) and its bottom chrome (the tab bar, goodsDetail's purchase bar), against
// the nearer side, at the height the shopper left it for the session. Inferred: the seeds
// only say "floating, draggable".

export const SUPPORT_BUTTON_SIZE = 48;
/** The gap kept to the side of the screen and to the chrome. */
export const SUPPORT_EDGE_GAP = 12;

const STORAGE_KEY = 'supportButtonPlace';

/** The free band of the viewport, in px from its top: below the header, above the bars. */
export interface Chrome {
  top: number;
  bottom: number;
}

export interface SupportPlace {
  side: 'left' | 'right';
  /** px from the viewport's bottom to the button's; null: just above the bottom chrome. */
  bottom: number | null;
}

/**
 * The fixed or sticky box an element sits in, if any (the button itself excluded). A dialog
 * is no chrome: an open one is fixed over the page, and one that reaches the viewport's
 * bottom (a tall pop-up, or any at 200% zoom) would send the button above the viewport.
 */
function pinnedBox(element: Element, button: HTMLElement): DOMRect | undefined {
  for (let node: Element | null = element; node && node !== document.body;) {
    if (node === button || node.tagName === 'DIALOG') return undefined;
    const { position } = getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return node.getBoundingClientRect();
    node = node.parentElement;
  }
  return undefined;
}

/** The first pinned box found under a point of the viewport. */
function pinnedAt(x: number, y: number, button: HTMLElement): DOMRect | undefined {
  for (const element of document.elementsFromPoint(x, y)) {
    const box = pinnedBox(element, button);
    if (box) return box;
  }
  return undefined;
}

/** Whether the page has a layout to measure (every browser; not jsdom). */
export function canMeasureChrome(): boolean {
  return typeof document.elementsFromPoint === 'function';
}

/** Measures the band left free by the chrome pinned at the viewport's top and bottom. */
export function measureChrome(button: HTMLElement): Chrome {
  const height = window.innerHeight;
  const x = window.innerWidth / 2;
  const top = pinnedAt(x, 1, button);
  const bottom = pinnedAt(x, height - 1, button);
  return {
    top: top && top.top <= 1 ? top.bottom : 0,
    bottom: bottom && bottom.bottom >= height - 1 ? bottom.top : height,
  };
}

/** The button's distance from the viewport's bottom, kept inside the free band. */
export function clampBottom(bottom: number | null, chrome: Chrome, viewportHeight: number) {
  const lowest = viewportHeight - chrome.bottom + SUPPORT_EDGE_GAP;
  const highest = viewportHeight - chrome.top - SUPPORT_EDGE_GAP - SUPPORT_BUTTON_SIZE;
  return Math.max(lowest, Math.min(bottom ?? lowest, highest));
}

/** The side nearer to the button's centre. */
export function snapSide(centreX: number, viewportWidth: number): SupportPlace['side'] {
  return centreX < viewportWidth / 2 ? 'left' : 'right';
}

/** The saved place as stored (a string, so it can be a stable store snapshot). */
export function readSavedSupportPlace(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked: no saved place.
    return null;
  }
}

export function parseSupportPlace(saved: string | null): SupportPlace | undefined {
  try {
    const value: unknown = JSON.parse(saved ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { side, bottom } = value as Record<string, unknown>;
    if ((side !== 'left' && side !== 'right') || typeof bottom !== 'number') return undefined;
    return { side, bottom };
  } catch {
    // A hand-edited value: the default place.
    return undefined;
  }
}

export function readSupportPlace(): SupportPlace | undefined {
  return parseSupportPlace(readSavedSupportPlace());
}

export function rememberSupportPlace(place: SupportPlace): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(place));
  } catch {
    // Storage blocked: the place lasts until the page closes.
  }
}
