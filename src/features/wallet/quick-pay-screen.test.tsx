// Tabs/fastspeed: the saved cards with their number (and scheme), delete with its
// confirmation (the paymentConsentId as id, Delete_Success), the empty state, and every
// failure keeping the card (list and delete: 500, 401); en, zh, zh-hant.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import {
  getDeleteQuickPayCardMockHandler,
  getListQuickPayCardsMockHandler,
} from '../../api/generated/account-security/account-security.msw';
import type {
  DeleteQuickPayCardRequest,
  DeleteQuickPayCardResponse,
  QuickPayCard,
  QuickPayCardListResponse,
} from '../../api/generated/model';
import { COOKIE, readCookie } from '../../lib/cookies';
import { openSignedIn } from '../account/account-test-helpers';

const PAGE = '/en/Tabs/fastspeed';
const VISA: QuickPayCard = {
  paymentConsentId: 'cst_hkdm2nq7xg3f5wz8r1a',
  cardNo: '4242 **** **** 4242',
  brand: 'visa',
};
const MASTERCARD: QuickPayCard = {
  paymentConsentId: 'cst_hkdm2c8t4n6p1sa5w9e',
  cardNo: '5555 **** **** 4444',
  brand: null,
};

function serveCards(reply: QuickPayCardListResponse | QuickPayCard[] = [VISA, MASTERCARD]) {
  server.use(
    getListQuickPayCardsMockHandler(
      Array.isArray(reply) ? { code: 200, msg: 'success', data: reply } : reply,
    ),
  );
}

function recordDeletes(
  reply: DeleteQuickPayCardResponse = { code: 200, msg: 'success', data: null },
) {
  const bodies: DeleteQuickPayCardRequest[] = [];
  server.use(
    getDeleteQuickPayCardMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as DeleteQuickPayCardRequest);
      return reply;
    }),
  );
  return bodies;
}

async function openPage(path = PAGE) {
  const utils = openSignedIn(path);
  await screen.findAllByRole('listitem');
  return { ...utils, user: userEvent.setup() };
}

async function askToDelete(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.click(screen.getByRole('button', { name: `Delete card ${number}` }));
  return screen.getByRole('dialog', { name: 'Delete this card?' });
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('fastspeed: the quick-pay cards', () => {
  it('lists each card with its number, and its scheme when known', async () => {
    serveCards();
    await openPage();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Visa4242 **** **** 4242Delete',
      '5555 **** **** 4444Delete',
    ]);
  });

  it('nothing saved: the empty state', async () => {
    serveCards([]);
    openSignedIn(PAGE);
    expect(await screen.findByText('No saved cards yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('500 on the list: the msg as a toast, the error block, and Retry recovers', async () => {
    serveCards({ code: 500, msg: 'The system is busy', data: null });
    openSignedIn(PAGE);
    expect(await screen.findByText('Your saved cards could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The system is busy')).toBeInTheDocument();
    serveCards();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('4242 **** **** 4242')).toBeInTheDocument();
  });

  it('401 on the list: clears the session and goes to login', async () => {
    serveCards({ code: 401, msg: 'Token expired', data: null });
    const { router } = openSignedIn(PAGE);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });
});

describe('fastspeed: delete a card', () => {
  it('asks first, naming the card; Cancel sends nothing', async () => {
    serveCards();
    const bodies = recordDeletes();
    const { user } = await openPage();
    const dialog = await askToDelete(user, '4242 **** **** 4242');
    expect(
      within(dialog).getByText(/Card 4242 \*\*\*\* \*\*\*\* 4242 will no longer/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([]);
    expect(screen.getByText('4242 **** **** 4242')).toBeInTheDocument();
  });

  it('confirmed: sends the paymentConsentId as id, says Delete_Success, the card goes', async () => {
    serveCards();
    const bodies = recordDeletes();
    const { user } = await openPage();
    const dialog = await askToDelete(user, '4242 **** **** 4242');
    serveCards([MASTERCARD]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: 'cst_hkdm2nq7xg3f5wz8r1a' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('4242 **** **** 4242')).toBeNull();
    expect(screen.getByText('5555 **** **** 4444')).toBeInTheDocument();
  });

  it('deleting the last card shows the empty state', async () => {
    serveCards([VISA]);
    recordDeletes();
    const { user } = await openPage();
    const dialog = await askToDelete(user, '4242 **** **** 4242');
    serveCards([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No saved cards yet')).toBeInTheDocument();
  });

  it('500 on delete: the msg as a toast, no Delete_Success, the card stays', async () => {
    serveCards();
    recordDeletes({ code: 500, msg: 'The card could not be deleted', data: null });
    const { user } = await openPage();
    const dialog = await askToDelete(user, '5555 **** **** 4444');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The card could not be deleted')).toBeInTheDocument();
    expect(screen.queryByText('Deleted successfully')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('5555 **** **** 4444')).toBeInTheDocument();
  });

  it('401 on delete: clears the session and goes to login', async () => {
    serveCards();
    recordDeletes({ code: 401, msg: 'Token expired', data: null });
    const { user, router } = await openPage();
    const dialog = await askToDelete(user, '5555 **** **** 4444');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });
});

describe('fastspeed in zh and zh-hant', () => {
  it.each([
    ['/zh/Tabs/fastspeed', '快捷支付', '删除这张银行卡？', '删除'],
    ['/zh-hant/Tabs/fastspeed', '快捷支付', '刪除這張銀行卡？', '刪除'],
  ])('%s', async (path, title, dialogTitle, remove) => {
    serveCards();
    const { user } = await openPage(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: new RegExp(remove) })[0] as HTMLElement);
    expect(screen.getByRole('dialog', { name: dialogTitle })).toBeInTheDocument();
  });
});
