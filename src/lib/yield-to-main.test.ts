import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToMain', () => {
  it('hands over to scheduler.yield() where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes in a later task, after the pending microtasks and earlier tasks', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('microtask'));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await done;
    expect(order).toEqual(['microtask', 'resumed']);
  });
});
