// Waits on events, not on the clock: until no request of this QueryClient is under way
// (each one is a round trip through MSW), then for React to render what the answers lead
// to (TanStack Query notifies in a zero-delay task queued before the one awaited here).
import { act, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { expect } from 'vitest';

export async function untilIdle(queryClient: QueryClient) {
  await waitFor(() => {
    expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0);
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
