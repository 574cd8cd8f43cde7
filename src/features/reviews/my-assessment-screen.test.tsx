import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { getListOrdersMockHandler } from '../../api/generated/orders/orders.msw';
import type {
  ListOrdersRequest,
  OrderListItem,
  OrderListResponse,
} from '../../api/generated/model';
import { COOKIE, readCookie } from '../../lib/cookies';
import { openSignedIn } from '../../../tests/utils/open-signed-in';
import { PENDING_REVIEW_ORDER } from './review-test-helpers';

const MINE = '/en/Tabs/myAssessment';

const pending = PENDING_REVIEW_ORDER;
const reviewed: OrderListItem = {
  orderId: 'TL2026112000009',
  spuId: 10103,
  spuName: 'PUBG Mobile 660 UC',
  pic: '/mock-assets/goods/pubg-mobile-uc.svg',
  attrvalue: '660 UC',
  createTime: '2026-11-20 08:05:47',
  status: '9',
  evaluateStatus: 1,
};

/** Answers by the body's evaluateStatus, as the server filters; records every body. */
function serveOrders(reply?: OrderListResponse) {
  const bodies: ListOrdersRequest[] = [];
  server.use(
    getListOrdersMockHandler(async ({ request }): Promise<OrderListResponse> => {
      const body = (await request.json()) as ListOrdersRequest;
      bodies.push(body);
      if (reply) return reply;
      const list =
        body.evaluateStatus === 0
          ? [pending]
          : body.evaluateStatus === 1
            ? [reviewed]
            : [pending, reviewed];
      return { code: 200, msg: 'success', data: { list, total: list.length } };
    }),
  );
  return bodies;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const panel = () => screen.getByRole('tabpanel');

describe('myAssessment (my reviews)', () => {
  it('lists All with status 3 and page size 999999, Rate Now and View review per order', async () => {
    const bodies = serveOrders();
    openSignedIn(MINE);
    expect(await screen.findByText('Google Play Gift Card $10')).toBeInTheDocument();
    expect(bodies).toEqual([{ status: '3', pageNum: 1, pageSize: 999999 }]);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const links = within(panel()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Rate Now', '/en/Tabs/Evaluate?orderId=TL2026112000008'],
      ['View review', '/en/Tabs/EvaluateDetail?orderId=TL2026112000009'],
    ]);
  });

  it('asks evaluateStatus 0 on Pending and 1 on Completed', async () => {
    const bodies = serveOrders();
    openSignedIn(MINE);
    const user = userEvent.setup();
    await screen.findByText('PUBG Mobile 660 UC');
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => {
      expect(screen.queryByText('PUBG Mobile 660 UC')).not.toBeInTheDocument();
    });
    expect(within(panel()).getByRole('link', { name: /Rate Now/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await within(panel()).findByRole('link', { name: /View review/ })).toHaveAttribute(
      'href',
      '/en/Tabs/EvaluateDetail?orderId=TL2026112000009',
    );
    expect(within(panel()).queryByRole('link', { name: /Rate Now/ })).not.toBeInTheDocument();
    expect(bodies.map((body) => body.evaluateStatus)).toEqual([undefined, 0, 1]);
    expect(bodies.every((body) => body.status === '3' && body.pageSize === 999999)).toBe(true);
  });

  it('moves between tabs with the arrow keys', async () => {
    serveOrders();
    openSignedIn(MINE);
    const user = userEvent.setup();
    await screen.findByText('PUBG Mobile 660 UC');
    screen.getByRole('tab', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveFocus();
  });

  it('shows status 3 by its evaluateStatus and unknown values without an action, the rest intact', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const order = (n: number, changes: Record<string, unknown>) => ({
      ...pending,
      orderId: `TL202611200010${n}`,
      spuName: `Goods ${n}`,
      ...changes,
    });
    const list = [
      pending,
      order(1, { status: '3' }),
      order(2, { status: '12' }),
      order(3, { evaluateStatus: 7 }),
      reviewed,
    ];
    serveOrders({ code: 200, msg: 'success', data: { list, total: list.length } });
    openSignedIn(MINE);
    await screen.findByText('Goods 3');
    const cards = within(panel()).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'Google Play Gift Card $10',
      'Goods 1',
      'Goods 2',
      'Goods 3',
      'PUBG Mobile 660 UC',
    ]);
    expect(cards.map((card) => within(card).queryByRole('link')?.textContent ?? null)).toEqual([
      'Rate Now',
      'Rate Now',
      null,
      null,
      'View review',
    ]);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('[contract] listOrders'));
    warned.mockRestore();
  });

  it('says so when a tab has no orders', async () => {
    serveOrders({ code: 200, msg: 'success', data: { list: [], total: 0 } });
    openSignedIn(MINE);
    expect(await screen.findByText('No orders here yet.')).toBeInTheDocument();
  });

  it('shows a retry on 500 and recovers', async () => {
    serveOrders({ code: 500, msg: 'The system is busy', data: null });
    openSignedIn(MINE);
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    serveOrders();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('PUBG Mobile 660 UC')).toBeInTheDocument();
  });

  it('clears the session and goes to login on 401', async () => {
    serveOrders({ code: 401, msg: 'Login expired', data: null });
    const { router } = openSignedIn(MINE);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });

  it('reads in simplified and traditional Chinese', async () => {
    serveOrders();
    const first = openSignedIn('/Tabs/myAssessment');
    expect(await screen.findByRole('tab', { name: '待评价' })).toBeInTheDocument();
    first.unmount();
    openSignedIn('/zh-hant/Tabs/myAssessment');
    expect(await screen.findByRole('tab', { name: '已評價' })).toBeInTheDocument();
  });
});
