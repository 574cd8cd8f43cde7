// Issue 11 item 21: a route chunk that fails to load reloads to the page being opened at
// most once per 60 s, otherwise the screen's error state with Retry shows; Vite's
// preloadError is never cancelled (that made the import resolve to undefined).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../tests/utils/render-route';
import { pageLoad } from '../lib/chunk-reload';

// The Class tab's chunk cannot be fetched (a deploy removed it, or the network dropped).
// (The route's lazy import rejects as the browser's would; a throwing mock factory would be
// reported by Vitest under its own message.)
vi.mock('./routes/class', () => ({
  get Component(): never {
    throw new TypeError(
      'Failed to fetch dynamically imported module: https://m.topuplive.example/assets/class.js',
    );
  },
}));

const RELOADED_AT = 'chunk-reload-at';

beforeEach(() => {
  window.sessionStorage.removeItem(RELOADED_AT);
  // The router reports the failed route on the console; here it is expected.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.removeItem(RELOADED_AT);
});

describe('a route chunk that fails to load', () => {
  it('loads the page being opened afresh, not the page the tap came from', async () => {
    const load = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    const { router } = renderRoute('/en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Categories' }));
    await waitFor(() => {
      expect(load).toHaveBeenCalledWith('/en/Tabs/Class');
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/en/Tabs/Class');
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
  });

  it('within 60 s of the last reload shows the error state with Retry, which loads the page', async () => {
    // Only the clock is fixed: the last reload was 59 999 ms ago.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000 + 59_999);
    window.sessionStorage.setItem(RELOADED_AT, '1000000');
    const load = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    renderRoute('/en/Tabs/Class?x=1');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    act(() => {
      screen.getByRole('button', { name: 'Retry' }).click();
    });
    expect(load).toHaveBeenCalledWith('/en/Tabs/Class?x=1');
  });

  it('60 s after the last reload reloads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000 + 60_000);
    window.sessionStorage.setItem(RELOADED_AT, '1000000');
    const load = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    renderRoute('/en/Tabs/Class');
    await waitFor(() => {
      expect(load).toHaveBeenCalledWith('/en/Tabs/Class');
    });
  });
});

describe("Vite's preloadError", () => {
  it('is left to reject the import: not cancelled, no reload of the current page', async () => {
    const load = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    renderRoute('/en');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
