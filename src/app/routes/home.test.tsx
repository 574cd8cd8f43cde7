import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { getGetHomeInfoMockHandler } from '../../api/generated/catalog/catalog.msw';
import { renderRoute } from '../../../tests/utils/render-route';

describe('Home (first screen)', () => {
  it('shows the first 5 recharge goods and at most 3 hot search words from the contract examples', async () => {
    renderRoute('/');
    const recharge = await screen.findByRole('region', { name: '热门充值' });
    const goods = await within(recharge).findAllByRole('listitem');
    expect(goods).toHaveLength(5);
    expect(within(recharge).getByText('PUBG Mobile UC')).toBeInTheDocument();
    expect(within(recharge).queryByText('Honor of Kings Tokens')).not.toBeInTheDocument();

    const hot = await screen.findByRole('region', { name: '热门搜索' });
    expect(
      within(hot)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PUBG Mobile', 'Genshin Impact', 'Steam']);
  });

  it('speaks the route language', async () => {
    renderRoute('/en');
    expect(await screen.findByRole('region', { name: 'Top up now' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the server message as a toast and an error state with retry on 500, then recovers', async () => {
    server.use(getGetHomeInfoMockHandler({ code: 500, msg: 'The system is busy', data: null }));
    renderRoute('/en');
    expect(await screen.findByText('The home page could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The system is busy')).toBeInTheDocument();

    server.use(getGetHomeInfoMockHandler());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('PUBG Mobile UC')).toBeInTheDocument();
  });

  it('shows a translated network error when the server cannot be reached', async () => {
    server.use(http.post('*/api/language/home/info', () => HttpResponse.error()));
    renderRoute('/zh-hant');
    expect(await screen.findByText('首頁資料載入失敗', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText('網路連線失敗，請檢查網路後重試').length).toBeGreaterThan(0);
  });

  it('treats an unknown first segment as an unknown page', async () => {
    renderRoute('/fr/anything');
    expect(await screen.findByRole('heading', { name: '抱歉，页面无法访问' })).toBeInTheDocument();
  });
});
