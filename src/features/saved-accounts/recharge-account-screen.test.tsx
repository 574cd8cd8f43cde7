// Tabs/RechargeAccount: the accounts by product, Place order to ConfirmOrder with
// memberNumber and type, the empty state, edit mode with select all, delete with its
// confirmation (idList, Delete_Success), swipe to delete (more than 2 px, pointer events),
// and every failure keeping the shopper's choice (list and delete: 500, 401); en, zh,
// zh-hant.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import {
  getDeleteSavedAccountsMockHandler,
  getListSavedAccountGroupsMockHandler,
} from '../../api/generated/member/member.msw';
import type {
  DeleteSavedAccountsRequest,
  DeleteSavedAccountsResponse,
  SavedAccountGroup,
  SavedAccountGroupsResponse,
} from '../../api/generated/model';
import { COOKIE, readCookie } from '../../lib/cookies';
import { openSignedIn } from '../account/account-test-helpers';

const PAGE = '/en/Tabs/RechargeAccount';

/** The contract's SavedAccountGroupsAlex example. */
const GROUPS: SavedAccountGroup[] = [
  {
    categoryName: 'PUBG Mobile UC',
    categoryId: 101,
    list: [
      {
        id: 7001,
        memberNumber: '5123456789',
        memberNickName: 'AlexTheBrave',
        itemId: 10102,
        type: 0,
        categoryName: 'PUBG Mobile UC',
      },
      {
        id: 7002,
        memberNumber: '5198765432',
        memberNickName: 'LittleBroLeo',
        itemId: 10102,
        type: 0,
        categoryName: 'PUBG Mobile UC',
      },
    ],
  },
  {
    categoryName: 'Genshin Impact Genesis Crystals',
    categoryId: 102,
    list: [
      {
        id: 7003,
        memberNumber: '812345678',
        memberNickName: null,
        itemId: 10203,
        type: 0,
        categoryName: 'Genshin Impact Genesis Crystals',
      },
    ],
  },
  {
    categoryName: 'TikTok Coins',
    categoryId: 303,
    list: [
      {
        id: 7004,
        memberNumber: 'alexchen.sg',
        memberNickName: 'Alex Chen',
        itemId: 30302,
        type: 4,
        categoryName: 'TikTok Coins',
      },
    ],
  },
];

function serveGroups(reply: SavedAccountGroupsResponse | SavedAccountGroup[] = GROUPS) {
  let calls = 0;
  server.use(
    getListSavedAccountGroupsMockHandler(() => {
      calls += 1;
      return Array.isArray(reply) ? { code: 200, msg: 'success', data: reply } : reply;
    }),
  );
  return () => calls;
}

function recordDeletes(
  reply: DeleteSavedAccountsResponse = { code: 200, msg: 'success', data: null },
) {
  const bodies: DeleteSavedAccountsRequest[] = [];
  server.use(
    getDeleteSavedAccountsMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as DeleteSavedAccountsRequest);
      return reply;
    }),
  );
  return bodies;
}

async function openPage(path = PAGE) {
  const utils = openSignedIn(path);
  await screen.findAllByRole('region');
  return { ...utils, user: userEvent.setup() };
}

