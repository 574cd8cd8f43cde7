import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cacheForRun, cacheUntilChange } from './run-cache';
import { yieldToMain } from './yield-to-main';

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
    await waitFor(() => {
      expect(cache.get()).toBe(2);
    });
  });
});

describe('cacheForRun update', () => {
  it('changes the value held for the rest of the task, and nothing when none is held', () => {
    const task = taskEnds();
    let source = 1;
    const read = vi.fn(() => source);
    const cache = cacheForRun(read, task.afterTask);
    cache.update((value) => value + 10);
    expect(cache.get()).toBe(1);
    cache.update((value) => value + 10);
    expect(cache.get()).toBe(11);
    expect(read).toHaveBeenCalledTimes(1);
    source = 2;
    task.end();
    expect(cache.get()).toBe(2);
  });
});

/** A change source run by hand: `report()` is the source saying it changed. */
function changeSource() {
  const listeners: (() => void)[] = [];
  return {
    subscribe: (changed: () => void) => {
      listeners.push(changed);
    },
    report: () => {
      for (const listener of listeners) listener();
    },
  };
}

describe('cacheUntilChange', () => {
  it('keeps the value across tasks until the source reports a change', async () => {
    const source = changeSource();
    let value = 'a';
    const read = vi.fn(() => value);
    const cache = cacheUntilChange(read, source.subscribe);
    expect(read).not.toHaveBeenCalled();
    expect(cache.get()).toBe('a');
    value = 'b';
    await yieldToMain();
    await yieldToMain();
    expect(cache.get()).toBe('a');
    expect(read).toHaveBeenCalledTimes(1);
    source.report();
    expect(cache.get()).toBe('b');
    expect(cache.get()).toBe('b');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads afresh after forget', () => {
    const source = changeSource();
    let value = 1;
    const cache = cacheUntilChange(() => value, source.subscribe);
    expect(cache.get()).toBe(1);
    value = 2;
    cache.forget();
    expect(cache.get()).toBe(2);
  });

  it("applies the code's own change to the value held without reading, and none when none is held", () => {
    const source = changeSource();
    let value = { n: 1 };
    const read = vi.fn(() => value);
    const cache = cacheUntilChange(read, source.subscribe);
    cache.update(() => ({ n: 99 }));
    expect(read).not.toHaveBeenCalled();
    expect(cache.get()).toEqual({ n: 1 });
    cache.update((held) => ({ n: held.n + 1 }));
    expect(cache.get()).toEqual({ n: 2 });
    expect(read).toHaveBeenCalledTimes(1);
    value = { n: 5 };
    source.report();
    expect(cache.get()).toEqual({ n: 5 });
  });
});
