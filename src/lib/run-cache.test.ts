import { describe, expect, it, vi } from 'vitest';
import { cacheForRun } from './run-cache';

/** A task end run by hand: `end()` runs what waits for the current task to end. */
function taskEnds() {
  const waiting: (() => void)[] = [];
  return {
    afterTask: (callback: () => void) => {
      waiting.push(callback);
    },
    end: () => {
      for (const callback of waiting.splice(0)) callback();
    },
    /** Runs only the oldest waiting callback. */
    endOldest: () => {
      waiting.shift()?.();
    },
  };
}

describe('cacheForRun', () => {
  it('reads once per task, its microtasks included, and afresh in the next task', async () => {
    const task = taskEnds();
    let source = 1;
    const read = vi.fn(() => source);
    const cache = cacheForRun(read, task.afterTask);
    expect(cache.get()).toBe(1);
    source = 2;
    expect(cache.get()).toBe(1);
    await Promise.resolve();
    expect(cache.get()).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
    task.end();
    expect(cache.get()).toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads afresh at once after forget; an older read's task end keeps the new value", () => {
    const task = taskEnds();
    let source = 'a';
    const read = vi.fn(() => source);
    const cache = cacheForRun(read, task.afterTask);
    expect(cache.get()).toBe('a');
    source = 'b';
    cache.forget();
    expect(cache.get()).toBe('b');
    source = 'c';
    // The end waited for by the read of 'a' does not drop 'b', read after forget…
    task.endOldest();
    expect(cache.get()).toBe('b');
    // …the end waited for by the read of 'b' does.
    task.endOldest();
    expect(cache.get()).toBe('c');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('by default lets the value go once the task has ended', async () => {
    let source = 1;
    const cache = cacheForRun(() => source);
    expect(cache.get()).toBe(1);
    source = 2;
    await vi.waitFor(() => {
      expect(cache.get()).toBe(2);
    });
  });
});
