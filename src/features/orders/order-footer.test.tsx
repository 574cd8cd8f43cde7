import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import type { CancelOrderRequest, OrderStatus } from '../../api/generated/model';
import {
  getCancelOrderMockHandler,
  getGetOrderDetailMockHandler,
} from '../../api/generated/orders/orders.msw';
import { COOKIE, writeCookie } from '../../lib/cookies';
import { clearToasts } from '../../lib/toast-store';
import { renderRoute } from '../../../tests/utils/render-route';
import { openDetail, order, serveOrder } from './order-test-helpers';

beforeEach(() => {
  writeCookie(COOKIE.signedIn, '1');
});

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

function footerControls(): string[] {
  const footer = screen.queryByRole('group', { name: 'Order actions' });
  if (!footer) return [];
  return [...footer.querySelectorAll('a, button')].map((el) => el.textContent);
}

describe('OrderDetail footer per status (seed 001 section 4)', () => {
  it.each<[OrderStatus, string[]]>([
    ['0', ['Cancel', 'Pay Now', 'Customer service']],
    ['1', ['Customer service', 'Request Shipment']],
    ['2', ['Confirm receipt']],
    ['3', []],
    ['4', ['Reorder']],
    ['5', []],
    ['6', ['Customer service']],
    ['7', ['Customer service']],
    ['8', ['Rate Now', 'Reorder']],
    ['9', ['Reorder']],
  ])('status %s: %j', async (status, controls) => {
    await openDetail(order({ status }));
    expect(footerControls()).toEqual(controls);
  });

  it('links Pay Now to GoPay, Rate Now to Evaluate and Reorder to goodsDetail', async () => {
    await openDetail(order({ status: '0' }));
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute(
      'href',
      '/en/Tabs/GoPay?orderId=TL2026112000001&num=2',
    );
  });

  it.each([
    ['8', 'Rate Now', '/en/Tabs/Evaluate?orderId=TL2026112000001'],
    ['9', 'Reorder', '/en/goodsDetail?spuId=10102&categoryId=101'],
  ] as const)('status %s: %s goes to %s', async (status, name, href) => {
    await openDetail(order({ status }));
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('customer service and Expedite shipping open the support chat', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await openDetail(order({ status: '1' }));
    const footer = screen.getByRole('group', { name: 'Order actions' });
    await userEvent.click(within(footer).getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Request Shipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Shipment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Expedite shipping' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Confirm receipt opens a popup that only closes (no call)', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(new URL(request.url).pathname);
    });
    await openDetail(order({ status: '2' }));
    calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
    server.events.removeAllListeners();
  });
});

describe('Cancel', () => {
  function recordCancel() {
    const bodies: CancelOrderRequest[] = [];
    server.use(
      getCancelOrderMockHandler(async ({ request }) => {
        bodies.push((await request.json()) as CancelOrderRequest);
        return { code: 200, msg: 'success', data: null };
      }),
    );
    return bodies;
  }

  it('requires a reason: the warning and no call without one', async () => {
    const bodies = recordCancel();
    await openDetail(order({ status: '0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reason for cancelling' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please choose a reason for cancelling',
    );
    expect(bodies).toEqual([]);
  });

  it.each([
    ['Too expensive', 1],
    ['Already placed elsewhere', 2],
    ['Payment failed', 3],
    ['Top-up failed', 4],
    ['Channel', 5],
    ['Others', 6],
  ])('"%s" cancels with closeType %i, says so and reloads the order', async (label, closeType) => {
    const bodies = recordCancel();
    await openDetail(order({ status: '0' }));
    let detailCalls = 0;
    server.use(
      getGetOrderDetailMockHandler(() => {
        detailCalls += 1;
        return { code: 200, msg: 'success', data: order({ status: '5' }) };
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reason for cancelling' });
    await userEvent.click(within(dialog).getByRole('radio', { name: label }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Cancelled successfully');
    expect(bodies).toEqual([{ orderId: 'TL2026112000001', closeType }]);
    await screen.findByRole('heading', { level: 2, name: 'Cancelled' });
    expect(detailCalls).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Keep order closes the reasons and cancels nothing', async () => {
    const bodies = recordCancel();
    await openDetail(order({ status: '0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reason for cancelling' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Too expensive' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(bodies).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Pending payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it.each([
    ['/zh/Tabs/OrderDetail?orderId=TL2026112000001', '取消订单', '取消原因', '暂不取消'],
    ['/zh-hant/Tabs/OrderDetail?orderId=TL2026112000001', '取消訂單', '取消原因', '暫不取消'],
  ])('%s names Keep order in its language', async (path, cancel, title, keep) => {
    serveOrder(order({ status: '0' }));
    renderRoute(path);
    await userEvent.click(await screen.findByRole('button', { name: cancel }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByRole('button', { name: keep })).toBeInTheDocument();
  });

  it('keeps the popup and the order on a 500 (error toast)', async () => {
    server.use(
      http.post('*/api/service/order/cancel', () =>
        HttpResponse.json({ code: 500, msg: 'Cannot cancel', data: null }),
      ),
    );
    await openDetail(order({ status: '0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reason for cancelling' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Others' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Cannot cancel')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reason for cancelling' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pending payment' })).toBeInTheDocument();
  });

  it('an unpaid order with a coupon first offers to switch payment method and repay', async () => {
    const { router } = await openDetail(order({ status: '0', couponsPrice: 3 }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const choice = await screen.findByRole('dialog', { name: 'This order used a coupon' });
    await userEvent.click(within(choice).getByRole('button', { name: 'Switch payment method' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Tabs/GoPay');
    });
    expect(router.state.location.search).toBe('?orderId=TL2026112000001&num=2');
  });

  it('an unpaid order with a coupon: cancel the order leads to the reasons', async () => {
    await openDetail(order({ status: '0', couponsPrice: 3 }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const choice = await screen.findByRole('dialog', { name: 'This order used a coupon' });
    await userEvent.click(within(choice).getByRole('button', { name: 'Cancel the order' }));
    expect(
      await screen.findByRole('dialog', { name: 'Reason for cancelling' }),
    ).toBeInTheDocument();
  });

  it('an unpaid order without a coupon goes straight to the reasons', async () => {
    await openDetail(order({ status: '0', couponsPrice: 0 }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByRole('dialog', { name: 'Reason for cancelling' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'This order used a coupon' })).toBeNull();
  });
});
