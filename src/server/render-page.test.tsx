// Pages rendered on the server against the contract's examples (the generated MSW handlers
// answer the API's calls in this process): data in the HTML and in the page's state, the head
// from the replies, guards as redirects with the intent kept, the status of a query that
// fails validation, the time budget for a slow API, the error page for a render that throws,
// and two shoppers rendered at once, each seeing only their own data.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allMockHandlers } from '../api/generated/mock-handlers';
import {
  getGetProductDetailMockHandler,
  getGetProductDetailResponseMock,
} from '../api/generated/catalog/catalog.msw';
import {
  getGetArticleMockHandler,
  getGetArticleResponseMock,
} from '../api/generated/content/content.msw';
import { getGetUserInfoResponseMock } from '../api/generated/member/member.msw';
import type {
  Article,
  ArticleResponse,
  ProductDetail,
  ProductDetailResponse,
  UserInfo,
  UserInfoResponse,
} from '../api/generated/model';
import { COOKIE } from '../lib/cookies';
import { renderPage, type PageRequest, type RenderedPage } from './render-page';

// A fault for one request: the unknown-page screen throws while rendering when this is set
// (requests for other screens render as usual).
const screenFault = vi.hoisted(() => ({ error: undefined as Error | undefined }));
vi.mock('../app/routes/not-found', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../app/routes/not-found')>();
  return {
    ...actual,
    Component: () => {
      const error = screenFault.error;
      if (error) throw error;
      return <actual.Component />;
    },
  };
});

const API = 'http://api.test';

/** The contract's example replies, as their success branch. */
const productReply = () =>
  getGetProductDetailResponseMock() as Extract<ProductDetailResponse, { data: ProductDetail }>;
const memberReply = () =>
  getGetUserInfoResponseMock() as Extract<UserInfoResponse, { data: UserInfo }>;
const api = setupServer(...allMockHandlers());

beforeAll(() => {
  api.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  api.resetHandlers();
  screenFault.error = undefined;
});
afterAll(() => {
  api.close();
});

function render(path: string, extra: Partial<PageRequest> = {}): Promise<RenderedPage> {
  return renderPage({
    url: new URL(`https://shop.test${path}`),
    cookieHeader: undefined,
    userAgent: 'Mozilla/5.0 (iPhone) Mobile',
    apiOrigin: API,
    nonce: 'NONCE123',
    // The budget is not what these tests are about (one below is): however slow the machine,
    // every call of the contract's examples is answered within it.
    dataBudgetMs: 60_000,
    ...extra,
  });
}

function page(result: RenderedPage) {
  if (result.kind !== 'page')
    throw new Error(`expected a page, got a redirect to ${result.location}`);
  return result;
}

function stateOf(result: RenderedPage) {
  const json = /<script type="application\/json" id="server-state">(.*)<\/script>/.exec(
    page(result).state,
  )?.[1];
  return JSON.parse(json ?? 'null') as {
    queries: { queries: { queryKey: unknown[]; state: { status: string } }[] };
    namespaces: string[];
    routes: string[];
  };
}

const GOODS = '/en/goodsDetail?spuId=10101&categoryId=101';
const DETAIL_PATH = '/api/language/spu/detail-show';

/** The query keys of the page's state, each as JSON. */
function keysOf(result: RenderedPage): string[] {
  return stateOf(result).queries.queries.map((query) => JSON.stringify(query.queryKey));
}

