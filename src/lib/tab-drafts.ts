// What a shopper has typed or chosen on a page, kept for the tab (sessionStorage) so a failed
// call, a 401 and signing in again, or a reload loses nothing. Every draft's key starts with
// `draft:`, so signing out on purpose can drop them all (sign-out.ts) while a 401 keeps them.
// No secret ever goes in a draft (the callers leave passwords out).

const PREFIX = 'draft:';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored value of draft `name`, parsed; undefined when none or not JSON. */
export function readTabDraft(name: string): unknown {
  const raw = storage()?.getItem(`${PREFIX}${name}`);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeTabDraft(name: string, value: unknown): void {
  try {
    storage()?.setItem(`${PREFIX}${name}`, JSON.stringify(value));
  } catch {
    // A full or refused storage only loses the draft.
  }
}

export function clearTabDraft(name: string): void {
  storage()?.removeItem(`${PREFIX}${name}`);
}

/** Drops every draft of the tab (signing out on purpose). */
export function forgetTabDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
