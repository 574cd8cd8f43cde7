import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { NotFoundRoute } from './not-found';

describe('the 404 page variants', () => {
  it('shows the filing-record link when the build carries a record number', async () => {
    renderWithProviders(
      <NotFoundRoute
        filingRecord={{ number: 'ICP 12345678', url: 'https://beian.miit.gov.cn/' }}
      />,
      '/en/no-such-page',
    );
    const link = await screen.findByRole('link', { name: 'Filing record: ICP 12345678' });
    expect(link).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no filing-record link without a record number', async () => {
    renderWithProviders(
      <NotFoundRoute filingRecord={{ number: '', url: 'https://beian.miit.gov.cn/' }} />,
      '/en/no-such-page',
    );
    expect(
      await screen.findByRole('heading', { name: 'Sorry, the page cannot be accessed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Filing record/ })).not.toBeInTheDocument();
  });

  it('writes the filing record in the page language', async () => {
    renderWithProviders(
      <NotFoundRoute
        filingRecord={{ number: '粤ICP备12345678号', url: 'https://beian.miit.gov.cn/' }}
      />,
      '/zh/no-such-page',
    );
    expect(
      await screen.findByRole('link', { name: '备案号：粤ICP备12345678号' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/zh/no-such-page', '即将自动返回首页（5）'],
    ['/zh-hant/no-such-page', '即將自動返回首頁（5）'],
    ['/en/no-such-page', 'Returning to Home automatically (5)'],
  ])(
    '%s says it returns Home and counts ticks, not seconds (a tick is 1.2 s)',
    async (path, text) => {
      renderWithProviders(<NotFoundRoute filingRecord={{ number: '', url: '' }} />, path);
      expect(await screen.findByRole('timer')).toHaveTextContent(text);
    },
  );
});
