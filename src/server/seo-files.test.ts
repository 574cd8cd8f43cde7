// robots.txt and sitemap.xml (seo-files.ts) on their own Fastify instance, against a stub API
// on a real socket answering with the contract's examples: what crawlers may read, the
// sitemap's XML shape (namespaces, absolute locations, alternates per language), its cache
// on a fake clock (Date only: the sockets keep real time), a failing API and the size limit.
import { createRequire } from 'node:module';
import type { ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetHomeInfoResponseMock,
  getListCategoriesResponseMock,
} from '../api/generated/catalog/catalog.msw';
import { routes } from '../config/routes';
import { seoFiles } from './seo-files';
import { startStandIn, type StandIn } from '../../tests/utils/server-stand-ins';

const ORIGIN = 'http://shop.test';
const CATEGORIES_PATH = '/api/language/category/list';
const HOME_INFO_PATH = '/api/language/home/info';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

// ---- The stub API: counts the calls and answers as the test says. ----

type Answer = (path: string, response: ServerResponse) => void;
const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const examples: Answer = (path, response) => {
  if (path === CATEGORIES_PATH) json(response, 200, getListCategoriesResponseMock());
  else if (path === HOME_INFO_PATH) json(response, 200, getGetHomeInfoResponseMock());
  else json(response, 404, { code: 404, msg: 'not found' });
};
const failing: Answer = (_path, response) => {
  json(response, 500, { code: 500, msg: 'down' });
};

let answer: Answer = examples;
let calls: string[] = [];
let stub: StandIn;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  stub = await startStandIn((request, response) => {
    calls.push(request.url ?? '');
    request.resume();
    request.on('end', () => {
      answer(new URL(request.url ?? '/', 'http://stub').pathname, response);
    });
  });
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => {
  answer = examples;
  calls = [];
  // Only Date is faked: the cache's clock. Sockets and the calls' timeouts keep real time.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T00:00:00Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function server(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(seoFiles, { apiOrigin: stub.origin });
  apps.push(app);
  return app;
}

const get = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url, headers: { host: 'shop.test' } });

// ---- robots.txt, read the way Google reads it: the longest matching rule wins. ----

interface Rule {
  allow: boolean;
  path: string;
}

function rulesOf(robots: string): Rule[] {
  return robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ allow: match[1] === 'Allow', path: match[2] ?? '' }));
}

function crawlable(rules: readonly Rule[], path: string): boolean {
  const matching = rules.filter((rule) => path.startsWith(rule.path));
  const longest = Math.max(...matching.map((rule) => rule.path.length));
  return matching.some((rule) => rule.path.length === longest && rule.allow);
}

describe('GET /robots.txt', () => {
  it('lets crawlers read the public pages, names the sitemap by absolute URL, is cacheable', async () => {
    const response = await get(await server(), '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body.split('\n')[0]).toBe('User-agent: *');
    expect(response.body).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    const rules = rulesOf(response.body);
    // No wildcards: the plain prefix reading above is every crawler's reading.
    expect(rules.every((rule) => !/[*$]/.test(rule.path))).toBe(true);
    for (const path of [
      '/',
      '/zh',
      '/en',
      '/zh-hant/Tabs/Class',
      '/en/goodsDetail?categoryId=101',
      '/goodsDetail?spuId=10101&categoryId=101',
      '/zh-hant/NewsDetail?articleId=301',
      '/en/Search',
      '/en/SearchDatail?name=PUBG',
      '/en/Tabs/Evaluation?categoryId=101',
      '/assets/index-abc1234.js',
    ]) {
      expect(crawlable(rules, path), path).toBe(true);
    }
  });

  it('closes every signed-in page, every app page and /api, in every form of the path', async () => {
    const rules = rulesOf((await get(await server(), '/robots.txt')).body);
    const closed = Object.values(routes).filter(
      (route) => ('guard' in route && route.guard === 'signed-in') || 'chrome' in route,
    );
    expect(closed.length).toBeGreaterThan(20);
    for (const route of closed) {
      for (const prefix of ['', '/zh', '/en', '/zh-hant']) {
        expect(crawlable(rules, `${prefix}/${route.path}?orderId=TL1`), route.path).toBe(false);
      }
    }
    expect(crawlable(rules, '/api/language/home/init')).toBe(false);
    // The public routes stay open, whatever their names share with closed ones.
    for (const route of Object.values(routes)) {
      if ('guard' in route && route.guard === 'signed-in') continue;
      if ('chrome' in route) continue;
      expect(crawlable(rules, `/en/${route.path}`), route.path).toBe(true);
    }
  });
});

// ---- sitemap.xml ----

// jsdom's XML parser (the unit tests' DOM; it ships no types of its own).
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};

