// Where a dialog hands the focus back when it closes (components/dialog.tsx). A dialog a
// reply opens (Log in, Submit or Buy Now answered) finds the focus on <body>: the control
// was disabled while its request ran, and the browser moved the focus off it. The dialog
// hands the focus back to that control, not to the top of the page (WCAG 2.4.3 focus
// order), so the control that last took the focus outside a dialog is remembered. Watching
// starts with the app (app/app.tsx imports this module): the dialog's own chunk may arrive
// only with the reply, after the tap. In the browser only; on a server, nothing.
let lastFocused: WeakRef<HTMLElement> | undefined;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('dialog')) {
        lastFocused = new WeakRef(target);
      }
    },
    true,
  );
}

/** Where the focus goes back once `dialog` closes: the focused control, else the last one. */
export function returnTarget(dialog: HTMLDialogElement): HTMLElement | null {
  const active = document.activeElement;
  // A focus inside this dialog: StrictMode's second mount of the same dialog (development).
  if (active instanceof HTMLElement && active !== document.body && !dialog.contains(active)) {
    return active;
  }
  const last = lastFocused?.deref();
  return last?.isConnected ? last : null;
}

/**
 * Puts the focus back on `target`. A control still disabled by the request behind the
 * dialog (a submit waiting for the dialog's answer) takes it once enabled again, unless the
 * focus has gone somewhere else by then.
 */
export function giveFocusBack(target: HTMLElement | null) {
  if (!target) return;
  if (!target.matches(':disabled')) {
    target.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    if (target.matches(':disabled')) return;
    observer.disconnect();
    if (document.activeElement === document.body || document.activeElement === null) {
      target.focus();
    }
  });
  observer.observe(target, { attributes: true, attributeFilter: ['disabled'] });
}
