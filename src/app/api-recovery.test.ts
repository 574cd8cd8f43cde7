// The app recovers by itself when the API comes back: a quiet probe 10 s after a call could
// not reach the API, again every 10 s while it still cannot, and the failed blocks fetched
// again once it answers. Fake setTimeout; the requests are real (MSW).
import { QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node-server';
import { getGetHomeInfoQueryOptions } from '../api/generated/catalog/catalog';
import { getToasts } from '../lib/toast-store';
import { runDueTimers, runTimersUntil } from '../../tests/utils/fake-time';
import { recoverWhenApiReturns } from './api-recovery';
import { createQueryClient } from './query-client';

const INIT = '/api/language/home/init';
const HOME = '/api/language/home/info';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  server.events.removeAllListeners();
  vi.useRealTimers();
});

/** The API unreachable, Home's call failed, the watcher running; the paths requested. */
async function homeFailedWithoutApi() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => {
    requested.push(new URL(request.url).pathname);
  });
  server.use(
    http.post(`*${INIT}`, () => HttpResponse.error()),
    http.post(`*${HOME}`, () => HttpResponse.error()),
  );
  const queryClient = createQueryClient();
  cleanups.push(recoverWhenApiReturns(queryClient));
  const observer = new QueryObserver(queryClient, {
    ...getGetHomeInfoQueryOptions({ uid: 'u' }),
    retry: false,
  });
  cleanups.push(observer.subscribe(() => undefined));
  await runTimersUntil(() => observer.getCurrentResult().isError);
  requested.length = 0;
  return { observer, requested };
}

describe('recovery when the API returns', () => {
  it('probes quietly after 10 s and fetches the failed blocks once the API answers', async () => {
    const { observer, requested } = await homeFailedWithoutApi();
    server.resetHandlers();
    vi.advanceTimersByTime(9_999);
    await runDueTimers();
    expect(requested).toEqual([]);
    vi.advanceTimersByTime(1);
    await runTimersUntil(() => observer.getCurrentResult().isSuccess);
    expect(requested).toEqual([INIT, HOME]);
  });

  it('probes again every 10 s while the API stays unreachable, with no toast', async () => {
    const { observer, requested } = await homeFailedWithoutApi();
    vi.advanceTimersByTime(10_000);
    await runTimersUntil(() => requested.length === 1);
    await runDueTimers();
    expect(requested).toEqual([INIT]);
    // The probe is silent: the toast of Home's failure (2 s) is gone and none came back.
    expect(getToasts()).toEqual([]);
    expect(observer.getCurrentResult().isError).toBe(true);

    server.resetHandlers();
    vi.advanceTimersByTime(10_000);
    await runTimersUntil(() => observer.getCurrentResult().isSuccess);
    expect(requested).toEqual([INIT, INIT, HOME]);
  });

  it('takes any answer, even a refusal, as the API being back', async () => {
    const { observer, requested } = await homeFailedWithoutApi();
    server.use(
      http.post(`*${INIT}`, () => HttpResponse.json({ code: 500, msg: 'busy', data: null })),
    );
    server.use(
      http.post(`*${HOME}`, () => HttpResponse.json({ code: 500, msg: 'busy', data: null })),
    );
    vi.advanceTimersByTime(10_000);
    await runTimersUntil(() => requested.length === 2);
    expect(requested).toEqual([INIT, HOME]);
    await runTimersUntil(() => !observer.getCurrentResult().isFetching);
  });
});
