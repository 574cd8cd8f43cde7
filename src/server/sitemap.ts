// sitemap.xml (issue 26, findable): the public pages a search engine should know, each in
// every language with its alternates, as the pages' own canonical and alternate links name
// them (components/document-head.tsx): Home, the Class tab, every product's goodsDetail and
// the news articles. The lists come from the API through the generated calls, the ones the
// screens make: the Class tab's category list (a child category is a product, linked by
// categoryId as the Class tab links it) and Home's article list, plus the footer's fixed
// articles.
import { getHomeInfo, listCategories } from '../api/generated/catalog/catalog';
import type { CategoryListResponse, HomeInfoResponse } from '../api/generated/model';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, localizedPath } from '../config/locales';
import { paths } from '../config/paths';
import { FOOTER_ARTICLES } from '../features/shell/site-footer';
import { runInRequestScope } from './request-scope';

/** The sitemaps protocol's limit of URLs in one file (sitemaps.org, "50,000 URLs"). */
export const SITEMAP_URL_LIMIT = 50_000;

/** A page of the sitemap: its path in the default language, with its query. */
export type SitemapPage = string;

/** Home per language: what the sitemap says when the API has never answered. */
export const MINIMAL_PAGES: readonly SitemapPage[] = [paths.home.getHref(DEFAULT_LOCALE)];

type Ok<T> = Extract<T, { code: 200 }>;

/**
 * The public pages, from the API (the calls' default language: the ids are the same in
 * every language). Rejects when a call fails: the caller keeps its last good sitemap.
 */
export async function sitemapPages(apiOrigin: string, signal: AbortSignal): Promise<SitemapPage[]> {
  // The generated calls read their headers and the API's origin from a request scope, as a
  // page rendered here does; this one has no shopper (no cookie, no token).
  const scope = {
    url: new URL(paths.home.getHref(DEFAULT_LOCALE), 'http://sitemap.invalid'),
    apiOrigin,
    userAgent: '',
    cookies: {},
    writes: [],
  };
  const [categories, home] = await runInRequestScope(scope, () =>
    Promise.all([
      listCategories({ signal, silent: true }) as Promise<Ok<CategoryListResponse>>,
      getHomeInfo({}, { signal, silent: true }) as Promise<Ok<HomeInfoResponse>>,
    ]),
  );
  const categoryIds = categories.data.flatMap((parent) =>
    parent.childrenList.map((child) => child.categoryId),
  );
  const articleIds = [
    ...Object.values(FOOTER_ARTICLES),
    ...home.data.articleList.map((article) => article.id),
  ];
  const pages = [
    paths.home.getHref(DEFAULT_LOCALE),
    paths.class.getHref(DEFAULT_LOCALE),
    ...categoryIds.map((categoryId) => paths.goodsDetail.getHref(DEFAULT_LOCALE, { categoryId })),
    ...articleIds.map((articleId) => paths.newsDetail.getHref(DEFAULT_LOCALE, { articleId })),
  ];
  return [...new Set(pages)];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The sitemap of `pages` on `origin`: one <url> per page and language, each naming every
 * language and x-default (the default language) as alternates. Past SITEMAP_URL_LIMIT URLs
 * the last pages are left out (Home and Class come first); `cut` says how many.
 */
export function sitemapXml(
  origin: string,
  pages: readonly SitemapPage[],
): { xml: string; urls: number; cut: number } {
  const fitting = Math.floor(SITEMAP_URL_LIMIT / LOCALES.length);
  const kept = pages.slice(0, fitting);
  const entries: string[] = [];
  for (const page of kept) {
    const url = new URL(page, 'http://page.invalid');
    const href = (lng: (typeof LOCALES)[number]) =>
      escapeXml(`${origin}${localizedPath(url.pathname, lng)}${url.search}`);
    const alternates = [
      ...LOCALES.map(
        (lng) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[lng]}" href="${href(lng)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`,
    ].join('');
    for (const lng of LOCALES) entries.push(`<url><loc>${href(lng)}</loc>${alternates}</url>`);
  }
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
  return { xml, urls: entries.length, cut: pages.length - kept.length };
}
