// Issue 11 item 21: a layout's chunk (the tab layout) that fails to load reaches the
// framework error page, which reloads to the page being opened once per 60 s and otherwise
// offers Retry.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../tests/utils/render-route';
import { pageLoad } from '../lib/chunk-reload';

vi.mock('./layouts/tab-layout', () => ({
  get TabLayout(): never {
    throw new TypeError(
      'Failed to fetch dynamically imported module: https://m.topuplive.example/assets/tab-layout.js',
    );
  },
}));

const RELOADED_AT = 'chunk-reload-at';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.useFakeTimers({ toFake: ['Date'] });
  window.sessionStorage.setItem(RELOADED_AT, '1000000');
});

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.removeItem(RELOADED_AT);
});

describe('a layout chunk that fails to load', () => {
  it('reloads to the page being opened when the last reload is 60 s old', async () => {
    vi.setSystemTime(1_000_000 + 60_000);
    const load = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    renderRoute('/en/Tabs/Class');
    await waitFor(() => {
      expect(load).toHaveBeenCalledWith('/en/Tabs/Class');
    });
  });

  it('within 60 s shows the error page with Retry, which loads the page', async () => {
    vi.setSystemTime(1_000_000 + 59_999);
    const load = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    renderRoute('/en/Tabs/Class');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { name: '500' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    act(() => {
      retry.click();
    });
    expect(load).toHaveBeenCalledWith('/en/Tabs/Class');
  });
});
