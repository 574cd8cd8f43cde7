// A value read once and kept, for reads that ask the browser each time (document.cookie is a
// synchronous round trip to its cookie store, slow while requests are in flight) and that
// one render or one route loader's calls make many times. `cacheForRun` keeps the value
// until the current task (with its microtasks) has ended, and the next task reads it
// afresh; `cacheUntilChange` keeps it until its source reports a change, for a source that
// does. Either way `forget` drops it at once, and `update` changes the value held (the
// code's own write) without reading again.
import { yieldToMain } from './yield-to-main';

export interface RunCache<T> {
  get(): T;
  forget(): void;
  /** Applies the code's own change to the value held, if one is held. */
  update(change: (value: T) => T): void;
}

/** Runs `callback` once the current task has ended (yield-to-main's task, no timer). */
function nextTask(callback: () => void): void {
  void yieldToMain().then(callback);
}

/** Holds the value of a read until `onRead`'s callback for that read (or `forget`) drops it. */
function holdValue<T>(read: () => T, onRead: (drop: () => void) => void): RunCache<T> {
  let held: { value: T } | undefined;
  return {
    get() {
      if (held) return held.value;
      const current = { value: read() };
      held = current;
      // Only this read's value goes then: one read after a forget keeps its own time.
      onRead(() => {
        if (held === current) held = undefined;
      });
      return current.value;
    },
    forget() {
      held = undefined;
    },
    update(change) {
      if (held) held.value = change(held.value);
    },
  };
}

/**
 * `afterTask` runs its callback once the current task has ended (tests pass their own to
 * end a task when they choose).
 */
export function cacheForRun<T>(
  read: () => T,
  afterTask: (callback: () => void) => void = nextTask,
): RunCache<T> {
  return holdValue(read, afterTask);
}

/**
 * Keeps the value until `subscribe`'s source reports a change: `subscribe` is called once,
 * with the callback that drops the value (the next `get` reads afresh).
 */
export function cacheUntilChange<T>(
  read: () => T,
  subscribe: (changed: () => void) => void,
): RunCache<T> {
  let drop: (() => void) | undefined;
  subscribe(() => drop?.());
  return holdValue(read, (dropRead) => {
    drop = dropRead;
  });
}
