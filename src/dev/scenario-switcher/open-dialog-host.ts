// Where the scenario switcher renders so it stays usable above the app's dialogs (issue 23
// item 12). A dialog opened with showModal() makes everything outside it inert, and that
// includes a popover shown above it in the top layer (tried in Chromium: the popover's
// buttons take no clicks and no focus). Content inside the topmost modal dialog stays live,
// so while a dialog is open the switcher is rendered into it (a portal), and back in place
// when it closes. The switcher is position: fixed and the dialog has no transform, so it
// stays in its corner.
import { useSyncExternalStore } from 'react';

/** The open dialogs, in the order they opened: the last is the topmost. */
let opened: HTMLDialogElement[] = [];

function refresh(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.open);
  opened = [
    ...opened.filter((dialog) => open.includes(dialog)),
    ...open.filter((dialog) => !opened.includes(dialog)),
  ];
  return opened.at(-1) ?? null;
}

function subscribe(changed: () => void) {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  return () => {
    observer.disconnect();
  };
}

const onServer = () => null;

/** The topmost open dialog, or null when none is open. */
export function useOpenDialogHost(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, refresh, onServer);
}
