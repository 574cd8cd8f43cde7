import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { getGetReviewByOrderMockHandler } from '../../api/generated/reviews/reviews.msw';
import { COOKIE, readCookie } from '../../lib/cookies';
import { openSignedIn } from '../../../tests/utils/open-signed-in';

const DETAIL = '/en/Tabs/EvaluateDetail?orderId=TL2026112000009';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('EvaluateDetail (the review read back)', () => {
  it('shows name, score, msg and creatTime, asking by orderId', async () => {
    const asked: string[] = [];
    server.use(
      getGetReviewByOrderMockHandler(({ request }) => {
        asked.push(new URL(request.url).searchParams.get('orderId') ?? '');
        return {
          code: 200,
          msg: 'success',
          data: {
            name: 'Alex',
            score: 4,
            msg: '660 UC arrived right after payment.',
            creatTime: '2026-11-20 08:25:13',
          },
        };
      }),
    );
    openSignedIn(DETAIL);
    expect(await screen.findByText('Alex')).toBeInTheDocument();
    expect(asked).toEqual(['TL2026112000009']);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('660 UC arrived right after payment.')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20 08:25:13').tagName).toBe('TIME');
    expect(screen.getByRole('heading', { name: 'Review details' })).toBeInTheDocument();
  });

  it('shows the options picked on the option picker, in zh, en and zh-hant', async () => {
    server.use(
      getGetReviewByOrderMockHandler({
        code: 200,
        msg: 'success',
        data: {
          name: 'Alex',
          score: 5,
          msg: 'good！',
          creatTime: '2026-11-20 08:25:13',
          tags: ['fastDelivery', 'willBuyAgain'],
        },
      }),
    );
    const { unmount } = openSignedIn(DETAIL);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fast delivery', 'Would buy again']);
    expect(screen.getByText('Picked options')).toBeInTheDocument();
    unmount();
    const zh = openSignedIn('/Tabs/EvaluateDetail?orderId=TL2026112000009');
    expect(await screen.findByText('到账快')).toBeInTheDocument();
    expect(screen.getByText('评价标签')).toBeInTheDocument();
    zh.unmount();
    openSignedIn('/zh-hant/Tabs/EvaluateDetail?orderId=TL2026112000009');
    expect(await screen.findByText('會再次購買')).toBeInTheDocument();
  });

  it('shows no options row when none was picked', async () => {
    server.use(
      getGetReviewByOrderMockHandler({
        code: 200,
        msg: 'success',
        data: { name: 'Alex', score: 5, msg: 'good！', creatTime: '2026-11-20 08:25:13', tags: [] },
      }),
    );
    openSignedIn(DETAIL);
    expect(await screen.findByText('Alex')).toBeInTheDocument();
    expect(screen.queryByText('Picked options')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers Rate Now for an order without a review (data null)', async () => {
    server.use(getGetReviewByOrderMockHandler({ code: 200, msg: 'success', data: null }));
    openSignedIn(DETAIL);
    expect(await screen.findByText(/not been reviewed yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rate Now' })).toHaveAttribute(
      'href',
      '/en/Tabs/Evaluate?orderId=TL2026112000009',
    );
  });

  it('goes to not-found on 801', async () => {
    server.use(getGetReviewByOrderMockHandler({ code: 801, msg: 'No such order', data: null }));
    const { router } = openSignedIn(DETAIL);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/404');
    });
  });

  it('clears the session and goes to login on 401', async () => {
    server.use(getGetReviewByOrderMockHandler({ code: 401, msg: 'Login expired', data: null }));
    const { router } = openSignedIn(DETAIL);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });

  it('shows the server message and a retry on 500, then recovers', async () => {
    server.use(
      getGetReviewByOrderMockHandler({ code: 500, msg: 'The system is busy', data: null }),
    );
    openSignedIn(DETAIL);
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The system is busy')).toBeInTheDocument();
    server.use(getGetReviewByOrderMockHandler());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Alex')).toBeInTheDocument();
  });

  it('reads in simplified and traditional Chinese', async () => {
    const first = openSignedIn('/Tabs/EvaluateDetail?orderId=TL2026112000009');
    expect(await screen.findByRole('heading', { name: '评价详情' })).toBeInTheDocument();
    first.unmount();
    openSignedIn('/zh-hant/Tabs/EvaluateDetail?orderId=TL2026112000009');
    expect(await screen.findByRole('heading', { name: '評價詳情' })).toBeInTheDocument();
  });
});
