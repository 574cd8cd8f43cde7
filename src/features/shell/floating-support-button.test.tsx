import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { FloatingSupportButton } from './floating-support-button';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FloatingSupportButton', () => {
  it.each([
    ['/zh-hant', 'zh-tw'],
    ['/en', 'en'],
    ['/', 'zh'],
  ])('on %s opens the support chat in a new window with lang=%s', async (path, lang) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<FloatingSupportButton />, path);
    await userEvent.click(screen.getByRole('button'));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(new URL(String(url)).searchParams.get('lang')).toBe(lang);
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
  });

  it('moves when dragged, snaps to the nearer side and does not open the chat then', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<FloatingSupportButton />);
    const button = screen.getByRole('button', { name: 'Customer service' });
    const before = button.style.bottom;
    expect(button.style.right).toBe('12px');
    fireEvent.pointerDown(button, { clientX: 300, clientY: 600, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 100, clientY: 500, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 100, clientY: 500, pointerId: 1 });
    fireEvent.click(button);
    expect(button.style.bottom).not.toBe(before);
    expect(button.style.left).toBe('12px');
    expect(button.style.right).toBe('');
    expect(open).not.toHaveBeenCalled();
  });
});
