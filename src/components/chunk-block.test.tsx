import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkBoundary, useChunkComponent } from './chunk-block';
import { deferredChunk } from './deferred-chunk';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Block({ chunk }: { chunk: ReturnType<typeof deferredChunk<typeof Greeting>> }) {
  const { Block: Loaded, retry } = useChunkComponent(chunk);
  return (
    <ChunkBoundary
      loading={<p>loading</p>}
      failed={(again) => (
        <button type="button" onClick={again}>
          Retry
        </button>
      )}
      onRetry={retry}
    >
      <Loaded name="Alex" />
    </ChunkBoundary>
  );
}

/** The screen's boundary: what the block's boundary passes on. */
class ScreenBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p>screen failed: {this.state.error.message}</p>
    ) : (
      this.props.children
    );
  }
}

describe('a block whose code is a chunk of its own', () => {
  it('shows its loading state, then the chunk', async () => {
    const chunk = deferredChunk(() => Promise.resolve(Greeting));
    render(<Block chunk={chunk} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Alex')).toBeInTheDocument();
  });

  it('renders at once when the chunk has loaded already (no loading state)', async () => {
    const chunk = deferredChunk(() => Promise.resolve(Greeting));
    await chunk.load();
    render(<Block chunk={chunk} />);
    expect(screen.getByText('Hello Alex')).toBeInTheDocument();
  });

  it('shows the error state when the chunk cannot load, and Retry asks for it again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React reports the error its boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importer = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    render(<Block chunk={deferredChunk(importer)} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    expect(await screen.findByText('Hello Alex')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('passes what the block itself throws on to the screen’s boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('render failed');
    }
    render(
      <ScreenBoundary>
        <Block chunk={deferredChunk(() => Promise.resolve(Broken as typeof Greeting))} />
      </ScreenBoundary>,
    );
    expect(await screen.findByText('screen failed: render failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
