import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { APP_INTERACTIVE_MARK, onPageInteractive, PageInteractive } from './page-interactive';

describe('PageInteractive', () => {
  it('runs what waits for the page once, marks it, and runs later callbacks at once', () => {
    const first = vi.fn();
    onPageInteractive(first);
    expect(first).not.toHaveBeenCalled();
    const { rerender } = render(<PageInteractive />);
    rerender(<PageInteractive />);
    render(<PageInteractive />);
    expect(first).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName(APP_INTERACTIVE_MARK)).toHaveLength(1);
    const later = vi.fn();
    onPageInteractive(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
