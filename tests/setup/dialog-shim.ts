// jsdom 31 has HTMLDialogElement but none of its modal behaviour: no showModal(), show() or
// close(), and Escape is not a close request. This adds the smallest faithful part, per the
// HTML spec, that src/components/dialog.tsx relies on: showModal() opens as the topmost
// modal (throws if disconnected or open non-modally), close() removes `open` and fires
// `close` a moment later (a queued task in browsers), and an Escape keydown that nothing
// cancelled fires a cancelable `cancel` at the topmost modal, closing it unless prevented.
// Not emulated: the top layer, inertness and ::backdrop (the browser journey
// tests/e2e/dialog.spec.ts checks those in Chromium).
const modals: HTMLDialogElement[] = [];
const topModal = () => modals.filter((d) => d.isConnected && d.open).at(-1);

// The server-render test runs in Node, which has no DOM at all.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.defineProperties(HTMLDialogElement.prototype, {
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement) {
        if (this.open && modals.includes(this)) return;
        if (this.open || !this.isConnected) {
          throw new DOMException('The dialog cannot be shown modally.', 'InvalidStateError');
        }
        this.setAttribute('open', '');
        modals.push(this);
      },
    },
    show: {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement) {
        if (!this.open) return;
        this.removeAttribute('open');
        const index = modals.indexOf(this);
        if (index >= 0) modals.splice(index, 1);
        queueMicrotask(() => this.dispatchEvent(new Event('close')));
      },
    },
  });
  // Bubble phase on window: the page's own keydown handlers run first and may cancel it.
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = topModal();
    if (dialog?.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}