const group = (name: string) => within(screen.getByRole('region', { name }));
const checkbox = (number: string) => screen.getByRole('checkbox', { name: `Select ${number}` });

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('RechargeAccount: the saved accounts', () => {
  it('groups the accounts under their product, each with its number and name', async () => {
    serveGroups();
    await openPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'PUBG Mobile UC',
      'Genshin Impact Genesis Crystals',
      'TikTok Coins',
    ]);
    const pubg = group('PUBG Mobile UC');
    expect(pubg.getAllByRole('listitem')).toHaveLength(2);
    expect(pubg.getByText('5123456789')).toBeInTheDocument();
    expect(pubg.getByText('Name: AlexTheBrave')).toBeInTheDocument();
    // No nickname: the number alone.
    expect(group('Genshin Impact Genesis Crystals').queryByText(/Name:/)).toBeNull();
  });

  it('Place order opens ConfirmOrder for the item with memberNumber and type', async () => {
    serveGroups();
    const { user, router } = await openPage();
    const tiktok = screen.getByRole('link', { name: 'Place order for alexchen.sg' });
    expect(tiktok).toHaveAttribute(
      'href',
      '/en/Tabs/ConfirmOrder?itemId=30302&num=1&memberNumber=alexchen.sg&type=4',
    );
    expect(screen.getByRole('link', { name: 'Place order for 5123456789' })).toHaveAttribute(
      'href',
      '/en/Tabs/ConfirmOrder?itemId=10102&num=1&memberNumber=5123456789&type=0',
    );
    await user.click(tiktok);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Tabs/ConfirmOrder');
    });
    expect(router.state.location.search).toBe(
      '?itemId=30302&num=1&memberNumber=alexchen.sg&type=4',
    );
  });

  it('nothing saved: the empty state with a way to shop, no Edit', async () => {
    serveGroups([]);
    openSignedIn(PAGE);
    expect(await screen.findByText('No saved recharge accounts yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('500: the msg as an error toast, the error block, and Retry recovers', async () => {
    serveGroups({ code: 500, msg: 'The system is busy', data: null });
    openSignedIn(PAGE);
    expect(await screen.findByText('Your saved accounts could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The system is busy')).toBeInTheDocument();
    serveGroups();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('5123456789')).toBeInTheDocument();
  });

  it('401 on the list: clears the session and goes to login', async () => {
    serveGroups({ code: 401, msg: 'Token expired', data: null });
    const { router } = openSignedIn(PAGE);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });
});

