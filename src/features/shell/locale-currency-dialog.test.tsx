import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import {
  getGetStoreInitMockHandler,
  getGetStoreInitResponseMock,
} from '../../api/generated/catalog/catalog.msw';
import { okData } from '../../api/http-client';
import type { Locale } from '../../config/locales';
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { LocaleCurrencyDialog } from './locale-currency-dialog';

function recordLanguageSaves() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/language/member/update-language', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ code: 200, msg: 'success', data: null });
    }),
  );
  return bodies;
}

describe('LocaleCurrencyDialog', () => {
  it('lists the languages and currencies of the store init data', async () => {
    renderWithProviders(<LocaleCurrencyDialog open onClose={vi.fn()} />, '/en/Search');
    expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '繁體中文' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'USD' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'HKD' })).toBeInTheDocument();
  });

  it('leaves out a language the contract does not list (issue 23 item 6)', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reply = getGetStoreInitResponseMock();
    const data = okData(reply);
    server.use(
      getGetStoreInitMockHandler({
        ...reply,
        data: {
          ...data,
          languageList: [
            ...data.languageList,
            { languageCode: 'ja' as Locale, language: '日本語' },
          ],
        },
      }),
    );
    renderWithProviders(<LocaleCurrencyDialog open onClose={vi.fn()} />, '/en/Search');
    expect(await screen.findByRole('radio', { name: 'HKD' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: /English|中文/ })).toHaveLength(3);
    expect(screen.queryByRole('radio', { name: '日本語' })).toBeNull();
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('[contract] getStoreInit'));
    warned.mockRestore();
  });

  it('moves a guest to the same page in the chosen language without saving it to the server', async () => {
    const saves = recordLanguageSaves();
    const onClose = vi.fn();
    renderWithProviders(
      <LocaleCurrencyDialog open onClose={onClose} />,
      '/en/SearchDatail?name=PUBG',
    );
    await userEvent.click(await screen.findByRole('radio', { name: '繁體中文' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/zh-hant/SearchDatail?name=PUBG');
    expect(onClose).toHaveBeenCalled();
    expect(saves).toEqual([]);
  });

  it('saves the language of a signed-in shopper to the server', async () => {
    writeCookie(COOKIE.signedIn, '1');
    const saves = recordLanguageSaves();
    renderWithProviders(<LocaleCurrencyDialog open onClose={vi.fn()} />, '/en');
    await userEvent.click(await screen.findByRole('radio', { name: '简体中文' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(saves).toEqual([{ language: 'zh' }]);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/zh');
  });

  it('keeps the chosen currency in cookies', async () => {
    renderWithProviders(<LocaleCurrencyDialog open onClose={vi.fn()} />, '/en');
    await userEvent.click(await screen.findByRole('radio', { name: 'SGD' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(readCookie(COOKIE.currency)).toBe('SGD');
    expect(readCookie(COOKIE.currencyName)).toBe('SGD');
  });

  it('changes nothing on cancel', async () => {
    const onClose = vi.fn();
    renderWithProviders(<LocaleCurrencyDialog open onClose={onClose} />, '/en');
    await userEvent.click(await screen.findByRole('radio', { name: 'SGD' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(readCookie(COOKIE.currency)).toBeUndefined();
    expect(screen.getByTestId('location')).toHaveTextContent('/en');
  });
});
