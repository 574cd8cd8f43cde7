// The structured data (JSON-LD) in the server's HTML of goodsDetail and NewsDetail, rendered
// against the contract's examples (the generated MSW handlers answer in this process): each
// block checked against the schema.org type it claims, with the properties Google's
// Product snippet and Article documentation require or recommend, typed as they ask; no
// value can close its block; and nothing of the shopper is in it when signed in.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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
import { renderPage, type PageRequest } from './render-page';

const API = 'http://api.test';
const ORIGIN = 'https://shop.test';
const api = setupServer(...allMockHandlers());

beforeAll(() => {
  api.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  api.resetHandlers();
});
afterAll(() => {
  api.close();
});

const productReply = () =>
  getGetProductDetailResponseMock() as Extract<ProductDetailResponse, { data: ProductDetail }>;
const articleReply = () =>
  getGetArticleResponseMock() as Extract<ArticleResponse, { data: Article }>;
const memberReply = () =>
  getGetUserInfoResponseMock() as Extract<UserInfoResponse, { data: UserInfo }>;

/** The page's JSON-LD blocks, as sent and as parsed. */
async function jsonLdOf(path: string, extra: Partial<PageRequest> = {}) {
  const result = await renderPage({
    url: new URL(`${ORIGIN}${path}`),
    cookieHeader: undefined,
    userAgent: 'Mozilla/5.0 (iPhone) Mobile',
    apiOrigin: API,
    nonce: 'NONCE123',
    dataBudgetMs: 60_000,
    ...extra,
  });
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.location}`);
  const html = `${result.head}${result.root}`;
  const texts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => match[1] ?? '',
  );
  return { texts, data: texts.map((text) => JSON.parse(text) as unknown), html };
}

// ---- The schema.org types as Google documents them (developers.google.com/search/docs/
// appearance/structured-data: Product snippets, Article). ----

const absoluteUrl = z.url({ protocol: /^https?$/ });
const isoDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)?)?$/);
const context = z.literal('https://schema.org');

const offer = z.strictObject({
  '@type': z.literal('Offer'),
  price: z.number().nonnegative(),
  priceCurrency: z.string().regex(/^[A-Z]{3}$/),
  availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
});
const aggregateRating = z
  .strictObject({
    '@type': z.literal('AggregateRating'),
    ratingValue: z.number(),
    reviewCount: z.int().positive(),
    bestRating: z.number(),
    worstRating: z.number(),
  })
  .refine(
    (rating) => rating.ratingValue >= rating.worstRating && rating.ratingValue <= rating.bestRating,
  );
// Product: name required, and at least one of offers, aggregateRating or review.
const product = z
  .strictObject({
    '@context': context,
    '@type': z.literal('Product'),
    name: z.string().min(1),
    image: absoluteUrl,
    description: z.string().min(1).optional(),
    offers: offer.optional(),
    aggregateRating: aggregateRating.optional(),
  })
  .refine((value) => value.offers !== undefined || value.aggregateRating !== undefined);
// Article: no property is required; headline, image, datePublished and author recommended.
const article = z.strictObject({
  '@context': context,
  '@type': z.literal('Article'),
  headline: z.string().min(1),
  image: z.array(absoluteUrl).min(1).optional(),
  datePublished: isoDateTime.optional(),
  author: z.strictObject({ '@type': z.literal('Person'), name: z.string().min(1) }).optional(),
  description: z.string().min(1).optional(),
  inLanguage: z.enum(['zh-CN', 'en', 'zh-Hant']),
});

const GOODS = '/en/goodsDetail?spuId=10101&categoryId=101';
const NEWS = '/en/NewsDetail?articleId=301';

describe('goodsDetail', () => {
  it('carries a Product: name, image, plain-text description, the chosen offer and the rating', async () => {
    const detail = productReply().data;
    const { data } = await jsonLdOf(GOODS);
    expect(data).toHaveLength(1);
    const parsed = product.parse(data[0]);
    expect(parsed.name).toBe(detail.categoryName);
    expect(parsed.image).toBe(new URL(detail.pic, ORIGIN).toString());
    // The rich text without its tags.
    expect(detail.detail).toMatch(/<[a-z]/);
    expect(parsed.description).not.toMatch(/[<>]/);
    // A heading and the paragraph after it stay two sentences' words, not one run-on word.
    expect(parsed.description).toContain('How to top up Enter your Player ID');
    expect(parsed.description?.length).toBeGreaterThan(20);
    // 10101, the denomination the address names, in the default currency.
    const chosen = detail.rechargeTypeList
      .flatMap((type) => type.spuList)
      .find((option) => option.spuId === 10101);
    expect(parsed.offers).toEqual({
      '@type': 'Offer',
      price: chosen?.priceFee,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(parsed.aggregateRating).toMatchObject({
      ratingValue: detail.evaluateList.score,
      reviewCount: detail.evaluateList.total,
    });
  });

  it('offers in the shopper’s currency, out of stock when sold out, without a rating when unreviewed', async () => {
    const reply = productReply();
    api.use(
      getGetProductDetailMockHandler({
        ...reply,
        data: {
          ...reply.data,
          sellOut: true,
          evaluateList: { page: { records: [] }, total: 0, score: 0 },
        },
      }),
    );
    const { data } = await jsonLdOf('/en/goodsDetail?categoryId=101', {
      cookieHeader: `${COOKIE.currency}=HKD`,
    });
    const parsed = product.parse(data[0]);
    expect(parsed.offers).toMatchObject({
      priceCurrency: 'HKD',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(parsed).not.toHaveProperty('aggregateRating');
  });

  it('keeps a value that holds "</script>" inside its block', async () => {
    const reply = productReply();
    const name = 'Gems </script><script>alert(1)</script> <!-- x';
    api.use(
      getGetProductDetailMockHandler({ ...reply, data: { ...reply.data, categoryName: name } }),
    );
    const { texts, data } = await jsonLdOf(GOODS);
    expect(texts[0]).not.toContain('<');
    expect(product.parse(data[0]).name).toBe(name);
  });

  it('holds nothing of the signed-in shopper', async () => {
    const member = memberReply().data;
    const token = 'tok-SECRET-5d1f';
    api.use(http.post(`${API}/api/language/member/info`, () => HttpResponse.json(memberReply())));
    const { texts, data, html } = await jsonLdOf(GOODS, {
      cookieHeader: [
        `${COOKIE.token}=${token}`,
        `${COOKIE.signedIn}=1`,
        `${COOKIE.userInfo}=${encodeURIComponent(JSON.stringify(member))}`,
      ].join('; '),
    });
    // Signed in indeed: the bottom bar shows the member's level from the cookie.
    expect(html).toContain(member.level.levelName);
    product.parse(data[0]);
    const personal = [
      token,
      member.email.email,
      member.memberName,
      member.nickName,
      String(member.memberId),
      member.mobile.mobile,
      member.level.levelName,
      member.avatar,
    ].filter((value): value is string => typeof value === 'string' && value !== '');
    for (const value of personal) expect(texts[0]).not.toContain(value);
    // No e-mail address of anyone, nor any property about a shopper.
    expect(texts[0]).not.toMatch(/[\w.+-]+@[\w-]+\.\w/);
    expect(Object.keys(JSON.parse(texts[0] ?? '{}') as object).join()).not.toMatch(
      /token|email|member|user|review/i,
    );
  });
});

describe('NewsDetail', () => {
  it('carries an Article: headline, image, published date, author and language', async () => {
    const reply = articleReply().data;
    const { data } = await jsonLdOf(NEWS);
    expect(data).toHaveLength(1);
    const parsed = article.parse(data[0]);
    expect(parsed).toMatchObject({
      headline: reply.title,
      image: [new URL(reply.cover ?? '', ORIGIN).toString()],
      datePublished: reply.createTime.replace(' ', 'T'),
      author: { '@type': 'Person', name: reply.author },
      inLanguage: 'en',
    });
  });

  it('leaves out what the article does not have', async () => {
    const reply = articleReply();
    api.use(
      getGetArticleMockHandler({ ...reply, data: { ...reply.data, cover: null, author: null } }),
    );
    const parsed = article.parse((await jsonLdOf(NEWS)).data[0]);
    expect(parsed).not.toHaveProperty('image');
    expect(parsed).not.toHaveProperty('author');
  });
});
