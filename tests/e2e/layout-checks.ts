// What the layout journey looks for on a painted page, run inside the page in one call per
// width (a round trip to a loaded browser costs more than the checks): Playwright sends the
// function's source, so everything it uses is defined inside it. Every finding names the
// element, so a failure says what to fix.

/**
 * Waits for the screen to settle (no block still loading, frames painted), then returns its
 * layout problems at the current viewport width:
 * - the document wider than the viewport (horizontal scrolling);
 * - an element whose box passes the viewport's left or right edge, unless an ancestor that
 *   clips or scrolls (a carousel, a scrolling row) keeps it inside (the outermost such
 *   element only);
 * - a fixed element (the tab bar, a fixed footer or header, the support button, a dialog)
 *   not wholly inside the viewport;
 * - a Latin word of a control's label (button, tab, label, navigation link) split across
 *   two lines ("Review/ing");
 * - with `supportName` (the floating support button's accessible name, when the page has
 *   one): scrolled to the end of the page (a list there loaded to its end), a control under
 *   the button in its default place, where the button is the topmost element.
 * The viewport is the layout viewport (`clientWidth`): in a mobile browser `innerWidth` grows
 * with content that overflows, so comparing with it hides the overflow.
 */
export async function inspectLayout(supportName: string | null): Promise<string[]> {
  const root = document.documentElement;
  const width = root.clientWidth;
  const height = root.clientHeight;
  const problems: string[] = [];

  /** Frames painted and the tasks after them (the support button moves in such a task). */
  const settle = async () => {
    for (let i = 0; i < 2; i += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  /** Waits, a frame at a time, until `done` (the test's time limit bounds it). */
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((resolve) => requestAnimationFrame(resolve));
  };
  const describe = (element: Element) => {
    // CSS module classes read `_local_hash_n`: the local name is the useful part.
    const classes = [...element.classList]
      .map((name) => /^_(.+)_[\w-]{5}_\d+$/.exec(name)?.[1] ?? name)
      .map((name) => `.${name}`)
      .join('');
    const label =
      element.getAttribute('aria-label') ??
      element.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${classes}> "${label}"`;
  };
  const edges = (box: DOMRect) => `[${Math.round(box.left)}, ${Math.round(box.right)}]`;

  // BlockLoading's status (components/block-state.tsx).
  await until(() => document.querySelector('.visually-hidden[role="status"]') === null);
  await settle();

  if (root.scrollWidth > width) {
    problems.push(`the document is ${root.scrollWidth} px wide in a ${width} px viewport`);
  }

  // The horizontal band each element's children are clipped to (by itself or an ancestor
  // that clips or scrolls), worked out parent first: the document lists parents first.
  const clips = new Map<Element, { left: number; right: number }>();
  const unclipped = { left: -Infinity, right: Infinity };
  const outside = new Set<Element>();
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    const band = (element.parentElement && clips.get(element.parentElement)) ?? unclipped;
    const box = element.getBoundingClientRect();
    clips.set(
      element,
      style.overflowX === 'visible'
        ? band
        : { left: Math.max(band.left, box.left), right: Math.min(band.right, box.right) },
    );
    if (box.width <= 1 || box.height <= 1) continue;
    if (Math.max(box.left, band.left) < -0.5 || Math.min(box.right, band.right) > width + 0.5) {
      outside.add(element);
    }
    if (
      style.position === 'fixed' &&
      (box.left < -0.5 || box.top < -0.5 || box.right > width + 0.5 || box.bottom > height + 0.5)
    ) {
      problems.push(
        `fixed ${describe(element)} at x ${edges(box)}, y [${Math.round(box.top)}, ${Math.round(box.bottom)}] leaves the ${width}x${height} viewport`,
      );
    }
  }
  for (const element of outside) {
    if (element.parentElement && outside.has(element.parentElement)) continue;
    problems.push(
      `${describe(element)} spans ${edges(element.getBoundingClientRect())}, past the viewport`,
    );
  }

  for (const control of document.body.querySelectorAll('button, [role="tab"], label, nav a')) {
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/[A-Za-z][A-Za-z'’]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) {
          problems.push(`"${word[0]}" breaks across lines in ${describe(control)}`);
        }
      }
    }
  }

  if (supportName === null) return problems;
  const findButton = () =>
    [...document.querySelectorAll('button')].find(
      (element) =>
        element.getAttribute('aria-label') === supportName &&
        getComputedStyle(element).position === 'fixed',
    );
  // Its chunk loads once the screen has painted.
  await until(() => findButton() !== undefined);
  // To the end, until a list there has loaded its last page (its end shows a status while a
  // page loads: components/paged-list).
  for (let before = -1; before !== root.scrollHeight;) {
    before = root.scrollHeight;
    window.scrollTo(0, before);
    await settle();
    await until(() => !document.querySelector('[class*="listEnd"] [role="status"]'));
  }
  await settle();
  const button = findButton()!;
  const place = button.getBoundingClientRect();
  const controls = 'a[href], button, input, select, textarea, summary, label, [role="tab"]';
  for (const control of document.body.querySelectorAll(controls)) {
    if (control === button) continue;
    const box = control.getBoundingClientRect();
    const left = Math.max(box.left, place.left);
    const right = Math.min(box.right, place.right);
    const top = Math.max(box.top, place.top);
    const bottom = Math.min(box.bottom, place.bottom);
    if (right - left < 1 || bottom - top < 1) continue;
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    if (!hit || !button.contains(hit)) continue;
    problems.push(
      `at the end of the page the support button covers ${describe(control)} at y [${Math.round(box.top)}, ${Math.round(box.bottom)}]`,
    );
  }
  return problems;
}
