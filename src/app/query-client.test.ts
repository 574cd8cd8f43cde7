import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { MAX_QUERY_RETRIES, shouldRetry } from './query-client';

const error = (kind: ApiError['kind']) => new ApiError({ kind, url: '/api/x', method: 'POST' });

describe('query retry policy', () => {
  it('retries network failures and timeouts up to the limit', () => {
    expect(shouldRetry(0, error('network'))).toBe(true);
    expect(shouldRetry(MAX_QUERY_RETRIES - 1, error('timeout'))).toBe(true);
    expect(shouldRetry(MAX_QUERY_RETRIES, error('network'))).toBe(false);
  });

  it('never retries a business answer, an HTTP rejection or an unreadable reply', () => {
    expect(shouldRetry(0, error('business'))).toBe(false);
    expect(shouldRetry(0, error('http'))).toBe(false);
    expect(shouldRetry(0, error('invalid-response'))).toBe(false);
    expect(shouldRetry(0, new Error('boom'))).toBe(false);
  });
});
