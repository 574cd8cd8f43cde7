// The framework error page (a route whose query fails validation answers 404) renders
// inside the shell, in the language of the URL, with a way home.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../tests/utils/render-route';

describe('the framework 404', () => {
  it.each([
    ['/en/goodsDetail', 'This page could not be found', 'Back to Home', '/en', 'en'],
    ['/zh-hant/NewsDetail', '找不到此頁面', '返回首頁', '/zh-hant', 'zh-Hant'],
    ['/goodsDetail?spuId=abc', '找不到此页面', '返回首页', '/zh', 'zh-CN'],
  ])('answers %s inside the shell, in its language', async (path, text, home, href, lang) => {
    renderRoute(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: home })).toHaveAttribute(
      'href',
      href,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe(lang);
  });
});
