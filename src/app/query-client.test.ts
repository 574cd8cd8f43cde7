import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { notifySessionChange } from '../lib/session';
import {
  createQueryClient,
  forgetRepliesOnSessionChange,
  NETWORK_RETRIES,
  shouldRetry,
} from './query-client';

const error = (kind: ApiError['kind']) => new ApiError({ kind, url: '/api/x', method: 'POST' });

describe('query retry policy', () => {
  it('retries a network failure once', () => {
    expect(NETWORK_RETRIES).toBe(1);
    expect(shouldRetry(0, error('network'))).toBe(true);
    expect(shouldRetry(1, error('network'))).toBe(false);
  });

  it('never retries a timeout: the request has already waited 40 s', () => {
    expect(shouldRetry(0, error('timeout'))).toBe(false);
  });

  it('never retries a business answer, an HTTP rejection or an unreadable reply', () => {
    expect(shouldRetry(0, error('business'))).toBe(false);
    expect(shouldRetry(0, error('http'))).toBe(false);
    expect(shouldRetry(0, error('invalid-response'))).toBe(false);
    expect(shouldRetry(0, new Error('boom'))).toBe(false);
  });
});

describe('replies across a session change', () => {
  it("drops the cached replies no screen shows, so the next shopper never sees the last one's", () => {
    const queryClient = createQueryClient();
    const stop = forgetRepliesOnSessionChange(queryClient);
    queryClient.setQueryData(['userInfo'], { nickName: 'Alex' });
    queryClient.setQueryData(['shown'], { on: 'screen' });
    // A screen showing it: an enabled observer whose data is fresh (no fetch).
    const observer = new QueryObserver(queryClient, {
      queryKey: ['shown'],
      queryFn: () => ({ on: 'refetched' }),
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);

    notifySessionChange();

    expect(queryClient.getQueryData(['userInfo'])).toBeUndefined();
    expect(queryClient.getQueryData(['shown'])).toEqual({ on: 'screen' });
    unsubscribe();
    stop();
  });

  it('keeps the cache while the session stays the same', () => {
    const queryClient = createQueryClient();
    const stop = forgetRepliesOnSessionChange(queryClient);
    queryClient.setQueryData(['userInfo'], { nickName: 'Alex' });
    stop();
    notifySessionChange();
    expect(queryClient.getQueryData(['userInfo'])).toEqual({ nickName: 'Alex' });
  });
});
