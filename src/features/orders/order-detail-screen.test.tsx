import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance } from '../../../tests/utils/fake-time';
import type { OrderStatus } from '../../api/generated/model';
import { COOKIE, writeCookie } from '../../lib/cookies';
import { clearToasts } from '../../lib/toast-store';
import { renderRoute } from '../../../tests/utils/render-route';
import { openDetail, order, serveOrder } from './order-test-helpers';

beforeEach(() => {
  writeCookie(COOKIE.signedIn, '1');
});

afterEach(() => {
  vi.useRealTimers();
  clearToasts();
});

describe('OrderDetail: status and information', () => {
  it.each<[OrderStatus, string]>([
    ['0', 'Pending payment'],
    ['1', 'Pending shipment'],
    ['2', 'Waiting for receipt'],
    ['3', 'Reviewing'],
    ['4', 'Ended'],
    ['5', 'Cancelled'],
    ['6', 'Under processing'],
    ['7', 'Refunded'],
    ['8', 'Pending review'],
    ['9', 'Completed'],
  ])('status %s shows its block "%s", the guarantee only when paid (1)', async (status, text) => {
    await openDetail(order({ status }));
    expect(screen.getByRole('heading', { level: 2, name: text })).toBeInTheDocument();
    const guarantee = screen.queryByText('100% compensation if a top-up does not arrive.');
    expect(guarantee !== null).toBe(status === '1');
  });

  it('shows the top-up info, product, price breakdown and the times that exist', async () => {
    await openDetail(
      order({ status: '9', payTime: '2026-11-20 16:41:00', finallyTime: '2026-11-20 17:00:00' }),
    );
    const topUp = screen.getByRole('region', { name: 'Top-up information' });
    expect(within(topUp).getByText('Player ID')).toBeInTheDocument();
    expect(within(topUp).getByText('5123456789')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price details' });
    expect(price).toHaveTextContent('Subtotal$8.98');
    expect(price).toHaveTextContent('Processing fee$0.30');
    expect(price).toHaveTextContent('Coupon-$0.00');
    expect(price).toHaveTextContent('Balance-$1.00');
    expect(price).toHaveTextContent('Amount paid$8.28');
    const info = screen.getByRole('region', { name: 'Order information' });
    expect(info).toHaveTextContent('Created2026-11-20 16:40:12');
    expect(info).toHaveTextContent('Paid2026-11-20 16:41:00');
    expect(info).toHaveTextContent('Finished2026-11-20 17:00:00');
    expect(info).not.toHaveTextContent('Delivered');
    expect(info).not.toHaveTextContent('Cancelled');
  });

  it('shows no balance line when no balance was used', async () => {
    await openDetail(order({ status: '9', payBalance: 0 }));
    const price = screen.getByRole('region', { name: 'Price details' });
    expect(within(price).queryByText('Balance')).toBeNull();
    expect(price).toHaveTextContent('Coupon-$0.00Amount paid$8.28');
  });

  it.each(['{broken', '{"name":"x","value":"y"}', '[{"name":1}]'])(
    'shows no top-up info for malformed attrs %j, and the rest of the order',
    async (attrs) => {
      await openDetail(order({ attrs }));
      expect(screen.queryByRole('region', { name: 'Top-up information' })).toBeNull();
      expect(screen.getByRole('region', { name: 'Price details' })).toBeInTheDocument();
    },
  );

  it('shows the first 3 cards, then all of them, each number and password copyable', async () => {
    const cardsInfo = Array.from({ length: 5 }, (_, i) => ({
      cardNo: `CARD-${i + 1}`,
      cardPwd: i === 4 ? null : `PWD-${i + 1}`,
    }));
    await openDetail(order({ status: '9', rechargeType: 2, cardsInfo }));
    const cards = screen.getByRole('list', { name: 'Card numbers and passwords' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(within(cards).queryByText('CARD-4')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show all (5)' }));
    expect(within(cards).getAllByRole('listitem')).toHaveLength(5);
    expect(within(cards).getByRole('button', { name: 'Copy Password PWD-2' })).toBeInTheDocument();
    expect(within(cards).queryByRole('button', { name: /Copy Password PWD-5/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
  });

  it('copies the order number with Copy successful for 1000 ms', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openDetail(order());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Order number' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('TL2026112000001');
    expect(screen.getByText('Copy successful')).toBeInTheDocument();
    advance(999);
    expect(screen.getByText('Copy successful')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Copy successful')).toBeNull();
  });

  // Issue 23 item 6: only a list item may carry an unknown value (the reply check); a
  // single order's status decides its footer and wording, so an unknown one is the block's
  // error state with Retry (docs/storefront-choices.md).
  it('shows an order of an unknown status as the block error, with Retry', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveOrder(order({ status: '12' as OrderStatus }));
    renderRoute('/en/Tabs/OrderDetail?orderId=TL2026112000001');
    expect(await screen.findByText('This order could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Order actions' })).toBeNull();
    expect(reported).toHaveBeenCalledWith(expect.stringContaining('[contract] getOrderDetail'));
    reported.mockRestore();
  });

  it('goes back to Order', async () => {
    await openDetail(order());
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/en/Tabs/Order',
    );
  });
});
