import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance, runTimersUntil } from '../../../tests/utils/fake-time';
import { getChangePasswordMockHandler } from '../../api/generated/account-security/account-security.msw';
import type { ChangePasswordRequest, ChangePasswordResponse } from '../../api/generated/model';
import { COOKIE, readCookie } from '../../lib/cookies';
import { openSignedIn } from '../account/account-test-helpers';
import { OK_EMPTY, recordCalls } from './security-test-helpers';

const recordChanges = (reply: ChangePasswordResponse = OK_EMPTY) =>
  recordCalls<ChangePasswordRequest, ChangePasswordResponse>(getChangePasswordMockHandler, reply);

async function openPage(path = '/en/Tabs/changePassword') {
  const utils = openSignedIn(path);
  await screen.findByRole('form');
  return { ...utils, user: userEvent.setup() };
}

const original = () => screen.getByLabelText('Original password');
const newPassword = () => screen.getByLabelText('New password');
const confirm = () => screen.getByLabelText('Confirm new password');
const submit = () => screen.getByRole('button', { name: 'Confirm' });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { original: string; next: string; again: string },
) {
  await user.type(original(), values.original);
  await user.type(newPassword(), values.next);
  await user.type(confirm(), values.again);
}

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('changePassword: the rules', () => {
  it('Confirm is enabled only when the new and the confirm passwords are valid', async () => {
    const { user } = await openPage();
    expect(submit()).toBeDisabled();
    await user.type(newPassword(), 'Alex_secure88');
    expect(submit()).toBeDisabled();
    await user.type(confirm(), 'Alex_sec');
    // 'Alex_sec' has no digit.
    expect(submit()).toBeDisabled();
    await user.type(confirm(), 'ure88');
    expect(submit()).toBeEnabled();
    await user.clear(newPassword());
    await user.type(newPassword(), 'short1');
    expect(submit()).toBeDisabled();
  });

  it('a different confirm shows the mismatch message under it and sends nothing', async () => {
    const bodies = recordChanges();
    const { user } = await openPage();
    await fill(user, { original: 'Topup2026', next: 'Alex_secure88', again: 'Alex_secure89' });
    await user.click(submit());
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(confirm()).toHaveAccessibleDescription('The two passwords do not match');
    expect(confirm()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it.each([
    [
      '/zh-hant/Tabs/changePassword',
      '原密碼',
      '新密碼',
      '確認新密碼',
      '確認',
      '兩次輸入密碼不一致',
    ],
    ['/zh/Tabs/changePassword', '原密码', '新密码', '确认新密码', '确认', '两次输入密码不一致'],
  ])('%s: the mismatch message', async (path, o, n, c, button, message) => {
    const { user } = await openPage(path);
    await user.type(screen.getByLabelText(o), 'Topup2026');
    await user.type(screen.getByLabelText(n), 'Alex_secure88');
    await user.type(screen.getByLabelText(c), 'Alex_secure89');
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('the original password must be valid', async () => {
    const bodies = recordChanges();
    const { user } = await openPage();
    await fill(user, { original: 'topup', next: 'Alex_secure88', again: 'Alex_secure88' });
    await user.click(submit());
    expect(
      await screen.findByText(
        'The original password is 8-20 characters, with at least one letter and one digit',
      ),
    ).toBeInTheDocument();
    expect(original()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('an empty original password is asked for', async () => {
    const { user } = await openPage();
    await user.type(newPassword(), 'Alex_secure88');
    await user.type(confirm(), 'Alex_secure88');
    await user.click(submit());
    expect(await screen.findByText('Please enter your original password')).toBeInTheDocument();
  });

  it('a new password with a non-word character is refused', async () => {
    const { user } = await openPage();
    await fill(user, { original: 'Topup2026', next: 'Alex-secure88', again: 'Alex-secure88' });
    // Not valid: Confirm stays disabled, and the rule is shown under the field.
    expect(submit()).toBeDisabled();
    expect(newPassword()).toHaveAccessibleDescription(
      '8-20 characters, with at least one letter and one digit (letters, digits and _ only)',
    );
  });
});

describe('changePassword: the call', () => {
  it('sends the original and the new password; Modify_Success 1.5 s; back to the hub', async () => {
    const bodies = recordChanges();
    const { user, router } = await openPage();
    await fill(user, { original: 'Topup2026', next: 'Alex_secure88', again: 'Alex_secure88' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submit());
    await runTimersUntil(() => screen.queryByText('Modified successfully') !== null);
    expect(bodies).toEqual([{ password: 'Topup2026', newPassword: 'Alex_secure88' }]);
    await runTimersUntil(() => router.state.location.pathname === '/en/Tabs/User');
    advance(1499);
    expect(screen.getByText('Modified successfully')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Modified successfully')).toBeNull();
  });

  it('500: the msg as an error toast; every field keeps what was typed; nothing stored', async () => {
    recordChanges({ code: 500, msg: 'The original password is incorrect', data: null });
    const { user, router } = await openPage();
    await fill(user, { original: 'Topup2027', next: 'Alex_secure88', again: 'Alex_secure88' });
    await user.click(submit());
    expect(await screen.findByText('The original password is incorrect')).toBeInTheDocument();
    expect(original()).toHaveValue('Topup2027');
    expect(newPassword()).toHaveValue('Alex_secure88');
    expect(confirm()).toHaveValue('Alex_secure88');
    expect(screen.queryByText('Modified successfully')).toBeNull();
    expect(router.state.location.pathname).toBe('/en/Tabs/changePassword');
    const stored = [
      document.cookie,
      JSON.stringify(Object.entries(localStorage)),
      JSON.stringify(Object.entries(sessionStorage)),
    ];
    expect(stored.join(' ')).not.toMatch(/Topup2027|Alex_secure88/);
  });

  it('401: clears the session and goes to login', async () => {
    recordChanges({ code: 401, msg: 'Token expired', data: null });
    const { user, router } = await openPage();
    await fill(user, { original: 'Topup2026', next: 'Alex_secure88', again: 'Alex_secure88' });
    await user.click(submit());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });
});
