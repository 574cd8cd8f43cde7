// A deferred chunk: fetched after the first render (or once `start` is true), once; a second
// mount has it at once; a failure shows the failed state and Retry fetches it again.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferredChunk, useDeferredChunk, type DeferredChunk } from './deferred-chunk';

function Block({ chunk, start }: { chunk: DeferredChunk<string>; start?: boolean }) {
  const state = useDeferredChunk(chunk, start);
  if (state.status === 'failed') {
    return (
      <button type="button" onClick={state.retry}>
        Retry
      </button>
    );
  }
  return <p>{state.status === 'ready' ? state.value : 'placeholder'}</p>;
}

function controlled() {
  const calls: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  /** Settles the n-th fetch, then lets React commit. */
  const settle = async (n: number, outcome: string | Error) => {
    await act(async () => {
      const call = calls[n];
      if (outcome instanceof Error) call?.reject(outcome);
      else call?.resolve(outcome);
      await Promise.resolve();
    });
  };
  return { importer, settle };
}

describe('useDeferredChunk', () => {
  it('shows the placeholder first and the chunk once it has loaded, fetched once', async () => {
    const { importer, settle } = controlled();
    const chunk = deferredChunk(importer);
    const first = render(<Block chunk={chunk} />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
    await settle(0, 'the form');
    expect(screen.getByText('the form')).toBeInTheDocument();
    first.unmount();

    // A second mount (back to the page) has it on its first render, with no new fetch.
    render(<Block chunk={chunk} />);
    expect(screen.getByText('the form')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails shows the failed state, and Retry fetches it again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { importer, settle } = controlled();
    render(<Block chunk={deferredChunk(importer)} />);
    await settle(0, new Error('Failed to fetch dynamically imported module'));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(warn).toHaveBeenCalled();

    await userEvent.click(retry);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
    await settle(1, 'the form');
    expect(screen.getByText('the form')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('waits for start before fetching, and has a chunk already loaded at once', async () => {
    const { importer, settle } = controlled();
    const chunk = deferredChunk(importer);
    const view = render(<Block chunk={chunk} start={false} />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
    view.rerender(<Block chunk={chunk} start />);
    expect(importer).toHaveBeenCalledTimes(1);
    await settle(0, 'the form');
    expect(screen.getByText('the form')).toBeInTheDocument();
    view.unmount();

    render(<Block chunk={chunk} start={false} />);
    expect(screen.getByText('the form')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
