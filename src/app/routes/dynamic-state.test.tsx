import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import {
  installFakeIntersectionObserver,
  scrollToListEnd,
  watchedListEnds,
} from '../../../tests/utils/fake-intersection-observer';
import { renderRoute } from '../../../tests/utils/render-route';
import {
  getGetMessageSummaryMockHandler,
  getListMessagesMockHandler,
  getMarkMessagesReadMockHandler,
} from '../../api/generated/messages/messages.msw';
import type { Message, MessageListResponse } from '../../api/generated/model';
import { COOKIE, writeCookie } from '../../lib/cookies';
import {
  clickOnStoppedClock,
  expectHintForItsDuration,
  recordMarkRead,
  stopTheClock,
  untilShownOnStoppedClock,
} from './message-test-helpers';

function message(id: number, unread: boolean): Message {
  return {
    id,
    messageTitle: `Order message ${id}.`,
    messageContent: `Content of message ${id}`,
    messageStartTime: '2026-11-20 15:53:10',
    messageStatus: unread ? 1 : 0,
    messageUrl: null,
    messageImgs: null,
    messageType: 0,
  };
}

/** Serves `total` order messages 5 per page (ids 1..total, the first two unread) and records the pages asked. */
function serveOrderMessages(total: number) {
  const asked: Array<{ pageNum: number; pageSize: number; messageType: number }> = [];
  server.use(
    getListMessagesMockHandler(({ request }): MessageListResponse => {
      const query = new URL(request.url).searchParams;
      const pageNum = Number(query.get('pageNum'));
      const pageSize = Number(query.get('pageSize'));
      asked.push({ pageNum, pageSize, messageType: Number(query.get('messageType')) });
      const ids = Array.from({ length: total }, (_, i) => i + 1).slice(
        (pageNum - 1) * pageSize,
        pageNum * pageSize,
      );
      return {
        code: 200,
        msg: 'success',
        data: { records: ids.map((id) => message(id, id <= 2)), total },
      };
    }),
  );
  return asked;
}

const ALL_READ_SUMMARY = {
  code: 200 as const,
  msg: 'success',
  data: {
    orderMsg: { count: 0, msg: 'x', time: '2026-11-20 15:53:10' },
    promotionMsg: { count: 0, msg: null, time: null },
  },
};

