// A controllable IntersectionObserver for lists that load their next page when their end
// comes into view (<ListEnd>): jsdom has none. `installFakeIntersectionObserver()` in a
// beforeEach; `scrollToListEnd()` reports every observed element as in view, as a scroll
// to the bottom (or a page shorter than the screen) would. vi.unstubAllGlobals() removes it.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    FakeIntersectionObserver.live.add(this);
  }
  unobserve() {}
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords() {
    return [];
  }
  fire() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

export function installFakeIntersectionObserver() {
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** How many elements are watched now (0: nothing would load on reaching the end). */
export function watchedListEnds(): number {
  return FakeIntersectionObserver.live.size;
}

/** The list's end comes into view: each observer reports it. */
export function scrollToListEnd() {
  act(() => {
    for (const observer of [...FakeIntersectionObserver.live]) observer.fire();
  });
}
