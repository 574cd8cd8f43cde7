// Whether this render may use what only a browser that has taken over the page has: false on
// a server and while the browser hydrates a page a server rendered (React then renders what
// the server did), true in every other browser render, and after hydration (React renders
// again with true).
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useBrowserRender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
