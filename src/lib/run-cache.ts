// A value read once per task of the page's code. Some reads ask the browser each time
// (document.cookie is a synchronous round trip to its cookie store, slow while the page
// loads), and one render or one route loader's calls read the same value many times. The
// value is kept until the current task (with its microtasks) has ended; the next task reads
// it afresh, and `forget` drops it at once after the code changed it.
import { yieldToMain } from './yield-to-main';

export interface RunCache<T> {
  get(): T;
  forget(): void;
}

/** Runs `callback` once the current task has ended (yield-to-main's task, no timer). */
function nextTask(callback: () => void): void {
  void yieldToMain().then(callback);
}

/**
 * `afterTask` runs its callback once the current task has ended (tests pass their own to
 * end a task when they choose).
 */
export function cacheForRun<T>(
  read: () => T,
  afterTask: (callback: () => void) => void = nextTask,
): RunCache<T> {
  let held: { value: T } | undefined;
  return {
    get() {
      if (held) return held.value;
      const current = { value: read() };
      held = current;
      // Only this read's value goes then: one read after a forget keeps its own task.
      afterTask(() => {
        if (held === current) held = undefined;
      });
      return current.value;
    },
    forget() {
      held = undefined;
    },
  };
}
