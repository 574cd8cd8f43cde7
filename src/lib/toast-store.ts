// A tiny external store for toasts, so code outside React (the HTTP client) can raise one.
// The <Toaster> component renders them; texts are either server messages or i18n keys.
// A flood of failures stays readable: one toast per message at a time (a repeat merges into
// the one shown and restarts its time) and at most MAX_VISIBLE_TOASTS at once (a new one
// replaces the oldest).
import { TOAST_DURATION_MS } from '../config/timing';

export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** A server-supplied message, shown as is. */
  message?: string;
  /** An i18n key (namespace:key), translated when shown. */
  messageKey?: string;
  durationMs: number;
}

type Listener = () => void;

/** Toasts shown at once; a new one beyond them replaces the oldest. */
export const MAX_VISIBLE_TOASTS = 3;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Same kind and same text: the same message, whatever raised it. */
function sameMessage(a: Pick<Toast, 'kind' | 'message' | 'messageKey'>, b: Toast): boolean {
  return a.kind === b.kind && a.message === b.message && a.messageKey === b.messageKey;
}

function startTimer(toast: Toast): void {
  clearTimeout(timers.get(toast.id));
  timers.set(
    toast.id,
    setTimeout(() => {
      dismissToast(toast.id);
    }, toast.durationMs),
  );
}

/** Shows a toast and returns its id (the id of the one shown when the message repeats). */
export function showToast(
  input: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number },
): number {
  const shown = toasts.find((toast) => sameMessage(input, toast));
  if (shown) {
    startTimer(shown);
    return shown.id;
  }
  const toast: Toast = { durationMs: TOAST_DURATION_MS, ...input, id: nextId++ };
  const overflow = Math.max(0, toasts.length + 1 - MAX_VISIBLE_TOASTS);
  for (const oldest of toasts.slice(0, overflow)) {
    clearTimeout(timers.get(oldest.id));
    timers.delete(oldest.id);
  }
  toasts = [...toasts.slice(overflow), toast];
  startTimer(toast);
  emit();
  return toast.id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const next = toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) {
    toasts = next;
    emit();
  }
}

export function clearToasts(): void {
  for (const id of timers.keys()) clearTimeout(timers.get(id));
  timers.clear();
  toasts = [];
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
