// The language and currency dialog without the store's init data: the storefront's own
// languages and the default currency, so a shopper can still switch language.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { LocaleCurrencyDialog } from './locale-currency-dialog';

describe('the shell without the store init data', () => {
  it('offers the three languages and the default currency, and switches language', async () => {
    let failed = false;
    server.use(
      http.post('*/api/language/home/init', () => {
        failed = true;
        return HttpResponse.error();
      }),
    );
    renderWithProviders(<LocaleCurrencyDialog open onClose={vi.fn()} />, '/en/Search');
    await waitFor(() => {
      expect(failed).toBe(true);
    });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'zh',
      'en',
      'zh-hant',
      'USD',
    ]);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'USD' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '繁體中文' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/zh-hant/Search');
  });
});
