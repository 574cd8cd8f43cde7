// A route chunk that failed to load (after a deploy, or a flaky network) forces a full
// load of the page being opened, at most once per 60 s so a chunk that is really gone
// cannot loop the page (seed 000 section 4: "A page reload is forced once per 60 s on a
// chunk load error"). Within the 60 s the route shows its error state with Retry instead.
// The decision is the route error boundaries' (they know the page being opened); an
// optional chunk (the sanitiser) has its own fallback and never reloads the page.
import { CHUNK_RELOAD_INTERVAL_MS } from '../config/timing';

const STORAGE_KEY = 'chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading (CSS )?chunk [\w-]+ failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** The full page load; tests replace it (jsdom cannot navigate). */
export const pageLoad = {
  /** Loads `href` in place of the current history entry (no extra Back step). */
  replace(href: string): void {
    window.location.replace(href);
  },
};

/**
 * Loads `href` (the page being opened) afresh unless a reload for a failed chunk happened
 * in the last 60 s; says whether it did.
 */
export function reloadForChunkError(
  href: string,
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  pageLoad.replace(href);
  return true;
}
