// jsdom does not scroll: its window.scrollTo() reports "Not implemented" on every call, and
// the router's scroll restoration (src/app/locale-layout.tsx) calls it on each navigation.
// Here it records the offset, which is all a page in jsdom can observe.
if (typeof window !== 'undefined') {
  window.scrollTo = (x?: number | ScrollToOptions, y?: number) => {
    const options = typeof x === 'object' ? x : { left: x, top: y };
    Object.defineProperty(window, 'scrollX', { value: options.left ?? 0, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: options.top ?? 0, configurable: true });
  };
}
