import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderRoute } from '../../../tests/utils/render-route';
import {
  getGetArticleMockHandler,
  getGetArticleResponseMock,
} from '../../api/generated/content/content.msw';
import type { Article, ArticleResponse } from '../../api/generated/model';
import { setNavigator } from '../../lib/navigation';

const TITLE = 'Genshin Impact 5.3: what to top up before the new banners';

function article301(): Article {
  const reply = getGetArticleResponseMock();
  if (reply.code !== 200) throw new Error('the contract example should be a success');
  return reply.data as Article;
}

function serveArticle(overrides: Partial<Article>) {
  const asked: Array<{ body: unknown; language: string | null; languageCode: string | null }> = [];
  server.use(
    getGetArticleMockHandler(async ({ request }): Promise<ArticleResponse> => {
      asked.push({
        body: await request.json(),
        language: request.headers.get('language'),
        languageCode: request.headers.get('languageCode'),
      });
      return { code: 200, msg: 'success', data: { ...article301(), ...overrides } };
    }),
  );
  return asked;
}

describe('NewsDetail', () => {
  it('shows title, author, date, read count, cover, body, previous/next links and related products', async () => {
    const asked = serveArticle({});
    renderRoute('/en/NewsDetail?articleId=301');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(asked[0]?.body).toEqual({ articleId: 301 });

    const article = screen.getByRole('article');
    expect(within(article).getByText('Author: TopUp Live Editorial')).toBeInTheDocument();
    expect(within(article).getByText('2026-11-18 10:30:00').tagName).toBe('TIME');
    expect(within(article).getByText('Views: 2418')).toBeInTheDocument();
    expect(article.querySelector('img')).toHaveAttribute(
      'src',
      '/mock-assets/news/genshin-5-3.svg',
    );
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Two banners, one budget' }),
    ).toBeInTheDocument();
    expect(within(article).getByText('Welkin Moon').tagName).toBe('STRONG');

    const nav = screen.getByRole('navigation', { name: 'More articles' });
    expect(
      within(nav).getByRole('link', {
        name: /Previous.*How to redeem a Steam Wallet code in 3 steps/,
      }),
    ).toHaveAttribute('href', '/en/NewsDetail?articleId=302');
    expect(
      within(nav).getByRole('link', { name: /Next.*PUBG Mobile UC top-up guide for new players/ }),
    ).toHaveAttribute('href', '/en/NewsDetail?articleId=303');

    const related = screen.getByRole('region', { name: 'Related products' });
    const products = within(related).getAllByRole('link');
    expect(products).toHaveLength(3);
    expect(products[0]).toHaveAttribute('href', '/en/goodsDetail?spuId=10204');
    expect(products[0]).toHaveTextContent('Genshin Impact Welkin Moon');
    expect(products[0]).toHaveTextContent('$4.99');
    expect(products[2]).toHaveTextContent('$14.99');
  });

  it('fills the document head from title, blurb and keyword', async () => {
    renderRoute('/en/NewsDetail?articleId=301');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    await waitFor(() => {
      expect(document.title).toBe(TITLE);
    });
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Welkin Moon or Genesis Crystals? How to plan your Primogems for the next two banners.',
    );
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      'Genshin Impact,Genesis Crystals,Welkin Moon,top-up',
    );
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('replaces its structured data when a link opens the next article', async () => {
    server.use(
      getGetArticleMockHandler(async ({ request }): Promise<ArticleResponse> => {
        const { articleId } = (await request.json()) as { articleId: number };
        const title = articleId === 303 ? 'PUBG Mobile UC top-up guide for new players' : TITLE;
        return { code: 200, msg: 'success', data: { ...article301(), title } };
      }),
    );
    const { container } = renderRoute('/en/NewsDetail?articleId=301');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    const headlines = () =>
      Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
        (block) => (JSON.parse(block.textContent) as { headline: string }).headline,
      );
    expect(headlines()).toEqual([TITLE]);
    await userEvent.click(screen.getByRole('link', { name: /Next/ }));
    await screen.findByRole('heading', {
      level: 1,
      name: 'PUBG Mobile UC top-up guide for new players',
    });
    expect(headlines()).toEqual(['PUBG Mobile UC top-up guide for new players']);
  });

  it('hides the previous/next links that do not exist, the author when null and the related block when empty', async () => {
    serveArticle({ prevId: null, prevName: null, author: null, cover: null, spuList: [] });
    renderRoute('/en/NewsDetail?articleId=301');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    const nav = screen.getByRole('navigation', { name: 'More articles' });
    expect(within(nav).queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Next/ })).toBeInTheDocument();
    expect(screen.queryByText(/Author:/)).not.toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Related products' })).not.toBeInTheDocument();
  });

  it('drops both links (and their navigation) when neither article exists', async () => {
    serveArticle({ prevId: null, prevName: null, nextId: null, nextName: null });
    renderRoute('/en/NewsDetail?articleId=301');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(screen.queryByRole('navigation', { name: 'More articles' })).not.toBeInTheDocument();
  });

  it('renders the body sanitised: a script in it neither runs nor appears', async () => {
    serveArticle({
      detail:
        '<p>Before</p><script>window.__newsPwned = 1</script><img src="x" onerror="window.__newsPwned = 2"><a href="javascript:window.__newsPwned=3">link</a><p onclick="window.__newsPwned=4">After</p>',
    });
    const { container } = renderRoute('/en/NewsDetail?articleId=301');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    const article = screen.getByRole('article');
    expect(within(article).getByText('Before')).toBeInTheDocument();
    expect(within(article).getByText('After')).not.toHaveAttribute('onclick');
    // The page's structured data is the one script element, a data block that never runs.
    expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    expect(article.innerHTML).not.toMatch(/script|onerror|onclick|javascript:/);
    expect((window as unknown as { __newsPwned?: number }).__newsPwned).toBeUndefined();
  });

  it('asks in the route language without language_app', async () => {
    const asked = serveArticle({});
    renderRoute('/zh-hant/NewsDetail?articleId=301');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(asked[0]).toMatchObject({ language: '1', languageCode: 'zh-hant' });
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'zh-Hant');
    expect(screen.getByText('閱讀：2418')).toBeInTheDocument();
  });

  it('asks in the app’s language when language_app names a locale, keeping the route and its texts', async () => {
    const asked = serveArticle({});
    const { router } = renderRoute('/en/NewsDetail?articleId=301&language_app=zh-hant');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(asked[0]).toMatchObject({ language: '1', languageCode: 'zh-hant' });
    expect(router.state.location.pathname).toBe('/en/NewsDetail');
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'zh-Hant');
    expect(screen.getByText('Views: 2418')).toBeInTheDocument();
    // Links to other articles stay in the app's context.
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/en/NewsDetail?articleId=303&language_app=zh-hant',
    );
  });

  it('ignores a language_app that is not one of the locales', async () => {
    const asked = serveArticle({});
    renderRoute('/en/NewsDetail?articleId=301&language_app=fr');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(asked[0]).toMatchObject({ language: '3', languageCode: 'en' });
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
  });

  it('goes to the not-found route when the article does not exist (801)', async () => {
    server.use(
      getGetArticleMockHandler({ code: 801, msg: 'The article does not exist', data: null }),
    );
    // The HTTP client reads the language of the not-found route from the address bar.
    window.history.replaceState(null, '', '/en/NewsDetail?articleId=999');
    try {
      const { router } = renderRoute('/en/NewsDetail?articleId=999');
      setNavigator((href, options) => void router.navigate(href, options));
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/en/404');
      });
      expect(
        await screen.findByRole('heading', { name: 'Sorry, the page cannot be accessed' }),
      ).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows the server message and a retry on 500, then recovers', async () => {
    server.use(getGetArticleMockHandler({ code: 500, msg: 'The system is busy', data: null }));
    renderRoute('/en/NewsDetail?articleId=301');
    expect(await screen.findByText('The article could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The system is busy')).toBeInTheDocument();
    server.use(getGetArticleMockHandler());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
  });

  it('answers a missing or malformed articleId with the framework 404', async () => {
    renderRoute('/en/NewsDetail?articleId=abc');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });
});
