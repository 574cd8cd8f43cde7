// A failed lazy chunk (after a deploy, or a flaky network) forces a full reload, at most once
// per 60 s so a chunk that is really gone cannot loop the page (seed 000 section 4).
import { CHUNK_RELOAD_INTERVAL_MS } from '../config/timing';

const STORAGE_KEY = 'chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Reloads unless a reload for the same reason happened in the last 60 s; says whether it did. */
export function reloadForChunkError(
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  reload: () => void = () => {
    window.location.reload();
  },
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
