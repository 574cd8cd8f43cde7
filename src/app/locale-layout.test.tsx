// The language follows the route segment: switching is done before the screen renders
// (in the root route's loader), so no component updates another while rendering (a React
// console error, which fails the test) and the new screen paints in its language at once.
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../tests/utils/render-route';

describe('language switch', () => {
  it('renders the new language with no update during render', async () => {
    const { router, i18n } = renderRoute('/en/Search');
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeInTheDocument();
    await act(() => router.navigate('/zh-hant/Search'));
    expect(await screen.findByRole('heading', { name: '搜尋' })).toBeInTheDocument();
    expect(i18n.language).toBe('zh-hant');
    expect(document.documentElement.lang).toBe('zh-Hant');
  });
});

describe('the support button', () => {
  it('is asked for only once the page has painted', async () => {
    // Frames are held until released below.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    renderRoute('/en/Search');
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeInTheDocument();
    await act(async () => {
      await import('../features/shell/floating-support-button');
    });
    expect(screen.queryByRole('button', { name: 'Customer service' })).not.toBeInTheDocument();
    // The paint: then the button.
    act(() => {
      for (const frame of frames.splice(0)) frame(0);
    });
    expect(await screen.findByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
