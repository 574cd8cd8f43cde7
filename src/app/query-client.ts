// One QueryClient for the app. Business replies are answers, not glitches: only network
// failures and timeouts are retried.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

export const MAX_QUERY_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (error.kind === 'network' || error.kind === 'timeout') && failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
