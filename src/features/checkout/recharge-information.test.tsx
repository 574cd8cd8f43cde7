// The Information section as a shopper meets it: every parameter type's control with its
// label and placeholder, the required messages and "Please Enter Top-up Information", the
// saved-account chooser, the recharge-help overlay (image or fixed text, article 115's
// terms), the short-video account check and its dialog, and the reconfirmation dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { getCheckAccountMockHandler } from '../../api/generated/auth/auth.msw';
import {
  getGetArticleMockHandler,
  getGetArticleResponseMock,
} from '../../api/generated/content/content.msw';
import type {
  Article,
  CheckAccountRequest,
  RechargeParameter,
  SavedAccountOption,
} from '../../api/generated/model';
import { Form, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { showToast } from '../../lib/toast-store';
import { useLocale } from '../../lib/use-locale';
import { emptyValues, RECHARGE_MESSAGES, rechargeFormSchema } from './recharge-fields';
import { RechargeInformation } from './recharge-information';
import { useAccountConfirmation, type ConfirmedAccount } from './use-account-confirmation';

const ALL_TYPES: RechargeParameter[] = [
  { name: 'Player ID', nameZH: '玩家ID', type: 0, required: true, blurb: 'Your player ID' },
  {
    name: 'Server',
    nameZH: '服务器',
    type: 1,
    required: true,
    blurb: 'Select your server',
    options: 'Global,Asia',
  },
  { name: 'Password', nameZH: '密码', type: 2, required: true, blurb: 'Game password' },
  { name: 'Note', nameZH: '备注', type: 3, required: false, blurb: 'Anything to add' },
  { name: 'TikTok account', nameZH: 'TikTok账号', type: 4, required: true, blurb: 'Username' },
  { name: 'Role', nameZH: '角色', type: 5, required: false, blurb: 'Role name' },
  { name: 'Zone', nameZH: '区服', type: 6, required: false, blurb: 'Zone' },
  { name: 'PIN', nameZH: '二级密码', type: 7, required: false, blurb: 'Second password' },
];

const SAVED: SavedAccountOption[] = [
  { id: 7001, type: 0, memberNumber: '5123456789', memberNickName: 'AlexTheBrave' },
];

function Harness({
  parameters,
  savedAccounts = [],
  rechargeDetailUrl = null,
  onOrder,
}: {
  parameters: RechargeParameter[];
  savedAccounts?: SavedAccountOption[];
  rechargeDetailUrl?: string | null;
  onOrder: (confirmed: ConfirmedAccount) => void;
}) {
  const locale = useLocale();
  const form = useSchemaForm(rechargeFormSchema(parameters, locale), emptyValues(parameters));
  const { confirm, dialogs } = useAccountConfirmation(parameters);
  const submit = useFormSubmit(
    form,
    async (values) => {
      const confirmed = await confirm(values);
      if (confirmed) onOrder(confirmed);
    },
    false,
    () => {
      showToast({ kind: 'error', messageKey: RECHARGE_MESSAGES.formInvalid });
    },
  );
  return (
    <Form form={form} submit={submit} aria-label="Order">
      <RechargeInformation
        parameters={parameters}
        savedAccounts={savedAccounts}
        rechargeDetailUrl={rechargeDetailUrl}
      />
      {dialogs}
      <button type="submit">Submit</button>
    </Form>
  );
}

function renderSection(props: Partial<Parameters<typeof Harness>[0]> = {}, lang = 'en') {
  const onOrder = vi.fn();
  renderWithProviders(
    <Harness parameters={ALL_TYPES} onOrder={onOrder} {...props} />,
    `/${lang}/Tabs/ConfirmOrder?itemId=1&num=1`,
  );
  return onOrder;
}

describe('the Information section', () => {
  it('renders every parameter type 0-7 with its label and blurb as placeholder', () => {
    renderSection();
    expect(screen.getByRole('textbox', { name: 'Player ID' })).toHaveAttribute(
      'placeholder',
      'Your player ID',
    );
    const server = screen.getByRole('combobox', { name: 'Server' });
    expect(
      within(server)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select your server', 'Global', 'Asia']);
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'type',
      'password',
    );
    expect(screen.getByRole('textbox', { name: 'Note' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'TikTok account' })).toHaveAttribute(
      'placeholder',
      'Username',
    );
    expect(screen.getByRole('textbox', { name: 'Role' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Zone' })).toBeInTheDocument();
    expect(screen.getByLabelText('PIN', { selector: 'input' })).toHaveAttribute('type', 'password');
  });

  it('labels with nameZH in Chinese', () => {
    renderSection({}, 'zh');
    expect(screen.getByRole('textbox', { name: '玩家ID' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '服务器' })).toBeInTheDocument();
  });

  it('shows "{field name} It cannot be empty." per required field and "Please Enter Top-up Information"', async () => {
    const user = userEvent.setup();
    const onOrder = renderSection();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please Enter Top-up Information')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Player ID' })).toHaveAccessibleDescription(
      'Player ID It cannot be empty.',
    );
    expect(screen.getByRole('combobox', { name: 'Server' })).toHaveAccessibleDescription(
      'Server It cannot be empty.',
    );
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      'Password It cannot be empty.',
    );
    expect(screen.getByRole('textbox', { name: 'TikTok account' })).toHaveAccessibleDescription(
      /TikTok account It cannot be empty\./,
    );
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('textbox', { name: 'Player ID' })).toHaveFocus();
    expect(onOrder).not.toHaveBeenCalled();

    // Typing clears that field's message; choosing clears the select's.
    await user.type(screen.getByRole('textbox', { name: 'Player ID' }), '5');
    expect(screen.getByRole('textbox', { name: 'Player ID' })).not.toHaveAccessibleDescription();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), 'Asia');
    expect(screen.getByRole('combobox', { name: 'Server' })).not.toHaveAccessibleDescription();
  });

  it('in Chinese the message reads with nameZH', async () => {
    const user = userEvent.setup();
    renderSection({ parameters: [ALL_TYPES[0] as RechargeParameter] }, 'zh');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('玩家ID不能为空')).toBeInTheDocument();
    expect(screen.getByText('请输入充值信息')).toBeInTheDocument();
  });

  it('fills the account field from a saved account', async () => {
    const user = userEvent.setup();
    renderSection({ savedAccounts: SAVED });
    await user.click(screen.getByRole('button', { name: 'Choose a saved account' }));
    const dialog = screen.getByRole('dialog', { name: 'Saved accounts' });
    await user.click(within(dialog).getByRole('button', { name: /5123456789/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Player ID' })).toHaveValue('5123456789');
  });

  it('offers no chooser without saved accounts', () => {
    renderSection();
    expect(screen.queryByRole('button', { name: 'Choose a saved account' })).toBeNull();
  });
});

describe('the recharge-help overlay', () => {
  it('shows the image when rechargeDetailUrl is set, and article 115 terms', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    server.use(
      getGetArticleMockHandler(async ({ request }) => {
        asked.push(await request.json());
        const article = getGetArticleResponseMock().data as Article;
        return {
          code: 200,
          msg: 'success',
          data: { ...article, detail: '<p>Terms of top-up</p>' },
        };
      }),
    );
    renderSection({ rechargeDetailUrl: '/mock-assets/news/help.svg' });
    await user.click(screen.getByRole('button', { name: 'Recharge help' }));
    const dialog = screen.getByRole('dialog', { name: 'Recharge help' });
    expect(
      within(dialog).getByRole('img', {
        name: 'Where to find the account details this top-up needs',
      }),
    ).toHaveAttribute('src', '/mock-assets/news/help.svg');
    expect(await within(dialog).findByText('Terms of top-up')).toBeInTheDocument();
    expect(asked).toEqual([{ articleId: 115 }]);
  });

  it('shows the fixed help text without rechargeDetailUrl, or for a refused address', async () => {
    const user = userEvent.setup();
    renderSection({ rechargeDetailUrl: 'javascript:alert(1)' });
    await user.click(screen.getByRole('button', { name: 'Recharge help' }));
    const dialog = screen.getByRole('dialog', { name: 'Recharge help' });
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(within(dialog).getByText(/Enter the account details exactly/)).toBeInTheDocument();
  });
});

