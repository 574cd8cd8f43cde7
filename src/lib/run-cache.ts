// A value read once per task of the page's code. Some reads ask the browser each time
// (document.cookie is a synchronous round trip to its cookie store, slow while the page
// loads), and one render or one route loader's calls read the same value many times. The
// value is kept until the current task (with its microtasks) has ended; the next task reads
// it afresh, and `forget` drops it at once after the code changed it.
export interface RunCache<T> {
  get(): T;
  forget(): void;
}

/** Runs `callback` in a task of its own, soon (a timer would be throttled in a hidden tab). */
function nextTask(callback: () => void): void {
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      callback();
    };
    channel.port2.postMessage(undefined);
    return;
  }
  setTimeout(callback, 0);
}

/**
 * `afterTask` runs its callback once the current task has ended (tests pass their own to
 * end a task when they choose).
 */
export function cacheForRun<T>(
  read: () => T,
  afterTask: (callback: () => void) => void = nextTask,
): RunCache<T> {
  let held = false;
  let value: T;
  let generation = 0;
  const forget = () => {
    held = false;
    generation += 1;
  };
  return {
    get() {
      if (held) return value;
      value = read();
      held = true;
      const taken = generation;
      afterTask(() => {
        if (generation === taken) forget();
      });
      return value;
    },
    forget,
  };
}
