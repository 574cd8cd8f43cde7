import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { getListCategoriesMockHandler } from '../../api/generated/catalog/catalog.msw';
import { renderRoute } from '../../../tests/utils/render-route';

async function parentTabs() {
  const list = await screen.findByRole('tablist', { name: 'Product categories' });
  return within(list).getAllByRole('tab');
}

describe('Class', () => {
  it('lists the parent categories with the first selected and its children linking to goodsDetail by categoryId', async () => {
    renderRoute('/en/Tabs/Class');
    const tabs = await parentTabs();
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Mobile games',
      'Gift cards',
      'Prepaid codes',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'false');

    const panel = screen.getByRole('tabpanel', { name: 'Mobile games' });
    const links = within(panel).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(within(panel).getByRole('link', { name: 'PUBG Mobile UC' })).toHaveAttribute(
      'href',
      '/en/goodsDetail?categoryId=101',
    );
    const image = within(panel).getAllByRole('presentation')[0];
    expect(image).toHaveAttribute('src', '/mock-assets/goods/pubg-mobile-uc.svg');
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('height', '64');
  });

  it('shows the children of the parent tapped', async () => {
    const { router } = renderRoute('/en/Tabs/Class');
    const tabs = await parentTabs();
    await userEvent.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Gift cards' });
    expect(within(panel).queryByRole('link', { name: 'PUBG Mobile UC' })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('link', { name: 'Netflix Gift Card (US)' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/goodsDetail');
    });
    expect(router.state.location.search).toBe('?categoryId=205');
  });

  it('moves the selection with the arrow keys, Home and End (one tab stop)', async () => {
    renderRoute('/en/Tabs/Class');
    const tabs = await parentTabs();
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);

    await userEvent.click(tabs[0]!);
    await userEvent.keyboard('{ArrowDown}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Gift cards' })).toBeInTheDocument();

    await userEvent.keyboard('{End}');
    expect(tabs[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('tabpanel')).getByRole('link', { name: 'PUBG Mobile UC' }),
    ).toBeInTheDocument();
  });

  it('has a search box that opens Search', async () => {
    renderRoute('/en/Tabs/Class');
    await parentTabs();
    expect(screen.getByRole('link', { name: 'Search games or gift cards' })).toHaveAttribute(
      'href',
      '/en/Search',
    );
  });

  it('speaks the route language and names the page', async () => {
    renderRoute('/zh-hant/Tabs/Class');
    await screen.findByRole('tablist', { name: '商品分類' });
    expect(screen.getByRole('heading', { level: 1, name: '分類' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('分類 - TopUp Live');
    });
  });

  it('says so when a parent has no children or there are no categories', async () => {
    server.use(
      getListCategoriesMockHandler({
        code: 200,
        msg: 'success',
        data: [{ id: 9, name: 'Coming later', childrenList: [] }],
      }),
    );
    const first = renderRoute('/en/Tabs/Class');
    await parentTabs();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No products in this category yet');
    first.unmount();

    server.use(getListCategoriesMockHandler({ code: 200, msg: 'success', data: [] }));
    renderRoute('/en/Tabs/Class');
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
  });

  it('shows an error with retry when the categories fail, then recovers', async () => {
    server.use(getListCategoriesMockHandler({ code: 500, msg: 'The system is busy', data: null }));
    renderRoute('/en/Tabs/Class');
    expect(await screen.findByText('The categories could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The system is busy')).toBeInTheDocument();
    // The search box stays usable.
    expect(screen.getByRole('link', { name: 'Search games or gift cards' })).toBeInTheDocument();

    server.use(getListCategoriesMockHandler());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('tab', { name: 'Mobile games', selected: true }),
    ).toBeInTheDocument();
  });
});
