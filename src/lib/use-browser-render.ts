// Whether this render may use what only a browser that has taken over the page has: false on
// a server and while the browser hydrates a page a server rendered (React then renders what
// the server did), true in every other browser render, and after hydration (React renders
// again with true).
//
// The turn to true is urgent on purpose: React's check of the store right after the
// hydration's commit renders the hook's users again at once, so what they change then (the
// submit button enabled, a deferred block's content, the carousel following the shopper's
// reduced-motion setting) is not painted twice. Turned in a transition (tried on
// 2026-11-29), it saved about 22 ms of Home's start-up at 4x CPU but came after a paint.
// The re-render is of the few components that use this hook, not of the page; what made
// Home hydrate in one blocking task was the language layout's urgent update, now a
// transition (app/locale-layout.tsx).
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useBrowserRender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
