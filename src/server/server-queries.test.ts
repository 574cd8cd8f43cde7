// The server's handling of a page's calls: waiting within the budget, starting what a render
// built, and stopping a call still under way so its reply cannot land mid-render.
import { dehydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createServerQueryClient,
  settled,
  startBuiltQueries,
  stopCallsUnderWay,
} from './server-queries';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('stopCallsUnderWay', () => {
  it('keeps a reply that arrives after it out of the cache and out of the page’s state', async () => {
    const client = createServerQueryClient();
    const reply = deferred<string>();
    void client.query({ queryKey: ['late'], queryFn: () => reply.promise }).catch(() => undefined);
    await client.query({ queryKey: ['early'], queryFn: () => 'here' });
    expect(client.isFetching()).toBe(1);

    await stopCallsUnderWay(client);
    // The reply arrives while the page would be rendering.
    reply.resolve('too late');
    await reply.promise;
    await Promise.resolve();

    const late = client.getQueryCache().find({ queryKey: ['late'] });
    expect(late?.state).toMatchObject({ status: 'pending', fetchStatus: 'idle', data: undefined });
    expect(client.getQueryData(['early'])).toBe('here');
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success',
    });
    expect(state.queries.map((query) => query.queryKey)).toEqual([['early']]);
  });

  it('leaves a query with a reply as it was when its new call is stopped', async () => {
    const client = createServerQueryClient();
    await client.query({ queryKey: ['shown'], queryFn: () => 'first' });
    const reply = deferred<string>();
    void client
      .query({ queryKey: ['shown'], queryFn: () => reply.promise, staleTime: 0 })
      .catch(() => undefined);
    expect(client.isFetching()).toBe(1);
    await stopCallsUnderWay(client);
    reply.resolve('second');
    await reply.promise;
    await Promise.resolve();
    expect(client.getQueryData(['shown'])).toBe('first');
  });
});

describe('settled', () => {
  it('waits for the calls until the deadline, and no longer', async () => {
    vi.useFakeTimers();
    const client = createServerQueryClient();
    void client
      .query({ queryKey: ['never'], queryFn: () => new Promise(() => undefined) })
      .catch(() => undefined);
    let done = false;
    void settled(client, performance.now() + 1500).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('resolves as soon as the last call is answered', async () => {
    const client = createServerQueryClient();
    const reply = deferred<string>();
    void client.query({ queryKey: ['one'], queryFn: () => reply.promise }).catch(() => undefined);
    const waiting = settled(client, performance.now() + 60_000);
    reply.resolve('answered');
    await waiting;
    expect(client.isFetching()).toBe(0);
  });
});

describe('startBuiltQueries', () => {
  it('starts the queries a render built, except disabled ones and those asked on every mount', () => {
    const client = createServerQueryClient();
    const cache = client.getQueryCache();
    const calls: string[] = [];
    const build = (key: string, options: { enabled?: boolean; staleTime?: number } = {}) =>
      cache.build(client, {
        queryKey: [key],
        queryFn: () => {
          calls.push(key);
          return key;
        },
        ...options,
      });
    build('built');
    build('disabled', { enabled: false });
    build('every-mount', { staleTime: 0 });
    expect(startBuiltQueries(client)).toBe(1);
    expect(calls).toEqual(['built']);
  });
});
