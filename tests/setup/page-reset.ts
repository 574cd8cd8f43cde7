// Puts the page back as the worker found it after each test, so no test depends on what ran
// before it (and files could share one jsdom page: `isolate: false`, vitest.config.ts):
// storage, cookies (by tests/setup/unit.ts), the <html>, <head> and <body> the screens
// changed (the title is a <head> element), the address and the scroll offset, and the
// document's own properties added since (axe-core adds its `elementsFromPoint` polyfill to
// the document it runs in, which needs `elementFromPoint`, which jsdom lacks: a later
// file's support button then found it and threw).
type PageStart = {
  href: string;
  head: ReadonlySet<Node>;
  htmlAttributes: readonly Attr[];
  bodyAttributes: readonly Attr[];
  /** The document's own string-named properties (symbols are libraries' marks: kept). */
  documentProperties: ReadonlySet<string>;
};

// Taken once per worker, before the first file touches the page (the set-up file itself is
// evaluated again for each file; globalThis is not).
const START = Symbol.for('storefront.tests.pageStart');
type WithStart = typeof globalThis & { [START]?: PageStart };

function pageStart(): PageStart {
  const holder = globalThis as WithStart;
  holder[START] ??= {
    href: window.location.href,
    head: new Set(document.head.childNodes),
    htmlAttributes: [...document.documentElement.attributes].map((a) => a.cloneNode() as Attr),
    bodyAttributes: [...document.body.attributes].map((a) => a.cloneNode() as Attr),
    documentProperties: new Set(Object.getOwnPropertyNames(document)),
  };
  return holder[START];
}

function restoreAttributes(element: Element, start: readonly Attr[]): void {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const attr of start) element.setAttribute(attr.name, attr.value);
}

/** Records the page as the worker first has it; call at set-up, before any test runs. */
export function notePageStart(): void {
  if (typeof window !== 'undefined') pageStart();
}

/** Puts the page back as the worker found it (after Testing Library's cleanup). */
export function resetPage(): void {
  if (typeof window === 'undefined') return;
  const start = pageStart();
  localStorage.clear();
  sessionStorage.clear();
  for (const node of [...document.head.childNodes]) {
    if (!start.head.has(node)) node.remove();
  }
  document.body.replaceChildren();
  restoreAttributes(document.documentElement, start.htmlAttributes);
  restoreAttributes(document.body, start.bodyAttributes);
  if (window.location.href !== start.href) window.history.replaceState(null, '', start.href);
  window.scrollTo(0, 0);
  for (const name of Object.getOwnPropertyNames(document)) {
    if (!start.documentProperties.has(name)) Reflect.deleteProperty(document, name);
  }
}
