import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { NETWORK_RETRIES, shouldRetry } from './query-client';

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
