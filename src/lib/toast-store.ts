// A tiny external store for toasts, so code outside React (the HTTP client) can raise one.
// The <Toaster> component renders them; texts are either server messages or i18n keys.
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

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(
  input: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number },
): number {
  const toast: Toast = { durationMs: TOAST_DURATION_MS, ...input, id: nextId++ };
  toasts = [...toasts, toast];
  timers.set(
    toast.id,
    setTimeout(() => {
      dismissToast(toast.id);
    }, toast.durationMs),
  );
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
