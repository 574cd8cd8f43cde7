// A block whose code is a chunk of its own that the server renders into the page: the chunk
// as React.lazy inside the block's Suspense boundary, so the server waits for it and puts
// the block in the HTML, and the browser keeps that HTML until the chunk is here and the
// block has hydrated. Once the chunk has loaded (the route's prefetch often has it before
// the first render) the block renders at once, without suspending. A chunk that cannot load
// shows the block's error state with Retry (the caller's); Retry asks for it again (the
// chunk forgets a failure, components/deferred-chunk.ts). What the block's own render throws
// is not a failed chunk: it goes on to the screen's error boundary.
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { DeferredChunk } from './deferred-chunk';

/** What a chunk that cannot load throws into its block's boundary. */
export class ChunkLoadFailed extends Error {
  constructor(cause: unknown) {
    super('A chunk failed to load', { cause });
    this.name = 'ChunkLoadFailed';
  }
}

type BlockComponent<P> = ComponentType<P> | LazyExoticComponent<ComponentType<P>>;

function lazyOf<P>(chunk: DeferredChunk<ComponentType<P>>): BlockComponent<P> {
  return lazy(async () => {
    try {
      return { default: await chunk.load() };
    } catch (error) {
      console.warn('[chunk] a block chunk failed to load', error);
      throw new ChunkLoadFailed(error);
    }
  });
}

/** The block's component: the loaded chunk's, else a lazy one; and Retry's new attempt. */
export function useChunkComponent<P>(chunk: DeferredChunk<ComponentType<P>>): {
  Block: BlockComponent<P>;
  retry: () => void;
} {
  // Chosen once per mount: the element type stays the same while the block hydrates.
  const [Block, setBlock] = useState<BlockComponent<P>>(() => chunk.loaded() ?? lazyOf(chunk));
  const retry = useCallback(() => {
    setBlock(() => lazyOf(chunk));
  }, [chunk]);
  return { Block, retry };
}

interface ChunkBoundaryProps {
  /** Shown while the chunk downloads (never while a server-rendered block hydrates). */
  loading: ReactNode;
  /** The block's error state; `retry` asks for the chunk again. */
  failed: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** The block's Suspense boundary, and its error state when the chunk cannot load. */
export function ChunkBoundary({ loading, failed, onRetry, children }: ChunkBoundaryProps) {
  return (
    <ChunkErrorBoundary failed={failed} onRetry={onRetry}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

interface ErrorBoundaryProps {
  failed: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class ChunkErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: undefined });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // Not a failed chunk: thrown on, as it came, for the screen's error boundary.
    if (!(error instanceof ChunkLoadFailed)) throw error as Error;
    return this.props.failed(this.retry);
  }
}