beforeEach(() => {
  writeCookie(COOKIE.signedIn, '1');
  installFakeIntersectionObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('dynamicState (order updates)', () => {
  it('lists the order messages of the contract with a red dot on each unread one', async () => {
    renderRoute('/en/Tabs/dynamicState');
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getAllByTestId('unread-dot')).toHaveLength(2);
    const unread = within(list).getByRole('button', { name: /Payment received/ });
    expect(unread).toHaveTextContent('Unread');
    expect(within(list).getByRole('button', { name: /Refund completed/ })).not.toHaveTextContent(
      'Unread',
    );
    // total 4: one page only.
    expect(await screen.findByText('No more')).toBeInTheDocument();
  });

  it('asks for pages of 5 with messageType 0 and stops once pageNum reaches total/5', async () => {
    const asked = serveOrderMessages(12);
    renderRoute('/en/Tabs/dynamicState');
    await screen.findByRole('button', { name: /Order message 5\./ });
    expect(screen.queryByText('No more')).not.toBeInTheDocument();

    scrollToListEnd();
    await screen.findByRole('button', { name: /Order message 10\./ });
    scrollToListEnd();
    await screen.findByRole('button', { name: /Order message 12\./ });
    expect(await screen.findByText('No more')).toBeInTheDocument();

    scrollToListEnd();
    expect(asked).toEqual([
      { pageNum: 1, pageSize: 5, messageType: 0 },
      { pageNum: 2, pageSize: 5, messageType: 0 },
      { pageNum: 3, pageSize: 5, messageType: 0 },
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
  });

  it('stops after page 2 of 10 messages (2 is not below 10/5)', async () => {
    const asked = serveOrderMessages(10);
    renderRoute('/en/Tabs/dynamicState');
    await screen.findByRole('button', { name: /Order message 5\./ });
    scrollToListEnd();
    await screen.findByRole('button', { name: /Order message 10\./ });
    expect(await screen.findByText('No more')).toBeInTheDocument();
    scrollToListEnd();
    expect(asked.map((a) => a.pageNum)).toEqual([1, 2]);
  });

  it('does not load the next page before the list end is reached', async () => {
    const asked = serveOrderMessages(30);
    renderRoute('/en/Tabs/dynamicState');
    await screen.findByRole('button', { name: /Order message 5\./ });
    // The end is watched, but has not come into view.
    await waitFor(() => {
      expect(watchedListEnds()).toBe(1);
    });
    expect(asked.map((a) => a.pageNum)).toEqual([1]);
  });

  it('keeps the loaded messages and offers a retry when a next page fails', async () => {
    const asked = serveOrderMessages(12);
    renderRoute('/en/Tabs/dynamicState');
    await screen.findByRole('button', { name: /Order message 5\./ });
    server.use(getListMessagesMockHandler({ code: 500, msg: 'The system is busy', data: null }));
    scrollToListEnd();
    expect(await screen.findByText('More messages could not be loaded')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    // No automatic retry loop.
    scrollToListEnd();
    server.use(
      getListMessagesMockHandler(() => ({
        code: 200,
        msg: 'success',
        data: { records: [message(6, false)], total: 6 },
      })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Order message 6\./ })).toBeInTheDocument();
    expect(asked.map((a) => a.pageNum)).toEqual([1]);
  });

  it('clear-all with unread messages marks all order messages read (type 0) and hints for 2000 ms', async () => {
    const bodies = recordMarkRead();
    renderRoute('/en/Tabs/dynamicState');
    await screen.findByRole('button', { name: /Payment received/ });
    const clear = screen.getByRole('button', { name: 'Mark all order updates as read' });
    await waitFor(() => {
      expect(clear).toBeEnabled();
    });
    stopTheClock();
    clickOnStoppedClock(clear);

    expect(
      await untilShownOnStoppedClock('All messages have been marked as read.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ type: 0 }]);
    expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0);

    await expectHintForItsDuration('All messages have been marked as read.');
  });

  it('clear-all with nothing unread only hints “No unread messages at present”', async () => {
    server.use(getGetMessageSummaryMockHandler(ALL_READ_SUMMARY));
    server.use(
      getListMessagesMockHandler({
        code: 200,
        msg: 'success',
        data: { records: [message(1, false)], total: 1 },
      }),
    );
    const bodies = recordMarkRead();
    renderRoute('/en/Tabs/dynamicState');
    await screen.findByRole('button', { name: /Order message 1\./ });
    const clear = screen.getByRole('button', { name: 'Mark all order updates as read' });
    await waitFor(() => {
      expect(clear).toBeEnabled();
    });
    stopTheClock();
    clickOnStoppedClock(clear);
    expect(await untilShownOnStoppedClock('No unread messages at present')).toBeInTheDocument();
    await expectHintForItsDuration('No unread messages at present');
    expect(bodies).toEqual([]);
  });

  it('tapping an unread message opens the live chat and marks it read (type 2 with its id)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const bodies = recordMarkRead();
    renderRoute('/en/Tabs/dynamicState');
    const unread = await screen.findByRole('button', { name: /Payment received/ });
    await userEvent.click(unread);

    expect(open).toHaveBeenCalledTimes(1);
    expect(String(open.mock.calls[0]?.[0])).toContain('lang=en');
    await waitFor(() => {
      expect(bodies).toEqual([{ type: 2, idList: [7004] }]);
    });
    await waitFor(() => {
      expect(screen.getAllByTestId('unread-dot')).toHaveLength(1);
    });
    expect(screen.getByRole('button', { name: /Payment received/ })).not.toHaveTextContent(
      'Unread',
    );
  });

  it('tapping a read message opens the live chat without another call', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const bodies = recordMarkRead();
    const { queryClient } = renderRoute('/en/Tabs/dynamicState');
    await userEvent.click(await screen.findByRole('button', { name: /Refund completed/ }));
    expect(open).toHaveBeenCalledTimes(1);
    // A mark-read call would be under way from the tap itself.
    expect(queryClient.isMutating()).toBe(0);
    expect(bodies).toEqual([]);
  });

  it('keeps the dot when marking read fails', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    server.use(
      getMarkMessagesReadMockHandler({ code: 500, msg: 'The system is busy', data: null }),
    );
    renderRoute('/en/Tabs/dynamicState');
    await userEvent.click(await screen.findByRole('button', { name: /Payment received/ }));
    expect(await screen.findByText('The system is busy')).toBeInTheDocument();
    expect(screen.getAllByTestId('unread-dot')).toHaveLength(2);
  });

  it('says “No more” for an empty list', async () => {
    server.use(
      getListMessagesMockHandler({ code: 200, msg: 'success', data: { records: [], total: 0 } }),
    );
    renderRoute('/zh-hant/Tabs/dynamicState');
    expect(await screen.findByText('沒有更多了')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('links back to the message centre', async () => {
    renderRoute('/en/Tabs/dynamicState');
    expect(await screen.findByRole('link', { name: 'Back to messages' })).toHaveAttribute(
      'href',
      '/en/Tabs/Info',
    );
  });
});