describe('a public page', () => {
  it('carries its data in the HTML and in the state the browser hydrates from', async () => {
    const detail = productReply();
    const result = page(await render(GOODS));
    expect(result.status).toBe(200);
    expect(result.root).toContain(detail.data.categoryName);
    const state = stateOf(result);
    expect(keysOf(result)).toContainEqual(expect.stringContaining(DETAIL_PATH));
    expect(state.queries.queries.every((query) => query.state.status === 'success')).toBe(true);
    expect(state.namespaces).toEqual(expect.arrayContaining(['common', 'product']));
    // The routes it rendered, for the browser to load before hydrating.
    expect(state.routes).toEqual(['root', 'screens', 'goodsDetail', 'goodsDetail.screen']);
  });

  it('puts the reply’s title, description and keywords, canonical and alternates in the head', async () => {
    const detail = productReply();
    const { head } = page(await render(GOODS));
    expect(head).toContain(`<title>${detail.data.seoTitle}</title>`);
    expect(head).toContain(`<meta name="description" content="${detail.data.seoDescription}"/>`);
    expect(head).toContain(`<meta name="keywords" content="${detail.data.seoKeywords}"/>`);
    expect(head).toContain(
      '<link rel="canonical" href="https://shop.test/en/goodsDetail?spuId=10101&amp;categoryId=101"/>',
    );
    expect(head).toContain('hrefLang="zh-Hant" href="https://shop.test/zh-hant/goodsDetail?');
    expect(head).toContain('hrefLang="x-default" href="https://shop.test/zh/goodsDetail?');
  });

  it('waits on one round of calls for goodsDetail: its blocks’ calls start with the product’s', async () => {
    // Each call of the page, with how many replies had gone out when it started. A block's
    // call made only once a first render found it starts after the product's reply.
    const started: { path: string; repliesBefore: number }[] = [];
    let replies = 0;
    const onStart = ({ request }: { request: Request }) => {
      started.push({ path: new URL(request.url).pathname, repliesBefore: replies });
    };
    const onReply = () => {
      replies += 1;
    };
    api.events.on('request:start', onStart);
    api.events.on('response:mocked', onReply);
    try {
      const result = page(await render(GOODS));
      expect(keysOf(result)).toEqual(
        expect.arrayContaining([
          expect.stringContaining(DETAIL_PATH),
          expect.stringContaining('/api/member/memberSpuCoupons/list'),
          expect.stringContaining('/api/language/home/action'),
        ]),
      );
    } finally {
      api.events.removeListener('request:start', onStart);
      api.events.removeListener('response:mocked', onReply);
    }
    expect(started.map(({ path }) => path).sort()).toEqual(
      [DETAIL_PATH, '/api/language/home/action', '/api/member/memberSpuCoupons/list'].sort(),
    );
    expect(started.every(({ repliesBefore }) => repliesBefore === 0)).toBe(true);
  });

  it('shows goodsDetail’s coupon strip in the HTML, from the coupons asked for with the product', async () => {
    // Not only once the coupon calls' chunk has run in the browser: arriving then, the strip
    // pushed the options below it down (issue 24, CLS). The contract's example coupons.
    const result = page(await render(GOODS));
    const strip = /<section[^>]*class="[^"]*couponStrip[^"]*"[^>]*>.*?<\/section>/.exec(
      result.root,
    );
    expect(strip?.[0]).toContain('Coupons');
    expect(strip?.[0]).toContain('See all coupons');
  });

  it('renders the texts of the address’s language, two languages at once each its own', async () => {
    // One route table serves every request; each request's loaders switch its own i18next.
    const [zh, en] = await Promise.all([render('/').then(page), render('/en').then(page)]);
    expect(zh.locale).toBe('zh');
    expect(en.locale).toBe('en');
    expect(en.root).toContain('Search games or gift cards');
    expect(zh.root).not.toContain('Search games or gift cards');
  });

  it('escapes what a reply holds: a name with markup stays text in the HTML and the state', async () => {
    const detail = productReply();
    const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    api.use(
      getGetProductDetailMockHandler({
        ...detail,
        data: { ...detail.data, categoryName: hostile },
      }),
    );
    const result = page(await render(GOODS));
    expect(result.root).not.toContain('<script>alert(1)');
    expect(result.root).not.toContain('<img src=x');
    expect(result.state).not.toContain('</script><script>');
    expect(result.state.match(/<\/script>/g)).toHaveLength(1);
  });

  it('answers 404 for a query that fails validation, with the framework page', async () => {
    const result = page(await render('/en/goodsDetail?spuId=abc'));
    expect(result.status).toBe(404);
    expect(result.root).toContain('This page could not be found');
  });
});

describe('server-supplied HTML', () => {
  it('is in the page as the sanitised markup the browser renders, never as it came', async () => {
    const reply = getGetArticleResponseMock() as Extract<ArticleResponse, { data: Article }>;
    api.use(
      getGetArticleMockHandler({
        ...reply,
        data: {
          ...reply.data,
          detail:
            '<h2 class="backdrop" style="position:fixed">Two banners</h2>' +
            '<p onclick="steal()">Save now.<script>steal()</script></p>' +
            '<a href="javascript:steal()">here</a> <a href="https://evil.example/x">there</a>' +
            '<img src="http://insecure.example/x.png"><iframe src="https://evil.example"></iframe>',
        },
      }),
    );
    const { root } = page(await render('/en/NewsDetail?articleId=301'));
    const body = /<div class="_body_\w+">([\s\S]*?)<\/div><\/article>/.exec(root)?.[1];
    // The markup, so the article's layout is the browser's from the first paint.
    expect(body).toBe('<h2>Two banners</h2><p>Save now.</p><a>here</a> <a>there</a>');
  });
});