const TIKTOK: RechargeParameter[] = [
  { name: 'TikTok account', nameZH: 'TikTok账号', type: 4, required: true, blurb: null },
];

describe('the account reconfirmation', () => {
  it('checks a short-video account (type 1) and confirms it with nickName and avatar', async () => {
    const user = userEvent.setup();
    const asked: CheckAccountRequest[] = [];
    server.use(
      getCheckAccountMockHandler(async ({ request }) => {
        asked.push((await request.json()) as CheckAccountRequest);
        return {
          code: 200,
          msg: 'success',
          data: { nickName: 'Alex Chen', avatarThumb: '/a.svg', tiktokId: 'alexchen.sg' },
        };
      }),
    );
    const onOrder = renderSection({ parameters: TIKTOK });
    await user.type(screen.getByRole('textbox', { name: 'TikTok account' }), ' alexchen.sg ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Is this your account?' });
    expect(asked).toEqual([{ type: 1, account: 'alexchen.sg' }]);
    expect(within(dialog).getByText('Alex Chen')).toBeInTheDocument();
    expect(within(dialog).getByText('Account ID: alexchen.sg')).toBeInTheDocument();
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/a.svg');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(onOrder).toHaveBeenCalledWith({ nickName: 'Alex Chen' });
    });
  });

  it('goes back to the form when the shopper chooses Change', async () => {
    const user = userEvent.setup();
    server.use(
      getCheckAccountMockHandler({
        code: 200,
        msg: 'success',
        data: { nickName: 'Alex Chen', avatarThumb: '/a.svg', tiktokId: 'alexchen.sg' },
      }),
    );
    const onOrder = renderSection({ parameters: TIKTOK });
    await user.type(screen.getByRole('textbox', { name: 'TikTok account' }), 'alexchen.sg');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Is this your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOrder).not.toHaveBeenCalled();
  });

  it('opens no dialog for an unknown short-video account; the server message shows', async () => {
    const user = userEvent.setup();
    server.use(
      getCheckAccountMockHandler({ code: 500, msg: 'The account does not exist', data: null }),
    );
    const onOrder = renderSection({ parameters: TIKTOK });
    await user.type(screen.getByRole('textbox', { name: 'TikTok account' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The account does not exist')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOrder).not.toHaveBeenCalled();
  });

  it('shows what was entered, passwords masked, before ordering', async () => {
    const user = userEvent.setup();
    const parameters = [ALL_TYPES[0], ALL_TYPES[2], ALL_TYPES[3]] as RechargeParameter[];
    const onOrder = renderSection({ parameters });
    await user.type(screen.getByRole('textbox', { name: 'Player ID' }), '5123456789');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'hunter22');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Please confirm your top-up information',
    });
    expect(within(dialog).getByText('5123456789')).toBeInTheDocument();
    expect(within(dialog).queryByText('hunter22')).toBeNull();
    expect(within(dialog).getByText('••••••')).toBeInTheDocument();
    // The optional empty note is not listed.
    expect(within(dialog).queryByText('Note')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(onOrder).toHaveBeenCalledWith({});
    });
  });
});
