// A reply that breaks the contract (null where the contract has an array, or an object) is
// an error state of the block that asked, with Retry, never a crashed screen. For each
// operation of the shipped screens, every array of its example reply is set to null in turn
// (every object, for the message summary, which has no array); the schema decides which
// nulls break the contract, so a field the contract allows to be null is skipped.
import { screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node-server';
import {
  getGetHomeInfoResponseMock,
  getGetProductDetailResponseMock,
  getGetStoreInitResponseMock,
  getListCategoriesResponseMock,
  getSearchProductsResponseMock,
} from '../api/generated/catalog/catalog.msw';
import { getGetArticleResponseMock } from '../api/generated/content/content.msw';
import {
  getGetMessageSummaryResponseMock,
  getListMessagesResponseMock,
} from '../api/generated/messages/messages.msw';
import { successBranch } from '../api/contract/response-check';
import { responseSchemaLoaders } from '../api/generated/operation-table';
import { responseSchemas } from '../api/generated/operations';
import { COOKIE, writeCookie } from '../lib/cookies';
import { renderRoute } from '../../tests/utils/render-route';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

interface Case {
  operationId: keyof typeof responseSchemas;
  method: 'get' | 'post';
  url: string;
  example: () => unknown;
  /** Which containers to break: arrays, or objects for a reply without arrays. */
  containers: 'arrays' | 'objects';
  route: string;
  signedIn?: boolean;
  /** The block's error text, and the region it shows in when the screen has several. */
  errorText: string;
  region?: string;
  /** A part of the screen's frame that must stay (tab bar, page header). */
  frame: () => HTMLElement;
}

const tabBar = () => screen.getByRole('navigation', { name: 'Main navigation' });
/** The page header's back control (a link, or a button that goes back in history). */
const backControl = () =>
  [
    ...screen.queryAllByRole('link', { name: /^Back/ }),
    ...screen.queryAllByRole('button', { name: /^Back/ }),
  ][0]!;

const cases: Case[] = [
  {
    operationId: 'getHomeInfo',
    method: 'post',
    url: '*/api/language/home/info',
    example: getGetHomeInfoResponseMock,
    containers: 'arrays',
    route: '/en',
    errorText: 'The home page could not be loaded',
    frame: tabBar,
  },
  {
    operationId: 'getStoreInit',
    method: 'post',
    url: '*/api/language/home/init',
    example: getGetStoreInitResponseMock,
    containers: 'arrays',
    route: '/en',
    errorText: 'Trending searches could not be loaded',
    region: 'Trending searches',
    frame: tabBar,
  },
  {
    operationId: 'getStoreInit',
    method: 'post',
    url: '*/api/language/home/init',
    example: getGetStoreInitResponseMock,
    containers: 'arrays',
    route: '/en/Search',
    errorText: 'Trending searches and popular goods could not be loaded',
    frame: () => screen.getByRole('searchbox'),
  },
  {
    operationId: 'listCategories',
    method: 'post',
    url: '*/api/language/category/list',
    example: getListCategoriesResponseMock,
    containers: 'arrays',
    route: '/en/Tabs/Class',
    errorText: 'The categories could not be loaded',
    frame: tabBar,
  },
  {
    operationId: 'searchProducts',
    method: 'post',
    url: '*/api/language/spu/pageList',
    example: getSearchProductsResponseMock,
    containers: 'arrays',
    route: '/en/SearchDatail?name=PUBG',
    errorText: 'The search results could not be loaded',
    frame: () => screen.getByRole('searchbox'),
  },
  {
    operationId: 'getProductDetail',
    method: 'post',
    url: '*/api/language/spu/detail-show',
    example: getGetProductDetailResponseMock,
    containers: 'arrays',
    route: '/en/goodsDetail?spuId=10101&categoryId=101',
    errorText: 'The product could not be loaded',
    frame: backControl,
  },
  {
    operationId: 'getArticle',
    method: 'post',
    url: '*/api/language/article/detail',
    example: getGetArticleResponseMock,
    containers: 'arrays',
    route: '/en/NewsDetail?articleId=301',
    errorText: 'The article could not be loaded',
    frame: backControl,
  },
  {
    operationId: 'listMessages',
    method: 'get',
    url: '*/api/member/messages',
    example: getListMessagesResponseMock,
    containers: 'arrays',
    route: '/en/Tabs/dynamicState',
    signedIn: true,
    errorText: 'Messages could not be loaded',
    frame: backControl,
  },
  {
    operationId: 'getMessageSummary',
    method: 'get',
    url: '*/api/member/messages/msgList',
    example: getGetMessageSummaryResponseMock,
    containers: 'objects',
    route: '/en/Tabs/Info',
    signedIn: true,
    errorText: 'Your messages could not be loaded',
    frame: tabBar,
  },
];

/** Paths of the arrays (or objects) under `data`, descending into each first element. */
function containerPaths(value: Json, kind: Case['containers'], path: Path = ['data']): Path[] {
  if (Array.isArray(value)) {
    const inner = value[0] === undefined ? [] : containerPaths(value[0], kind, [...path, 0]);
    return kind === 'arrays' ? [path, ...inner] : inner;
  }
  if (value !== null && typeof value === 'object') {
    const inner = Object.entries(value).flatMap(([key, child]) =>
      containerPaths(child, kind, [...path, key]),
    );
    return kind === 'objects' && path.length > 1 ? [path, ...inner] : inner;
  }
  return [];
}

function withNullAt(body: Json, path: Path): Json {
  const copy = structuredClone(body);
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  parent[path[path.length - 1]!] = null;
  return copy;
}

function breaksContract(operationId: Case['operationId'], body: Json): boolean {
  return !successBranch(responseSchemas[operationId]).safeParse(body).success;
}

const table = cases.flatMap((c) => {
  const example = c.example() as { data: Json } & Json;
  const rootPaths = containerPaths(example.data, c.containers);
  return rootPaths
    .map((path) => ({ ...c, path, broken: withNullAt(example, path) }))
    .filter(({ operationId, broken }) => breaksContract(operationId, broken))
    .map((row) => ({ ...row, field: row.path.join('.') }));
});

/** Resolves when a query in the cache has failed (the broken reply reached the screen). */
function someQueryFailed(queryClient: QueryClient): Promise<void> {
  const cache = queryClient.getQueryCache();
  const failed = () => cache.getAll().some((query) => query.state.status === 'error');
  return new Promise((resolve) => {
    if (failed()) {
      resolve();
      return;
    }
    const unsubscribe = cache.subscribe(() => {
      if (!failed()) return;
      unsubscribe();
      resolve();
    });
  });
}

// The screens' lazy chunks and the lazily loaded schemas, loaded once before the tests
// (the first load transforms them), so each test waits only on its own calls.
beforeAll(async () => {
  await Promise.all([
    import('./routes/home'),
    import('./routes/class'),
    import('./routes/search'),
    import('./routes/search-detail'),
    import('./routes/goods-detail'),
    import('./routes/news-detail'),
    import('./routes/dynamic-state'),
    import('./routes/info'),
    import('../api/contract/response-check'),
    ...cases.map(({ operationId }) => responseSchemaLoaders[operationId]?.()),
  ]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a reply with null where the contract has a list', () => {
  it('covers every operation of the shipped screens', () => {
    expect(new Set(table.map((row) => row.operationId))).toEqual(
      new Set(cases.map((c) => c.operationId)),
    );
    expect(table.map((row) => `${row.operationId} ${row.field}`)).toEqual(
      expect.arrayContaining([
        'getHomeInfo data.adList',
        'getProductDetail data.evaluateList.page.records',
        'listMessages data.records',
        'listCategories data',
        'getMessageSummary data.orderMsg',
      ]),
    );
  });

  it.each(table)(
    '$operationId with $field null on $route: the block shows its error state, Retry refetches',
    async ({
      operationId,
      method,
      url,
      example,
      route,
      signedIn,
      broken,
      errorText,
      region,
      frame,
    }) => {
      const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      if (signedIn) writeCookie(COOKIE.signedIn, '1');
      let reply: unknown = broken;
      let calls = 0;
      server.use(
        http[method](url, () => {
          calls += 1;
          return HttpResponse.json(reply as Record<string, unknown>);
        }),
      );

      const { queryClient } = renderRoute(route);
      // Wait on the event (a query of the screen failed), then for its render.
      await someQueryFailed(queryClient);
      const where = region ? await screen.findByRole('region', { name: region }) : document.body;
      expect(await within(where).findByText(errorText)).toBeInTheDocument();
      // The frame stays and nothing reached the route's error boundary.
      expect(frame()).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
      // One translated toast, no raw error text.
      expect(screen.getAllByText(/could not read/)).toHaveLength(1);
      // The development report names the operation.
      expect(reported.mock.calls.map((args) => String(args[0]))).toContainEqual(
        expect.stringContaining(`[contract] ${operationId} `),
      );

      reply = example();
      const before = calls;
      await userEvent.click(within(where).getByRole('button', { name: 'Retry' }));
      await waitFor(() => {
        expect(within(where).queryByText(errorText)).not.toBeInTheDocument();
      });
      expect(calls).toBeGreaterThan(before);
    },
  );
});