describe('the time budget', () => {
  it('sends the page without a block whose reply is later than the budget', async () => {
    api.use(
      http.post(`*${DETAIL_PATH}`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    // The budget as a literal of the test: a call still waiting when it ends is left out.
    const result = page(await render(GOODS, { dataBudgetMs: 50 }));
    expect(keysOf(result)).not.toContainEqual(expect.stringContaining(DETAIL_PATH));
    expect(result.root).not.toContain(productReply().data.categoryName);
    expect(result.root).toContain('<main');
  });

  it('leaves out a block whose call failed, for the browser to ask again', async () => {
    api.use(
      http.post(`*${DETAIL_PATH}`, () => new HttpResponse('<html>502</html>', { status: 502 })),
    );
    const result = page(await render(GOODS));
    expect(keysOf(result)).not.toContainEqual(expect.stringContaining(DETAIL_PATH));
  });
});

describe('signed-in pages', () => {
  it('send a guest to login, keeping the page asked for as the sign-in intent', async () => {
    const result = await render('/en/Tabs/GoPay?orderId=O1');
    expect(result).toMatchObject({ kind: 'redirect', status: 302, location: '/en/login' });
    expect(result.cookies).toContainEqual({
      name: COOKIE.returnTo,
      value: '/en/Tabs/GoPay?orderId=O1',
    });
  });

  it('call the API with the shopper’s token from the cookie', async () => {
    const seen: (string | null)[] = [];
    api.use(
      http.post('*/api/language/member/info', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(memberReply());
      }),
    );
    const result = page(await render('/en/Tabs/Me', { cookieHeader: `${COOKIE.token}=tok-1` }));
    expect(seen).toEqual(['Bearer tok-1']);
    expect(result.root).toContain('Alex');
  });

  it('render ConfirmOrder whole: the payment methods (its largest paint) and the price, inert until hydrated', async () => {
    const result = page(
      await render('/en/Tabs/ConfirmOrder?itemId=10101&num=1', {
        cookieHeader: `${COOKIE.token}=tok-1`,
      }),
    );
    expect(result.status).toBe(200);
    // The body below the item, with the contract's payment list and its tips.
    expect(result.root).toContain('Payment Methods');
    expect(result.root).toContain('Credit and debit cards, confirmed in a secure card window.');
    expect(result.root).toContain('Under maintenance, please choose another method.');
    // The form's place is held (its own chunk, after the first paint); nothing can be chosen
    // until the browser has hydrated the body.
    expect(result.root).toMatch(/<div class="[^"]*" inert="">/);
    // The body's texts are named with the page, so the browser loads them before hydrating.
    expect(stateOf(result).namespaces).toEqual(
      expect.arrayContaining(['checkout', 'cashier', 'billing']),
    );
    expect(keysOf(result)).toContainEqual(expect.stringContaining('/api/language/order/cashier'));
  });

  it('keep two shoppers rendered at once apart: each page shows its own data only', async () => {
    const arrived: string[] = [];
    let release!: () => void;
    const bothArrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.use(
      http.post('*/api/language/member/info', async ({ request }) => {
        const token = request.headers.get('authorization') ?? '';
        arrived.push(token);
        if (arrived.length === 2) release();
        // Neither answers before both calls are under way: the renders overlap.
        await bothArrived;
        const reply = memberReply();
        const name = token === 'Bearer token-ann' ? 'Ann Lee' : 'Bob Tan';
        return HttpResponse.json({ ...reply, data: { ...reply.data, nickName: name } });
      }),
    );
    const [ann, bob] = await Promise.all([
      render('/en/Tabs/Me', { cookieHeader: `${COOKIE.token}=token-ann` }),
      render('/en/Tabs/Me', { cookieHeader: `${COOKIE.token}=token-bob` }),
    ]);
    expect(arrived.sort()).toEqual(['Bearer token-ann', 'Bearer token-bob']);
    expect(page(ann).root).toContain('Ann Lee');
    expect(page(ann).root + page(ann).state).not.toContain('Bob Tan');
    expect(page(bob).root).toContain('Bob Tan');
    expect(page(bob).root + page(bob).state).not.toContain('Ann Lee');
  });

  it('send a signed-in shopper away from login to Home', async () => {
    const result = await render('/en/login', { cookieHeader: `${COOKIE.token}=tok-1` });
    expect(result).toMatchObject({ kind: 'redirect', location: '/en' });
  });
});

describe('a render that throws', () => {
  it('gives the framework error page with status 500, without the error’s text', async () => {
    const errors: unknown[] = [];
    screenFault.error = new Error('secret internals');
    const result = page(
      await render('/en/no-such-page', { onError: (error) => errors.push(error) }),
    );
    expect(result.status).toBe(500);
    expect(result.root).toContain('<h1');
    expect(result.root).toContain('500');
    expect(result.root + result.state).not.toContain('secret internals');
    expect(errors).toEqual([screenFault.error]);
  });

  it('leaves the other requests rendered at the same time unaffected', async () => {
    screenFault.error = new Error('one request only');
    const [failed, fine] = await Promise.all([render('/en/no-such-page'), render(GOODS)]);
    expect(page(failed).status).toBe(500);
    expect(page(fine).status).toBe(200);
    expect(page(fine).root).toContain(productReply().data.categoryName);
  });
});
