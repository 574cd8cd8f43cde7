import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderRoute } from '../../../tests/utils/render-route';
import {
  getGetMessageSummaryMockHandler,
  getMarkMessagesReadMockHandler,
} from '../../api/generated/messages/messages.msw';
import type { MessageSummaryResponse } from '../../api/generated/model';
import { COOKIE, writeCookie } from '../../lib/cookies';
import {
  clickOnStoppedClock,
  expectHintForItsDuration,
  recordMarkRead,
  stopTheClock,
  untilShownOnStoppedClock,
} from './message-test-helpers';

const LATEST_ORDER_MSG =
  'Payment received for order TL2026112000002. Your Genesis Crystals are on the way.';

function summary(
  order: [number, string | null],
  promo: [number, string | null],
): MessageSummaryResponse {
  const entry = ([count, msg]: [number, string | null]) => ({
    count,
    msg,
    time: msg === null ? null : '2026-11-20 15:53:10',
  });
  return {
    code: 200,
    msg: 'success',
    data: { orderMsg: entry(order), promotionMsg: entry(promo) },
  };
}

async function openInfo() {
  const view = renderRoute('/en/Tabs/Info');
  await screen.findByRole('heading', { name: 'Messages', level: 1 });
  return view;
}

beforeEach(() => {
  writeCookie(COOKIE.signedIn, '1');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Info (message centre)', () => {
  it('sends a guest to login', async () => {
    document.cookie = `${COOKIE.signedIn}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    const { router } = renderRoute('/en/Tabs/Info');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
  });

  it('shows customer service, order updates and promotions with their unread counts when messages exist', async () => {
    await openInfo();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const order = await within(list).findByRole('link', { name: /Order updates/ });
    expect(order).toHaveAttribute('href', '/en/Tabs/dynamicState');
    expect(order).toHaveTextContent('2 unread');
    expect(order).toHaveTextContent(LATEST_ORDER_MSG);
    expect(order).toHaveTextContent('2026-11-20 15:53:10');
    const promo = within(list).getByRole('link', { name: /Promotions/ });
    expect(promo).toHaveAttribute('href', '/en/Tabs/salesPromotion');
    expect(promo).toHaveTextContent('1 unread');
    expect(within(list).getByRole('button', { name: /Customer service/ })).toBeInTheDocument();
  });

  it('hides the order and promotion entries when there are no such messages', async () => {
    server.use(getGetMessageSummaryMockHandler(summary([0, null], [0, null])));
    await openInfo();
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getByRole('button', { name: /Customer service/ })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Mark all messages as read' })).toBeEnabled();
    });
    expect(screen.queryByRole('link', { name: /Order updates/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Promotions/ })).not.toBeInTheDocument();
  });

  it('shows only the entry whose kind has a message', async () => {
    server.use(getGetMessageSummaryMockHandler(summary([0, null], [3, 'Sale'])));
    await openInfo();
    expect(await screen.findByRole('link', { name: /Promotions/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Order updates/ })).not.toBeInTheDocument();
  });

  it('shows an entry without a count when its messages are all read', async () => {
    server.use(getGetMessageSummaryMockHandler(summary([0, LATEST_ORDER_MSG], [0, null])));
    await openInfo();
    const order = await screen.findByRole('link', { name: /Order updates/ });
    expect(order).not.toHaveTextContent('unread');
  });

  it('opens order updates from its entry', async () => {
    const { router } = await openInfo();
    await userEvent.click(await screen.findByRole('link', { name: /Order updates/ }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Tabs/dynamicState');
    });
    expect(
      await screen.findByRole('heading', { name: 'Order updates', level: 1 }),
    ).toBeInTheDocument();
  });

  it('opens the live chat in the current language from customer service', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderRoute('/zh-hant/Tabs/Info');
    const list = await screen.findByRole('list', { name: '訊息中心' });
    await userEvent.click(within(list).getByRole('button', { name: /線上客服/ }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(String(open.mock.calls[0]?.[0])).toContain('lang=zh-tw');
    expect(open.mock.calls[0]?.[1]).toBe('_blank');
  });

  it('with unread messages, clears them (type 3) and hints info_text3 for 2000 ms', async () => {
    const bodies = recordMarkRead();
    await openInfo();
    await screen.findByRole('link', { name: /Order updates/ });
    stopTheClock();
    clickOnStoppedClock(screen.getByRole('button', { name: 'Mark all messages as read' }));

    expect(
      await untilShownOnStoppedClock('All messages have been marked as read.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ type: 3 }]);
    expect(screen.getByRole('status')).toHaveTextContent('All messages have been marked as read.');

    await expectHintForItsDuration('All messages have been marked as read.');
  });

  it('with no unread message, only hints info_text4 (no call) for 2000 ms', async () => {
    server.use(getGetMessageSummaryMockHandler(summary([0, LATEST_ORDER_MSG], [0, 'Sale'])));
    const bodies = recordMarkRead();
    await openInfo();
    await screen.findByRole('link', { name: /Order updates/ });
    stopTheClock();
    clickOnStoppedClock(screen.getByRole('button', { name: 'Mark all messages as read' }));

    expect(await untilShownOnStoppedClock('No unread messages at present')).toBeInTheDocument();
    await expectHintForItsDuration('No unread messages at present');
    expect(bodies).toEqual([]);
  });

  it('shows no hint when the clear call fails (the client shows the server message)', async () => {
    server.use(
      getMarkMessagesReadMockHandler({ code: 500, msg: 'The system is busy', data: null }),
    );
    await openInfo();
    await screen.findByRole('link', { name: /Order updates/ });
    await userEvent.click(screen.getByRole('button', { name: 'Mark all messages as read' }));
    expect(await screen.findByText('The system is busy')).toBeInTheDocument();
    expect(screen.queryByText('All messages have been marked as read.')).not.toBeInTheDocument();
  });

  it('speaks Chinese with the seed hint keys translated', async () => {
    renderRoute('/Tabs/Info');
    expect(await screen.findByRole('heading', { name: '消息中心', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /订单动态/ })).toBeInTheDocument();
  });

  it('offers a retry when the summary cannot be loaded', async () => {
    server.use(
      getGetMessageSummaryMockHandler({ code: 500, msg: 'The system is busy', data: null }),
    );
    await openInfo();
    expect(await screen.findByText('Your messages could not be loaded')).toBeInTheDocument();
    server.use(getGetMessageSummaryMockHandler());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Order updates/ })).toBeInTheDocument();
  });
});
