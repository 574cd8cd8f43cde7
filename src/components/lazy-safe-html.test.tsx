import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazySafeHtml } from './lazy-safe-html';

describe('LazySafeHtml', () => {
  it('shows the text at once and the sanitised HTML once the sanitiser has loaded', async () => {
    const { container } = render(
      <LazySafeHtml
        html={'<h3>How to top up</h3><img src=x onerror="alert(1)"><script>alert(2)</script>'}
      />,
    );
    expect(container.textContent).toContain('How to top up');
    expect(await screen.findByRole('heading', { name: 'How to top up' })).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/onerror|script/);
  });
});
