import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/utils/render-route';

async function openSearch(path = '/en/Search', title = 'Search') {
  const utils = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: title });
  return utils;
}

describe('Search', () => {
  it('shows the first 3 trending searches, each opening SearchDatail by name', async () => {
    await openSearch();
    const trending = await screen.findByRole('region', { name: 'Trending searches' });
    const links = within(trending).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['PUBG Mobile', '/en/SearchDatail?name=PUBG+Mobile'],
      ['Genshin Impact', '/en/SearchDatail?name=Genshin+Impact'],
      ['Steam', '/en/SearchDatail?name=Steam'],
    ]);
  });

  it('lists the popular goods, each opening goodsDetail by spuId', async () => {
    await openSearch();
    const popular = await screen.findByRole('region', { name: 'Popular goods' });
    const links = within(popular).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/en/goodsDetail?spuId=10101',
      '/en/goodsDetail?spuId=10201',
      '/en/goodsDetail?spuId=20101',
      '/en/goodsDetail?spuId=20301',
    ]);
    expect(within(popular).getByText('Apple Gift Card (US)')).toBeInTheDocument();
  });

  it('submits the trimmed text with Enter', async () => {
    const { router } = await openSearch();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search products' }),
      '   PUBG Mobile  {Enter}',
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/SearchDatail');
    });
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('PUBG Mobile');
  });

  it('submits with the search button', async () => {
    const { router } = await openSearch('/zh-hant/Search', '搜尋');
    await userEvent.type(screen.getByRole('searchbox', { name: '搜尋商品' }), 'Steam');
    await userEvent.click(screen.getByRole('button', { name: '搜尋' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/zh-hant/SearchDatail');
    });
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('Steam');
  });

  it('does nothing with empty or blank text', async () => {
    const { router } = await openSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), '    {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/en/Search');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('    ');
  });

  it('goes back to Home and titles the document', async () => {
    await openSearch();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en');
    await waitFor(() => {
      expect(document.title).toBe('Search');
    });
  });
});
