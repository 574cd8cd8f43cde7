import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { readLimitType } from './limit-type';
import { limitCloseGoesHome, PurchaseLimitDialog } from './purchase-limit-dialog';

describe('purchase-limit popup rules', () => {
  it('goes Home on close only for the logins and tuioncse types', () => {
    expect(limitCloseGoesHome('logins')).toBe(true);
    expect(limitCloseGoesHome('tuioncse')).toBe(true);
    expect(limitCloseGoesHome('daily')).toBe(false);
    expect(limitCloseGoesHome('')).toBe(false);
    expect(limitCloseGoesHome(undefined)).toBe(false);
  });

  it('reads the type from the reply data, which may be null', () => {
    expect(readLimitType({ type: 'logins' })).toBe('logins');
    expect(readLimitType(null)).toBeUndefined();
    expect(readLimitType({ type: 3 })).toBeUndefined();
    expect(readLimitType('tuioncse')).toBeUndefined();
  });
});

describe('PurchaseLimitDialog', () => {
  it('has a title, the seed message and a close button that only closes for other types', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <PurchaseLimitDialog open limitType={undefined} onClose={onClose} />,
      '/zh/goodsDetail?spuId=1',
    );
    expect(screen.getByRole('dialog', { name: '购买限制' })).toBeInTheDocument();
    expect(screen.getByText('该面额已达到购买限制，请选择其他面额!')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/zh/goodsDetail?spuId=1');
  });

  it('goes Home on close for tuioncse', async () => {
    renderWithProviders(
      <PurchaseLimitDialog open limitType="tuioncse" onClose={vi.fn()} />,
      '/en/goodsDetail?spuId=1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/);
    });
  });
});