function parseXml(xml: string): Document {
  const { window } = new JSDOM('');
  const document = new window.DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

/** The sitemap's URLs, checking its shape on the way. */
function urlsOf(xml: string): SitemapUrl[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const document = parseXml(xml);
  const root = document.documentElement;
  expect(root.localName).toBe('urlset');
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  return Array.from(root.children).map((url) => {
    expect(url.namespaceURI).toBe(SITEMAP_NS);
    expect(url.localName).toBe('url');
    const locs = url.getElementsByTagNameNS(SITEMAP_NS, 'loc');
    expect(locs).toHaveLength(1);
    const loc = locs[0]?.textContent ?? '';
    const alternates: Record<string, string> = {};
    for (const link of Array.from(url.getElementsByTagNameNS(XHTML_NS, 'link'))) {
      expect(link.getAttribute('rel')).toBe('alternate');
      alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
    }
    return { loc, alternates };
  });
}

const PAGES_IN_EXAMPLES = [
  '',
  '/Tabs/Class',
  ...[101, 102, 103, 104, 105, 106, 201, 202, 203, 204, 205, 301, 302, 303].map(
    (id) => `/goodsDetail?categoryId=${id}`,
  ),
  // The footer's fixed articles (seed 000 section 1), then Home's article list.
  ...[3, 27, 28, 301, 302, 303].map((id) => `/NewsDetail?articleId=${id}`),
];

describe('GET /sitemap.xml', () => {
  it('lists Home, Class, every product and the articles, per language with alternates', async () => {
    const response = await get(await server(), '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const urls = urlsOf(response.body);
    const expected = PAGES_IN_EXAMPLES.flatMap((page) =>
      ['zh', 'en', 'zh-hant'].map((lng) => `${ORIGIN}/${lng}${page}`),
    );
    expect(urls.map((url) => url.loc).sort()).toEqual(expected.sort());
    for (const { loc, alternates } of urls) {
      expect(new URL(loc).origin).toBe(ORIGIN);
      const page = loc.replace(/^http:\/\/shop\.test\/(zh-hant|zh|en)/, '');
      // Every language and x-default, as the page's own alternate links name them.
      expect(alternates).toEqual({
        'zh-CN': `${ORIGIN}/zh${page}`,
        en: `${ORIGIN}/en${page}`,
        'zh-Hant': `${ORIGIN}/zh-hant${page}`,
        'x-default': `${ORIGIN}/zh${page}`,
      });
      expect(Object.values(alternates)).toContain(loc);
    }
    // The query's & is escaped in the XML (the parsed text above has it plain).
    expect(response.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('keeps the API’s lists for an hour: 3,599,999 ms cached, 3,600,000 ms asked again', async () => {
    const app = await server();
    await get(app, '/sitemap.xml');
    expect(calls).toHaveLength(2);
    vi.setSystemTime(Date.now() + 3_599_999);
    await get(app, '/sitemap.xml');
    expect(calls).toHaveLength(2);
    vi.setSystemTime(Date.now() + 1);
    await get(app, '/sitemap.xml');
    expect(calls).toHaveLength(4);
  });

  it('asks the API once for requests that arrive together', async () => {
    const app = await server();
    const answers = await Promise.all([1, 2, 3].map(() => get(app, '/sitemap.xml')));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(calls).toHaveLength(2);
  });

  it('serves Home per language while the API has never answered, asking again after 60 s', async () => {
    answer = failing;
    const app = await server();
    const first = await get(app, '/sitemap.xml');
    expect(first.statusCode).toBe(200);
    expect(urlsOf(first.body).map((url) => url.loc)).toEqual([
      `${ORIGIN}/zh`,
      `${ORIGIN}/en`,
      `${ORIGIN}/zh-hant`,
    ]);
    const asked = calls.length;
    answer = examples;
    vi.setSystemTime(Date.now() + 59_999);
    expect(urlsOf((await get(app, '/sitemap.xml')).body)).toHaveLength(3);
    expect(calls).toHaveLength(asked);
    vi.setSystemTime(Date.now() + 1);
    expect(urlsOf((await get(app, '/sitemap.xml')).body)).toHaveLength(
      PAGES_IN_EXAMPLES.length * 3,
    );
  });

  it('keeps the last good sitemap when the API fails later', async () => {
    const app = await server();
    const good = (await get(app, '/sitemap.xml')).body;
    answer = failing;
    vi.setSystemTime(Date.now() + 3_600_000);
    const later = await get(app, '/sitemap.xml');
    expect(calls).toHaveLength(4);
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe(good);
  });

  it('names the origin it was asked at', async () => {
    const app = await server();
    const response = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'www.shop.test:8443' },
    });
    expect(urlsOf(response.body)[0]?.loc).toBe('http://www.shop.test:8443/zh');
  });

  it('stops below 50,000 URLs, whole pages in all their languages, Home and Class first', async () => {
    const many = getListCategoriesResponseMock() as { data: { childrenList: unknown[] }[] };
    const children = Array.from({ length: 20_000 }, (_, index) => ({
      categoryId: index + 1,
      imgUrl: '/mock-assets/goods/pubg-mobile-uc.svg',
      name: `Product ${index + 1}`,
    }));
    answer = (path, response) => {
      if (path === CATEGORIES_PATH) {
        json(response, 200, { ...many, data: [{ id: 1, name: 'All', childrenList: children }] });
      } else examples(path, response);
    };
    const { body } = await get(await server(), '/sitemap.xml');
    // 16,666 pages in 3 languages: the most whole pages within the limit.
    expect(body.match(/<url>/g)).toHaveLength(49_998);
    expect(body.match(/<loc>/g)).toHaveLength(49_998);
    expect(body).toContain(`<loc>${ORIGIN}/en/Tabs/Class</loc>`);
    expect(body).toContain(`<loc>${ORIGIN}/en/goodsDetail?categoryId=16664</loc>`);
    expect(body).not.toContain('categoryId=16665<');
    expect(body.endsWith('</urlset>\n')).toBe(true);
  });
});
