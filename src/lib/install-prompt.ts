// The browser's own install prompt (`beforeinstallprompt`, Chromium browsers), kept for the
// Me page's add-to-desktop offer (issue 26 item 1). The event fires once, early, on any
// page: listening starts at boot (main.tsx) and the event is kept until the offer uses it.
// Its default (Chrome's own mini-infobar) is prevented: the store offers installing where
// the specification puts the offer, on the Me page (docs/storefront-choices.md).
import { useSyncExternalStore } from 'react';

/** The event's part the offer uses (not in TypeScript's DOM types: Chromium only). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let kept: InstallPromptEvent | undefined;
const listeners = new Set<() => void>();

function keep(event: InstallPromptEvent | undefined): void {
  kept = event;
  for (const listener of listeners) listener();
}

/** Starts listening for the browser's prompt (once, at boot). */
export function keepInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    keep(event as InstallPromptEvent);
  });
  // Installed, by the prompt or the browser's menu: nothing left to offer.
  window.addEventListener('appinstalled', () => {
    keep(undefined);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser offers its install prompt now (never on a server). */
export function useInstallPromptOffered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => kept !== undefined,
    () => false,
  );
}

/**
 * Shows the browser's prompt and says what the shopper chose. A prompt is shown once: it is
 * let go either way (the browser fires a new event when it would offer again).
 */
export async function showInstallPrompt(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = kept;
  if (!event) return 'unavailable';
  keep(undefined);
  await event.prompt();
  return (await event.userChoice).outcome;
}
