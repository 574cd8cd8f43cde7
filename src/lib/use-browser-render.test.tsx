// useBrowserRender: the server's value on a server and while a server page hydrates, then the
// browser's, in the hydration commit's wake, before the browser can paint (so what changes
// is not painted twice). React renders here as in a browser (no act), so what runs in which
// task is React's own.
import { useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBrowserRender } from './use-browser-render';

const actEnvironment: unknown = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  container.remove();
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
});

/** Shows the hook's value; `onFirstCommit` runs in the effect of the first commit. */
function Probe({ onFirstCommit }: { onFirstCommit?: () => void }) {
  const inBrowser = useBrowserRender();
  useEffect(() => {
    onFirstCommit?.();
  }, [onFirstCommit]);
  return <span>{inBrowser ? 'browser' : 'server'}</span>;
}

/** Resolves when the container's text becomes `text` (a DOM change, no clock). */
function textBecomes(text: string): Promise<void> {
  return new Promise((resolve) => {
    if (container.textContent === text) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (container.textContent !== text) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
  });
}

/** The text of a Probe's first commit, rendered by the browser alone. */
function firstCommitText(): Promise<string> {
  return new Promise((resolve) => {
    const onFirstCommit = () => {
      resolve(container.textContent);
    };
    root = createRoot(container);
    root.render(<Probe onFirstCommit={onFirstCommit} />);
  });
}

describe('useBrowserRender', () => {
  it('is false on a server', () => {
    expect(renderToString(<Probe />)).toBe('<span>server</span>');
  });

  it('hydrates the server’s value, then turns true in the commit’s wake, before a paint', async () => {
    container.innerHTML = renderToString(<Probe />);
    const errors: unknown[] = [];
    const seen: string[] = [];
    // A microtask queued by the first commit's effect runs before the browser can paint:
    // the turn must have come by then (a transition would come in a later task).
    const onFirstCommit = () => {
      seen.push(container.textContent);
      queueMicrotask(() => seen.push(container.textContent));
    };
    root = hydrateRoot(container, <Probe onFirstCommit={onFirstCommit} />, {
      onRecoverableError: (error) => errors.push(error),
    });
    await textBecomes('browser');
    expect(seen).toEqual(['server', 'browser']);
    expect(errors).toEqual([]);
  });

  it('is true at once in a page the browser renders alone', async () => {
    expect(await firstCommitText()).toBe('browser');
  });
});
