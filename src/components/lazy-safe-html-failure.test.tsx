// Issue 11 item 21: the sanitiser's chunk is optional; when it cannot load, the block keeps
// the text it showed while loading, and neither the screen nor the page is lost.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageLoad } from '../lib/chunk-reload';
import { LazySafeHtml } from './lazy-safe-html';

// (The import rejects as the browser's would; a throwing mock factory would be reported by
// Vitest under its own message.)
vi.mock('./safe-html', () => ({
  get SafeHtml(): never {
    throw new TypeError(
      'Failed to fetch dynamically imported module: https://m.topuplive.example/assets/safe-html.js',
    );
  },
}));

describe('LazySafeHtml without its sanitiser', () => {
  it('shows the text fallback for good, with nothing of the HTML', async () => {
    const load = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    const { container } = render(
      <LazySafeHtml
        html={'<h3>How to top up</h3><p>Enter your player ID.</p><img src=x onerror="alert(1)">'}
      />,
    );
    expect(container.textContent).toBe('How to top upEnter your player ID.');
    // Once the failed import has settled and React has rendered again, the text is still
    // there and no heading appeared.
    await act(async () => {
      await import('./safe-html')
        .then(
          (module) => module.SafeHtml,
          () => undefined,
        )
        .catch(() => undefined);
    });
    expect(screen.getByText('How to top upEnter your player ID.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/<img|onerror/);
    expect(load).not.toHaveBeenCalled();
  });
});
