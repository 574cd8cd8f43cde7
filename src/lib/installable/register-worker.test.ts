// The update flow around workbox-window (replaced by a stand-in that raises its events; the
// worker's lifecycle itself is the browser's, covered by tests/e2e/installable.spec.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoad } from '../chunk-reload';
import { clearToasts, getToasts } from '../toast-store';
import { registerServiceWorker } from './register-worker';

const { FakeWorkbox, workboxes } = vi.hoisted(() => {
  const made: InstanceType<typeof FakeWorkbox>[] = [];
  class FakeWorkbox extends EventTarget {
    readonly register = vi.fn(() => Promise.resolve(undefined));
    readonly messageSkipWaiting = vi.fn();
    constructor(readonly scriptURL: string) {
      super();
      made.push(this);
    }
    emit(type: string) {
      this.dispatchEvent(new Event(type));
    }
  }
  return { FakeWorkbox, workboxes: made };
});

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

/** The app's navigations, raised by the test. */
function navigations() {
  const listeners = new Set<() => void>();
  return {
    onNavigation: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: () => {
      for (const listener of [...listeners]) listener();
    },
    watched: () => listeners.size,
  };
}

beforeEach(() => {
  workboxes.length = 0;
});
afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('registers the root’s worker and, on a first install, says and does nothing more', () => {
    const app = navigations();
    registerServiceWorker(app.onNavigation);
    const [workbox] = workboxes;
    expect(workbox?.scriptURL).toBe('/sw.js');
    expect(workbox?.register).toHaveBeenCalledOnce();
    workbox?.emit('controlling');
    app.navigate();
    expect(getToasts()).toEqual([]);
    expect(app.watched()).toBe(0);
    expect(workbox?.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('tells the shopper quietly that a new version waits, and lets it take over at the next navigation', () => {
    const load = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    const app = navigations();
    registerServiceWorker(app.onNavigation);
    const workbox = workboxes[0]!;
    workbox.emit('waiting');
    expect(getToasts()).toMatchObject([{ kind: 'info', messageKey: 'shell:appUpdate.ready' }]);
    // Nothing changes under the shopper's current page.
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    window.history.pushState(null, '', '/en/Tabs/Class');
    app.navigate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(app.watched()).toBe(0);
    expect(load).not.toHaveBeenCalled();
    // The new worker controls the page: the page it went to loads from the new version.
    workbox.emit('controlling');
    expect(load).toHaveBeenCalledWith('http://127.0.0.1/en/Tabs/Class');
    window.history.replaceState(null, '', '/');
  });
});
