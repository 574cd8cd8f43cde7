import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../api/generated/model';
import { ALEX, openSignedIn } from '../account/account-test-helpers';

const REMINDER = 'You may complete identity verification later under Account Settings > Security.';

async function openHub(user: UserInfo = ALEX, path = '/en/Tabs/User') {
  const utils = openSignedIn(path, user);
  const nav = await screen.findByRole('navigation', {
    name: /Security settings|安全设置|安全設定/,
  });
  return { ...utils, nav };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('User: the account security hub', () => {
  it('email not verified, mobile bound: the rows with their states and the reminder', async () => {
    const { nav } = await openHub();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Login passwordChange',
      'Emailalex.chen@example.comNot verified',
      'Mobile number+65 812***67Bound',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/Tabs/changePassword',
      '/en/Tabs/emailCertification',
      '/en/Tabs/changetiePhone',
    ]);
    expect(screen.getByText(REMINDER)).toBeInTheDocument();
  });

  it('email verified and no mobile: the email row only states it, the mobile row binds', async () => {
    const { nav } = await openHub({
      ...ALEX,
      email: { email: 'alex.chen@example.com', status: 0 },
      mobile: { mobile: null, code: null, status: 1 },
    });
    expect(within(nav).getByText('Verified')).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Email/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: /^Mobile number\s*Not bound$/ })).toHaveAttribute(
      'href',
      '/en/Tabs/bindCellphone',
    );
    expect(screen.getByText(REMINDER)).toBeInTheDocument();
  });

  it('both verified: no reminder', async () => {
    await openHub({ ...ALEX, email: { email: 'alex.chen@example.com', status: 0 } });
    expect(screen.queryByText(REMINDER)).toBeNull();
  });

  it.each([
    ['/zh/Tabs/User', '您可以稍后在 账户设置 > 安全 中完成身份验证。', '未验证', '已绑定'],
    ['/zh-hant/Tabs/User', '您可以稍後在 帳戶設定 > 安全 中完成身分驗證。', '未驗證', '已綁定'],
  ])('%s in its language', async (path, reminder, notVerified, bound) => {
    const { nav } = await openHub(ALEX, path);
    expect(within(nav).getByText(notVerified)).toBeInTheDocument();
    expect(within(nav).getByText(bound)).toBeInTheDocument();
    expect(screen.getByText(reminder)).toBeInTheDocument();
  });

  it('a row opens its page', async () => {
    const { nav, router } = await openHub();
    await userEvent.setup().click(within(nav).getByRole('link', { name: /Login password/ }));
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/Tabs/changePassword');
  });
});
