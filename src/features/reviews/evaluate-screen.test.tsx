import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderRoute } from '../../../tests/utils/render-route';
import {
  getAddReviewMockHandler,
  getGetReviewOrderDetailMockHandler,
} from '../../api/generated/reviews/reviews.msw';
import type { AddReviewResponse, Review } from '../../api/generated/model';
import { COOKIE, readCookie } from '../../lib/cookies';
import { openSignedIn } from '../../../tests/utils/open-signed-in';

const ORDER = 'TL2026112000008';
const EVALUATE = `/en/Tabs/Evaluate?orderId=${ORDER}`;

function recordPosts(reply: AddReviewResponse = { code: 200, msg: 'success', data: null }) {
  const bodies: Review[] = [];
  server.use(
    getAddReviewMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as Review);
      return reply;
    }),
  );
  return bodies;
}

async function openEvaluate() {
  const utils = openSignedIn(EVALUATE);
  await screen.findByRole('form', { name: 'Rate the order' });
  return { ...utils, user: userEvent.setup() };
}

const box = () => screen.getByRole('textbox', { name: 'Your review' });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('Evaluate (post a review)', () => {
  it('shows the ordered item, 5 stars chosen, an empty box with 0/200 and anonymous off', async () => {
    await openEvaluate();
    const item = screen.getByRole('region', { name: 'Google Play Gift Card $10' });
    expect(within(item).getByText('Order number: TL2026112000008')).toBeInTheDocument();
    expect(within(item).getByText(/Amount: \$10\.40/)).toBeInTheDocument();
    const rating = screen.getByRole('group', { name: 'Rating' });
    expect(within(rating).getAllByRole('radio')).toHaveLength(5);
    expect(within(rating).getByRole('radio', { name: '5 out of 5 stars' })).toBeChecked();
    expect(box()).toHaveValue('');
    expect(box()).toHaveAccessibleDescription('0/200 characters');
    expect(screen.getByRole('checkbox', { name: 'Anonymous review' })).not.toBeChecked();
  });

  it("sends 4 stars with an empty box as 'good！', anonymous 0, then shows EvaluateSuccess", async () => {
    const bodies = recordPosts();
    const { user, router } = await openEvaluate();
    await user.click(screen.getByRole('radio', { name: '4 out of 5 stars' }));
    await user.click(submitButton());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Tabs/EvaluateSuccess');
    });
    expect(bodies).toEqual([{ orderId: ORDER, score: 4, content: 'good！', anonymous: 0 }]);
    expect(await screen.findByRole('heading', { name: 'Review submitted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My reviews' })).toHaveAttribute(
      'href',
      '/en/Tabs/myAssessment',
    );
  });

  it('sends the typed text, the lowest score 1 and anonymous 1', async () => {
    const bodies = recordPosts();
    const { user } = await openEvaluate();
    await user.click(screen.getByRole('radio', { name: '1 out of 5 stars' }));
    await user.type(box(), 'Arrived late');
    await user.click(screen.getByRole('checkbox', { name: 'Anonymous review' }));
    await user.click(submitButton());
    await waitFor(() => {
      expect(bodies).toEqual([{ orderId: ORDER, score: 1, content: 'Arrived late', anonymous: 1 }]);
    });
  });

  it('offers the five options of the option picker, none picked', async () => {
    await openEvaluate();
    const picker = screen.getByRole('group', { name: 'Pick what fits (optional)' });
    const options = within(picker).getAllByRole('checkbox');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'Fast delivery',
      'Easy to redeem',
      'Good price',
      'Helpful service',
      'Would buy again',
    ]);
    for (const option of options) expect(option).not.toBeChecked();
  });

  it("sends the picked options as tags, in the picker's order; unpicked ones are not sent", async () => {
    const bodies = recordPosts();
    const { user } = await openEvaluate();
    const picker = screen.getByRole('group', { name: 'Pick what fits (optional)' });
    await user.click(within(picker).getByRole('checkbox', { name: 'Would buy again' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Fast delivery' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Good price' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Good price' }));
    expect(within(picker).getByRole('checkbox', { name: 'Good price' })).not.toBeChecked();
    await user.click(submitButton());
    await waitFor(() => {
      expect(bodies).toEqual([
        {
          orderId: ORDER,
          score: 5,
          content: 'good！',
          anonymous: 0,
          tags: ['fastDelivery', 'willBuyAgain'],
        },
      ]);
    });
  });

  it('counts the trimmed characters live, past 200 too', async () => {
    const { user } = await openEvaluate();
    await user.type(box(), ' Fast ');
    expect(box()).toHaveAccessibleDescription('4/200 characters');
    await user.clear(box());
    await user.click(box());
    await user.paste('a'.repeat(205));
    expect(box()).toHaveValue('a'.repeat(205));
    expect(box()).toHaveAccessibleDescription('205/200 characters');
  });

  it('sends 200 characters pasted with spaces around them, trimmed', async () => {
    const bodies = recordPosts();
    const { user } = await openEvaluate();
    await user.click(box());
    await user.paste(`  ${'b'.repeat(200)}\n`);
    expect(box()).toHaveAccessibleDescription('200/200 characters');
    await user.click(submitButton());
    await waitFor(() => {
      expect(bodies.map((body) => body.content)).toEqual(['b'.repeat(200)]);
    });
  });

  it("sends a box of only spaces as 'good！'", async () => {
    const bodies = recordPosts();
    const { user } = await openEvaluate();
    await user.type(box(), '     ');
    expect(box()).toHaveAccessibleDescription('0/200 characters');
    await user.click(submitButton());
    await waitFor(() => {
      expect(bodies.map((body) => body.content)).toEqual(['good！']);
    });
  });

  it('refuses a text over 200 characters and sends nothing', async () => {
    const bodies = recordPosts();
    const { user } = await openEvaluate();
    fireEvent.change(box(), { target: { value: 'a'.repeat(201) } });
    await user.click(submitButton());
    expect(
      await screen.findByText('The review can have at most 200 characters.'),
    ).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('keeps the form as typed and shows the message on 500', async () => {
    const bodies = recordPosts({
      code: 500,
      msg: 'This order has already been reviewed',
      data: null,
    });
    const { user, router } = await openEvaluate();
    await user.type(box(), 'Great');
    await user.click(submitButton());
    expect(await screen.findByText('This order has already been reviewed')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/en/Tabs/Evaluate');
    expect(box()).toHaveValue('Great');
    expect(submitButton()).toBeEnabled();
  });

  it('goes to the not-found route when the post answers 801', async () => {
    recordPosts({ code: 801, msg: 'The order does not exist', data: null });
    const { user, router } = await openEvaluate();
    await user.click(submitButton());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/404');
    });
  });

  it('clears the session and goes to login when the post answers 401', async () => {
    recordPosts({ code: 401, msg: 'Login expired', data: null });
    const { user, router } = await openEvaluate();
    await user.click(submitButton());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });

  it('goes to not-found when the order does not exist (801 on the order summary)', async () => {
    server.use(getGetReviewOrderDetailMockHandler({ code: 801, msg: 'No such order', data: null }));
    const { router } = openSignedIn(EVALUATE);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/404');
    });
  });

  it('goes to login when the order summary answers 401', async () => {
    server.use(getGetReviewOrderDetailMockHandler({ code: 401, msg: 'Login expired', data: null }));
    const { router } = openSignedIn(EVALUATE);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
  });

  it('shows a retry when the order summary answers 500, then recovers', async () => {
    server.use(
      getGetReviewOrderDetailMockHandler({ code: 500, msg: 'The system is busy', data: null }),
    );
    openSignedIn(EVALUATE);
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    server.use(getGetReviewOrderDetailMockHandler());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Rate the order' })).toBeInTheDocument();
  });

  it('offers the review instead of the form for an order already reviewed', async () => {
    server.use(
      getGetReviewOrderDetailMockHandler({
        code: 200,
        msg: 'success',
        data: {
          orderId: 'TL2026112000009',
          spuName: 'PUBG Mobile 660 UC',
          pic: '/mock-assets/goods/pubg-mobile-uc.svg',
          attrvalue: '660 UC',
          num: 1,
          symbol: '$',
          paymentAmount: 7.99,
          createTime: '2026-11-20 08:05:47',
          evaluateStatus: 1,
        },
      }),
    );
    openSignedIn('/en/Tabs/Evaluate?orderId=TL2026112000009');
    expect(await screen.findByText(/already been reviewed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View review' })).toHaveAttribute(
      'href',
      '/en/Tabs/EvaluateDetail?orderId=TL2026112000009',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('reads in simplified Chinese', async () => {
    openSignedIn(`/Tabs/Evaluate?orderId=${ORDER}`);
    expect(await screen.findByRole('form', { name: '评价订单' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '匿名评价' })).toBeInTheDocument();
    const picker = screen.getByRole('group', { name: '选择合适的标签（可选）' });
    expect(within(picker).getByRole('checkbox', { name: '到账快' })).toBeInTheDocument();
    expect(within(picker).getByRole('checkbox', { name: '会再次购买' })).toBeInTheDocument();
  });

  it('reads in traditional Chinese', async () => {
    openSignedIn(`/zh-hant/Tabs/Evaluate?orderId=${ORDER}`);
    expect(await screen.findByRole('form', { name: '評價訂單' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '評價內容' })).toHaveAccessibleDescription(
      '0/200 字',
    );
    const picker = screen.getByRole('group', { name: '選擇合適的標籤（可選）' });
    expect(within(picker).getByRole('checkbox', { name: '到帳快' })).toBeInTheDocument();
    expect(within(picker).getByRole('checkbox', { name: '客服貼心' })).toBeInTheDocument();
  });

  it('sends a guest to login', async () => {
    document.cookie = `${COOKIE.signedIn}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    const { router } = renderRoute(EVALUATE);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
  });
});
