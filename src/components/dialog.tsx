// The one modal dialog and bottom sheet of the app, on the platform's <dialog> opened with
// showModal(): the browser puts it in the top layer and makes everything else inert (no
// clicks, no focus, hidden from assistive tech), and Escape becomes its `cancel` event.
// On top of that: focus moves to the first control (or the panel) and returns to where it
// was on close (to the control that led there, even one disabled while its request ran:
// lib/focus-return.ts), Tab wraps inside, the page behind does not scroll (a counted lock, so a
// captcha over quick register works), and Escape and a tap outside the panel close it only
// when it is dismissible; a tap outside only once the dialog has been open for
// DIALOG_OPENING_GUARD_MS (the second tap of a double-tap on what opened it lands on the
// backdrop and must not close it too; `data-opening` marks that moment). The dialog is
// controlled: it asks onClose and the caller's `open` decides. Nothing touches the DOM
// during render: on a server it renders nothing.
//
// Why <dialog> and not React Aria: the platform gives the top layer, the inert page and the
// Escape request for free, in every engine we support, with no JavaScript to ship. The
// dialog frame sits in the first-screen JS of Home and goodsDetail (their pop-ups), so a
// library's focus-scope, overlay and interaction modules would cost kilobytes there for
// what the browser already does. (jsdom lacks showModal: tests/setup/dialog-shim.ts.)
import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { DIALOG_OPENING_GUARD_MS } from '../config/timing';
import { giveFocusBack, returnTarget } from '../lib/focus-return';
import { lockDocumentScroll } from '../lib/scroll-lock';
import { CloseIcon } from './icons';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape or a backdrop tap (when dismissible) and by the caller's buttons. */
  onClose: () => void;
  children?: ReactNode;
  /** Action buttons, rendered in the footer. */
  actions?: ReactNode;
  /** False for dialogs that need an explicit choice. */
  dismissible?: boolean;
  /** Visually hide the title (it still labels the dialog). */
  hideTitle?: boolean;
  variant?: 'center' | 'sheet';
  /** The label of a close button at the panel's top (for long sheets); none without it. */
  closeLabel?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab visits, in order: of a radio group only the checked one, as browsers do. */
function tabbables(panel: HTMLElement): HTMLElement[] {
  const all = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const isRadio = (el: HTMLElement): el is HTMLInputElement =>
    el instanceof HTMLInputElement && el.type === 'radio';
  const checkedGroups = new Set(all.filter(isRadio).flatMap((r) => (r.checked ? [r.name] : [])));
  return all.filter((el) => !isRadio(el) || el.checked || !checkedGroups.has(el.name));
}

const subscribeNothing = () => () => {};

export function Dialog({ open, ...props }: DialogProps) {
  // False on the server and while hydrating, true on the client afterwards.
  const onClient = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (!open || !onClient) return null;
  // In <body>, so no ancestor's form, label or link sees its events or styles its text.
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  title,
  onClose,
  children,
  actions,
  dismissible = true,
  hideTitle = false,
  variant = 'center',
  closeLabel,
}: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** Asks the caller to close when the dialog may be dismissed; says whether it asked. */
  const requestClose = useEffectEvent(() => {
    if (dismissible) onClose();
    return dismissible;
  });

  // Layout effect: open and focus before the first paint; on unmount (the caller set
  // open = false) close it while it is still in the document, so the page is live again
  // before focus goes back.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const panel = panelRef.current;
    if (!dialog || !panel) return;
    const previous = returnTarget(dialog);
    const unlockScroll = lockDocumentScroll();
    dialog.showModal();
    (tabbables(panel)[0] ?? panel).focus();

    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // The browser may close it without a cancelable `cancel` (Chromium does on a second
    // Escape with no click between): follow the caller's choice, not the browser's. A
    // `close` that arrives while it is open again is stale (StrictMode's second mount
    // follows a close() whose event comes a task later): ignore it.
    const onPlatformClose = () => {
      if (dialog.open) return;
      if (!requestClose()) dialog.showModal();
    };
    // Tab wraps inside (the inert page would otherwise let it leave for the browser's UI).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const order = tabbables(panel);
      const first = order[0];
      const last = order[order.length - 1];
      const at = order.indexOf(document.activeElement as HTMLElement);
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && at <= 0) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (at === -1 || at === order.length - 1)) {
        event.preventDefault();
        first.focus();
      }
    };
    // A tap outside the panel lands on the <dialog> itself. Both ends of the press must be
    // outside, so a drag that starts in the panel (selecting text) does not close it. A press
    // that starts while the dialog is opening is the twin of the tap that opened it (a
    // double-tap, or a second tap on a Submit that is still busy), not an answer: ignored.
    // The panel's own controls are live at once: a labelled target is aimed at, keyboard
    // users act on the focused one at once, and a button that ignores a real tap looks
    // broken (docs/storefront-choices.md).
    let opening = true;
    dialog.dataset.opening = '';
    const openingTimer = setTimeout(() => {
      opening = false;
      delete dialog.dataset.opening;
    }, DIALOG_OPENING_GUARD_MS);
    let pressedOutside = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside = !opening && event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && pressedOutside) requestClose();
      pressedOutside = false;
    };

    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onPlatformClose);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      clearTimeout(openingTimer);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onPlatformClose);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      dialog.close();
      unlockScroll();
      giveFocusBack(previous);
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      data-variant={variant}
      aria-modal="true"
      aria-labelledby={titleId}
      // Where supported, the browser itself ignores Escape for a dialog that needs a choice.
      closedby={dismissible ? 'closerequest' : 'none'}
    >
      <div
        ref={panelRef}
        className={styles.panel}
        tabIndex={-1}
        data-closable={closeLabel ? '' : undefined}
      >
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        {closeLabel ? (
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        ) : null}
        {children && <div className={styles.body}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </dialog>
  );
}
