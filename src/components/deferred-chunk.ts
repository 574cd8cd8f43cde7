// Code a screen needs just after its first screen, in a chunk of its own: not part of the
// page's initial JavaScript (the boot script never preloads it), fetched right after the
// first render (an effect), kept once loaded (a second mount has it at once). A chunk that
// fails to load is forgotten, so Retry fetches it again; the block shows its error state
// meanwhile (BlockError with Retry). ConfirmOrder's form stack (react-hook-form, Zod, the
// request schemas) is loaded this way: it is 55 KiB gzip of a 215 KiB first screen. A page
// rendered on the server shows the block loading, and so does the browser's hydration.
import { useCallback, useEffect, useState } from 'react';
import { useBrowserRender } from '../lib/use-browser-render';

export interface DeferredChunk<T> {
  /** Fetches the chunk once (again after a failure). */
  load: () => Promise<T>;
  /** What the chunk gave, once it has loaded. */
  loaded: () => T | undefined;
}

export function deferredChunk<T>(importer: () => Promise<T>): DeferredChunk<T> {
  let value: { current: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (result) => {
          value = { current: result };
          return result;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value?.current,
  };
}

export type DeferredState<T> =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; value: T };

/**
 * The chunk's state for a block; the fetch starts after the first render, or once `start`
 * is true (a block that lets the content beside it arrive first).
 */
export function useDeferredChunk<T>(chunk: DeferredChunk<T>, start = true): DeferredState<T> {
  const inBrowser = useBrowserRender();
  const [state, setState] = useState<{ value: T } | 'loading' | 'failed'>(() => {
    const value = inBrowser ? chunk.loaded() : undefined;
    return value === undefined ? 'loading' : { value };
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState('loading');
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!start) return undefined;
    let live = true;
    // Once loaded, this is the settled promise: the state already holds its value.
    chunk.load().then(
      (value) => {
        if (live) {
          setState((current) =>
            typeof current === 'object' && current.value === value ? current : { value },
          );
        }
      },
      (error: unknown) => {
        console.warn('[chunk] a deferred chunk failed to load', error);
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [chunk, attempt, start]);

  if (state === 'loading') return { status: 'loading' };
  if (state === 'failed') return { status: 'failed', retry };
  return { status: 'ready', value: state.value };
}
