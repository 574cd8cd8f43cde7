// The fee recompute keeps only the newest choice's reply, whatever order replies arrive in.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFeeRecompute } from './use-fee-recompute';

interface Fee {
  paymentMoney: number;
}

/** A fee call whose replies the test releases in any order. */
function controlledFeeCall() {
  const calls: { choice: number; resolve: (fee: Fee) => void; reject: (e: Error) => void }[] = [];
  const fetchFee = (choice: number) =>
    new Promise<Fee>((resolve, reject) => {
      calls.push({ choice, resolve, reject });
    });
  return { calls, fetchFee };
}

/** GCash (56) is chosen, then the card (23), before either reply. */
function chooseGcashThenCard() {
  const { calls, fetchFee } = controlledFeeCall();
  const { result } = renderHook(() => useFeeRecompute(fetchFee));
  act(() => {
    result.current.recompute(56);
    result.current.recompute(23);
  });
  return { calls, result };
}

async function settle(run: () => void) {
  await act(async () => {
    run();
    await Promise.resolve();
  });
}

describe('useFeeRecompute', () => {
  it('asks the fee call once per choice, with that choice', () => {
    const { calls, fetchFee } = controlledFeeCall();
    const { result } = renderHook(() => useFeeRecompute(fetchFee));
    act(() => {
      result.current.recompute(23);
      result.current.recompute(56);
    });
    expect(calls.map((c) => c.choice)).toEqual([23, 56]);
    expect(result.current.pendingChoice).toBe(56);
  });

  it('keeps the newer choice when the older reply comes last', async () => {
    const { calls, result } = chooseGcashThenCard();
    await settle(() => {
      calls[1]!.resolve({ paymentMoney: 21.99 });
    });
    expect(result.current.fee).toEqual({ paymentMoney: 21.99 });
    expect(result.current.pendingChoice).toBeUndefined();
    await settle(() => {
      calls[0]!.resolve({ paymentMoney: 22.43 });
    });
    expect(result.current.fee).toEqual({ paymentMoney: 21.99 });
  });

  it('shows the newer choice when replies come in order', async () => {
    const { calls, result } = chooseGcashThenCard();
    await settle(() => {
      calls[0]!.resolve({ paymentMoney: 22.43 });
    });
    // The older reply is stale even while the newer one is still awaited.
    expect(result.current.fee).toBeUndefined();
    expect(result.current.pendingChoice).toBe(23);
    await settle(() => {
      calls[1]!.resolve({ paymentMoney: 21.99 });
    });
    expect(result.current.fee).toEqual({ paymentMoney: 21.99 });
  });

  it('keeps the previous breakdown when the newest call fails', async () => {
    const { calls, fetchFee } = controlledFeeCall();
    const { result } = renderHook(() => useFeeRecompute(fetchFee, { paymentMoney: 24.99 }));
    act(() => {
      result.current.recompute(56);
    });
    await settle(() => {
      calls[0]!.reject(new Error('500'));
    });
    expect(result.current.fee).toEqual({ paymentMoney: 24.99 });
    expect(result.current.pendingChoice).toBeUndefined();
  });

  it('ignores a stale failure: the newer choice stays awaited', async () => {
    const { calls, result } = chooseGcashThenCard();
    await settle(() => {
      calls[0]!.reject(new Error('500'));
    });
    expect(result.current.pendingChoice).toBe(23);
  });
});
