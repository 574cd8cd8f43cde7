import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { advance, runTimersUntil } from '../../../tests/utils/fake-time';
import { getLogoutMockHandler } from '../../api/generated/auth/auth.msw';
import { getUpdateNicknameMockHandler } from '../../api/generated/member/member.msw';
import type { UpdateNicknameRequest, UpdateNicknameResponse } from '../../api/generated/model';
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies';
import { readTabDraft, writeTabDraft } from '../../lib/tab-drafts';
import { ALEX, openSignedIn } from './account-test-helpers';

const PAGE = '/en/Tabs/PersonalData';
const OK = { code: 200, msg: 'success', data: null } as const;

function recordSaves(reply: UpdateNicknameResponse = OK) {
  const bodies: UpdateNicknameRequest[] = [];
  server.use(
    getUpdateNicknameMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as UpdateNicknameRequest);
      return reply;
    }),
  );
  return bodies;
}

async function openPage() {
  const utils = openSignedIn(PAGE);
  await screen.findByRole('form', { name: 'Nickname' });
  return { ...utils, user: userEvent.setup() };
}

const nickname = () => screen.getByRole('textbox', { name: 'Nickname' });
const save = () => screen.getByRole('button', { name: 'Save' });

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('PersonalData: avatar, email and nickname', () => {
  it('shows the avatar, the email and the current nickname', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: 'Personal data' })).toBeInTheDocument();
    expect(document.querySelector(`img[src="${ALEX.avatar ?? ''}"]`)).not.toBeNull();
    expect(screen.getByText('alex.chen@example.com')).toBeInTheDocument();
    expect(nickname()).toHaveValue('Alex');
  });

  it('refuses an empty (or all-space) nickname and sends nothing', async () => {
    const bodies = recordSaves();
    const { user } = await openPage();
    await user.clear(nickname());
    await user.type(nickname(), '   ');
    await user.click(save());
    expect(await screen.findByText('Please enter a nickname')).toBeInTheDocument();
    expect(nickname()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('sends a nickname of 20 characters, trimmed', async () => {
    const bodies = recordSaves();
    const { user } = await openPage();
    await user.clear(nickname());
    await user.type(nickname(), ` ${'n'.repeat(20)} `);
    await user.click(save());
    await waitFor(() => {
      expect(bodies).toEqual([{ nickName: 'n'.repeat(20) }]);
    });
  });

  it('refuses 21 characters and sends nothing', async () => {
    const bodies = recordSaves();
    const { user } = await openPage();
    await user.clear(nickname());
    await user.type(nickname(), 'n'.repeat(21));
    await user.click(save());
    expect(
      await screen.findByText('The nickname can be at most 20 characters'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('200: Modify_Success shows for 1.5 s (1499 ms shown, 1500 ms gone)', async () => {
    const bodies = recordSaves();
    const { user } = await openPage();
    await user.clear(nickname());
    await user.type(nickname(), 'Alex C.');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(save());
    await runTimersUntil(() => screen.queryByText('Modified successfully') !== null);
    expect(bodies).toEqual([{ nickName: 'Alex C.' }]);
    advance(1499);
    expect(screen.getByText('Modified successfully')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Modified successfully')).toBeNull();
  });

  it('500: the server msg as an error toast, no Modify_Success, the text stays', async () => {
    recordSaves({
      code: 500,
      msg: 'This nickname contains words that are not allowed',
      data: null,
    });
    const { user } = await openPage();
    await user.clear(nickname());
    await user.type(nickname(), 'Bad name');
    await user.click(save());
    expect(
      await screen.findByText('This nickname contains words that are not allowed'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Modified successfully')).toBeNull();
    expect(nickname()).toHaveValue('Bad name');
  });

  it('401: clears the session and goes to login, no Modify_Success', async () => {
    recordSaves({ code: 401, msg: 'Token expired', data: null });
    const { user, router } = await openPage();
    await user.clear(nickname());
    await user.type(nickname(), 'Alex C.');
    await user.click(save());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
    expect(screen.queryByText('Modified successfully')).toBeNull();
  });
});

describe('PersonalData: sign out', () => {
  it('asks first; Cancel keeps the session', async () => {
    const { user, router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(readCookie(COOKIE.signedIn)).toBe('1');
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('confirmed: calls logout, clears the session cookies and lands on login', async () => {
    let calls = 0;
    server.use(
      getLogoutMockHandler(() => {
        calls += 1;
        return OK;
      }),
    );
    const { user, router } = await openPage();
    writeCookie(COOKIE.userInfo, '{"nickName":"Alex"}');
    writeCookie(COOKIE.couponLength, '3');
    // What this shopper typed on ConfirmOrder earlier in the tab.
    writeTabDraft('confirmOrder:10104', { values: { p0: '5123456789' } });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(calls).toBe(1);
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
    expect(readCookie(COOKIE.userInfo)).toBeUndefined();
    expect(readCookie(COOKIE.couponLength)).toBeUndefined();
    // The next person in the tab finds none of it.
    expect(readTabDraft('confirmOrder:10104')).toBeUndefined();
  });

  it('logout 500: the error toast, the shopper stays signed in', async () => {
    server.use(getLogoutMockHandler({ code: 500, msg: 'Server busy', data: null }));
    const { user, router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Server busy')).toBeInTheDocument();
    expect(readCookie(COOKIE.signedIn)).toBe('1');
    expect(router.state.location.pathname).toBe(PAGE);
  });
});

describe('PersonalData in zh and zh-hant', () => {
  it.each([
    ['/zh/Tabs/PersonalData', '个人资料', '昵称', '保存', '退出登录'],
    ['/zh-hant/Tabs/PersonalData', '個人資料', '暱稱', '保存', '退出登錄'],
  ])('%s shows its texts in its language', async (path, title, label, saveLabel, signOut) => {
    openSignedIn(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: label })).toHaveValue('Alex');
    expect(screen.getByRole('button', { name: saveLabel })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: signOut })).toBeInTheDocument();
  });
});
