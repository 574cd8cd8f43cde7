import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import {
  installFakeIntersectionObserver,
  scrollToListEnd,
} from '../../../tests/utils/fake-intersection-observer';
import { renderRoute } from '../../../tests/utils/render-route';
import { getListReviewsMockHandler } from '../../api/generated/reviews/reviews.msw';
import type { ReviewListResponse, ReviewReadback } from '../../api/generated/model';

const EVALUATION = '/en/Tabs/Evaluation?categoryId=101';

function records(page: number, count: number): ReviewReadback[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `Sh***${page}-${index}`,
    score: 5,
    msg: `Review ${page}-${index}`,
    creatTime: '2026-11-20 11:40:02',
  }));
}

/** Serves pages of 10 out of `total`; records the query of every call. */
function serveReviews(total: number, override?: (page: number) => ReviewListResponse) {
  const asked: URLSearchParams[] = [];
  server.use(
    getListReviewsMockHandler(({ request }): ReviewListResponse => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const page = Number(params.get('pageNum'));
      if (override) return override(page);
      const count = Math.max(0, Math.min(10, total - (page - 1) * 10));
      return {
        code: 200,
        msg: 'success',
        data: { page: { records: records(page, count) }, total, score: 4.9 },
      };
    }),
  );
  return asked;
}

/** jsdom has no layout: a text's measured height is taken from its words. */
function fakeTextHeights() {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.textContent.includes('just over')) return 101;
      if (this.textContent.includes('just under')) return 100;
      return 20;
    },
  });
  return () => {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', descriptor);
  };
}

let restore: () => void;
beforeEach(() => {
  installFakeIntersectionObserver();
  vi.stubGlobal('innerWidth', 375);
  restore = fakeTextHeights();
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('Evaluation (a product’s reviews)', () => {
  it('asks page 1 of 10 for the categoryId and shows score, total and the records', async () => {
    const asked = serveReviews(1286);
    renderRoute(EVALUATION);
    expect(await screen.findByText('1286 reviews')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      pageNum: '1',
      pageSize: '10',
      categoryId: '101',
    });
    expect(screen.getByText('Score 4.9')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(items[0] as HTMLElement).getByText('Sh***1-0')).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByRole('img', { name: '5 out of 5 stars' }),
    ).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('2026-11-20 11:40:02').tagName).toBe('TIME');
  });

  it('loads the next page at the list end while pageNum < total/10, then says No more', async () => {
    const asked = serveReviews(15);
    renderRoute(EVALUATION);
    await screen.findByText('Review 1-9');
    act(() => {
      scrollToListEnd();
    });
    expect(await screen.findByText('Review 2-4')).toBeInTheDocument();
    expect(asked.map((params) => params.get('pageNum'))).toEqual(['1', '2']);
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
  });

  it('keeps the first page when the next one fails (500), with a Retry that loads it', async () => {
    let failSecond = true;
    serveReviews(15, (page) =>
      page === 2 && failSecond
        ? { code: 500, msg: 'The system is busy', data: null }
        : {
            code: 200,
            msg: 'success',
            data: { page: { records: records(page, page === 1 ? 10 : 5) }, total: 15, score: 4.9 },
          },
    );
    renderRoute(EVALUATION);
    await screen.findByText('Review 1-9');
    act(() => {
      scrollToListEnd();
    });
    expect(await screen.findByText('More reviews could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Review 1-0')).toBeInTheDocument();
    failSecond = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Review 2-4')).toBeInTheDocument();
  });

  it('asks for no second page when total is 10', async () => {
    const asked = serveReviews(10);
    renderRoute(EVALUATION);
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('clamps a text taller than 26.7vw (101 px at 375) with Expand / Fold; 100 px is not clamped', async () => {
    serveReviews(2, () => ({
      code: 200,
      msg: 'success',
      data: {
        page: {
          records: [
            {
              name: 'Ka***ng',
              score: 5,
              msg: 'A text just over the clamp',
              creatTime: '2026-11-20 11:40:02',
            },
            {
              name: 'Ri***do',
              score: 4,
              msg: 'A text just under the clamp',
              creatTime: '2026-11-19 22:17:45',
            },
          ],
        },
        total: 2,
        score: 4.5,
      },
    }));
    renderRoute(EVALUATION);
    await screen.findByText('A text just over the clamp');
    const buttons = screen.getAllByRole('button', { name: 'Expand' });
    expect(buttons).toHaveLength(1);
    const expand = buttons[0] as HTMLElement;
    const clamp = document.getElementById(expand.getAttribute('aria-controls') ?? '');
    expect(clamp).toHaveAttribute('data-collapsed', 'true');
    expect(clamp).toHaveTextContent('A text just over the clamp');
    await userEvent.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    expect(expand).toHaveAccessibleName('Fold');
    expect(clamp).toHaveAttribute('data-collapsed', 'false');
  });

  it('says so when the product has no reviews', async () => {
    serveReviews(0);
    renderRoute(EVALUATION);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the server message and a retry on 500, then recovers', async () => {
    serveReviews(0, () => ({ code: 500, msg: 'The system is busy', data: null }));
    renderRoute(EVALUATION);
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The system is busy')).toBeInTheDocument();
    serveReviews(3);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 reviews')).toBeInTheDocument();
  });

  it('is open to guests (no sign-in needed)', async () => {
    serveReviews(3);
    const { router } = renderRoute(EVALUATION);
    expect(await screen.findByText('3 reviews')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/Tabs/Evaluation');
  });

  it('answers a categoryId that is not a number with the framework 404', async () => {
    renderRoute('/en/Tabs/Evaluation?categoryId=abc');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });

  it('reads in simplified and traditional Chinese', async () => {
    serveReviews(3);
    const first = renderRoute('/Tabs/Evaluation?categoryId=101');
    expect(await screen.findByText('共 3 条评价')).toBeInTheDocument();
    first.unmount();
    renderRoute('/zh-hant/Tabs/Evaluation?categoryId=101');
    expect(await screen.findByText('共 3 則評價')).toBeInTheDocument();
  });
});

describe('goodsDetail review summary', () => {
  it('links to the product’s reviews list', async () => {
    serveReviews(1286);
    const { router } = renderRoute('/en/goodsDetail?spuId=10101&categoryId=101');
    const link = await screen.findByRole('link', { name: 'View all reviews' });
    await userEvent.click(link);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Tabs/Evaluation');
    });
    expect(router.state.location.search).toBe('?categoryId=101');
    expect(await screen.findByText('1286 reviews')).toBeInTheDocument();
  });
});