describe('RechargeAccount: edit mode, select all and delete', () => {
  it('Edit shows a checkbox per account; Delete is disabled until one is chosen', async () => {
    serveGroups();
    const { user } = await openPage();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(
      screen.getByText('Swipe an account left to delete it, or tap Edit to delete several.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
    // Swiping is off while editing, so its hint goes.
    expect(screen.queryByText(/Swipe an account left/)).toBeNull();
    expect(screen.getAllByRole('checkbox', { name: /^Select / })).toHaveLength(5);
    // No Place order while editing.
    expect(screen.queryByRole('link', { name: /Place order/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete (0)' })).toBeDisabled();
    await user.click(checkbox('812345678'));
    expect(screen.getByRole('button', { name: 'Delete (1)' })).toBeEnabled();
    // Both say that they open a dialog (the question before deleting).
    expect(screen.getByRole('button', { name: 'Delete (1)' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('Select all chooses every account, and again none', async () => {
    serveGroups();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(checkbox('5123456789'));
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    expect(all).not.toBeChecked();
    await user.click(all);
    expect(all).toBeChecked();
    for (const number of ['5123456789', '5198765432', '812345678', 'alexchen.sg']) {
      expect(checkbox(number)).toBeChecked();
    }
    expect(screen.getByRole('button', { name: 'Delete (4)' })).toBeEnabled();
    await user.click(all);
    expect(screen.getByRole('button', { name: 'Delete (0)' })).toBeDisabled();
  });

  it('asks first: Cancel sends nothing and keeps the selection', async () => {
    serveGroups();
    const bodies = recordDeletes();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(checkbox('5198765432'));
    await user.click(screen.getByRole('button', { name: 'Delete (1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete saved accounts?' });
    expect(
      within(dialog).getByText('1 saved account will be deleted. This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([]);
    expect(checkbox('5198765432')).toBeChecked();
  });

  it('confirmed: sends idList, says Delete_Success and the accounts go', async () => {
    const calls = serveGroups();
    const bodies = recordDeletes();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(checkbox('5198765432'));
    await user.click(checkbox('alexchen.sg'));
    await user.click(screen.getByRole('button', { name: 'Delete (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete saved accounts?' });
    expect(
      within(dialog).getByText('2 saved accounts will be deleted. This cannot be undone.'),
    ).toBeInTheDocument();
    serveGroups(
      GROUPS.slice(0, 2).map((g) => ({ ...g, list: g.list.filter((a) => a.id !== 7002) })),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ idList: [7002, 7004] }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('5198765432')).toBeNull();
    expect(screen.queryByRole('region', { name: 'TikTok Coins' })).toBeNull();
    expect(screen.getByText('5123456789')).toBeInTheDocument();
    // Still editing, nothing selected; the list was asked again.
    expect(screen.getByRole('button', { name: 'Delete (0)' })).toBeDisabled();
    await waitFor(() => {
      expect(calls()).toBeGreaterThanOrEqual(1);
    });
  });

  it('deleting every account ends edit mode on the empty state', async () => {
    serveGroups();
    recordDeletes();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Delete (4)' }));
    serveGroups([]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No saved recharge accounts yet')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('500 on delete: the msg as a toast; the accounts, the selection and edit mode stay', async () => {
    serveGroups();
    const bodies = recordDeletes({ code: 500, msg: 'Delete failed, try again', data: null });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(checkbox('5198765432'));
    await user.click(screen.getByRole('button', { name: 'Delete (1)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed, try again')).toBeInTheDocument();
    expect(bodies).toEqual([{ idList: [7002] }]);
    expect(screen.queryByText('Deleted successfully')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(checkbox('5198765432')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete (1)' })).toBeEnabled();
  });

  it('401 on delete: clears the session and goes to login', async () => {
    serveGroups();
    recordDeletes({ code: 401, msg: 'Token expired', data: null });
    const { user, router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(checkbox('5198765432'));
    await user.click(screen.getByRole('button', { name: 'Delete (1)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
    expect(screen.queryByText('Deleted successfully')).toBeNull();
  });
});

describe('RechargeAccount: swipe to delete (2 px threshold)', () => {
  const row = (id: number) => screen.getByTestId(`swipe-${String(id)}`);
  const swipe = (id: number, from: number, to: number) => {
    fireEvent.pointerDown(row(id), { pointerId: 1, clientX: from, clientY: 40 });
    fireEvent.pointerMove(row(id), { pointerId: 1, clientX: to, clientY: 40 });
    fireEvent.pointerUp(row(id), { pointerId: 1, clientX: to, clientY: 40 });
  };

  it('2 px left does nothing; 3 px left reveals Delete; 3 px right hides it', async () => {
    serveGroups();
    await openPage();
    swipe(7001, 200, 198);
    expect(screen.queryByRole('button', { name: 'Delete 5123456789' })).toBeNull();
    swipe(7001, 200, 197);
    expect(screen.getByRole('button', { name: 'Delete 5123456789' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    swipe(7001, 100, 103);
    expect(screen.queryByRole('button', { name: 'Delete 5123456789' })).toBeNull();
  });

  it('one row at a time; a move without a press does nothing', async () => {
    serveGroups();
    await openPage();
    fireEvent.pointerMove(row(7003), { pointerId: 1, clientX: 10, clientY: 40 });
    expect(screen.queryByRole('button', { name: 'Delete 812345678' })).toBeNull();
    swipe(7001, 200, 150);
    swipe(7003, 200, 150);
    expect(screen.queryByRole('button', { name: 'Delete 5123456789' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete 812345678' })).toBeInTheDocument();
  });

  it('the revealed Delete asks first, then deletes that one account', async () => {
    serveGroups();
    const bodies = recordDeletes();
    const { user } = await openPage();
    swipe(7003, 200, 120);
    await user.click(screen.getByRole('button', { name: 'Delete 812345678' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete saved accounts?' });
    serveGroups(GROUPS.filter((g) => g.categoryId !== 102));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ idList: [7003] }]);
    expect(screen.queryByText('812345678')).toBeNull();
  });

  it('a failed swipe delete keeps the row and its Delete', async () => {
    serveGroups();
    recordDeletes({ code: 500, msg: 'Delete failed, try again', data: null });
    const { user } = await openPage();
    swipe(7003, 200, 120);
    await user.click(screen.getByRole('button', { name: 'Delete 812345678' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed, try again')).toBeInTheDocument();
    expect(screen.getByText('812345678')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete 812345678' })).toBeInTheDocument();
  });

  it('no swipe while editing', async () => {
    serveGroups();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const label = checkbox('812345678').closest('label') as HTMLElement;
    fireEvent.pointerDown(label, { pointerId: 1, clientX: 200, clientY: 40 });
    fireEvent.pointerMove(label, { pointerId: 1, clientX: 100, clientY: 40 });
    expect(screen.queryByRole('button', { name: 'Delete 812345678' })).toBeNull();
  });
});

describe('RechargeAccount in zh and zh-hant', () => {
  it.each([
    ['/zh/Tabs/RechargeAccount', '充值账号', '编辑', '去下单', '全选'],
    ['/zh-hant/Tabs/RechargeAccount', '儲值帳號', '編輯', '去下單', '全選'],
  ])('%s', async (path, title, edit, order, all) => {
    serveGroups();
    const { user } = await openPage(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByText(order)).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: edit }));
    expect(screen.getByRole('checkbox', { name: all })).toBeInTheDocument();
  });
});
