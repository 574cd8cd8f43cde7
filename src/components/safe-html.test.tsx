import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('drops scripts, event handlers, javascript: links and inline styles', () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|style=/);
    expect(clean).toContain('<p>Hi');
  });

  it('keeps ordinary markup and makes new-window links safe', () => {
    const { container } = render(
      <SafeHtml
        html={'<h3>How</h3><ol><li>Step</li></ol><a href="https://x.example" target="_blank">x</a>'}
      />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('How');
    expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders nothing for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
});
