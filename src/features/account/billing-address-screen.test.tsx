// Tabs/billingaddress: the list with its new-address tile, add and edit through the shared
// form (every rule's message, the type selector, Save_Success / Modify_Success for 1.5 s),
// delete after the cannot-be-undone confirmation (Delete_Success), and every code of the
// four calls: 200, 401 (session cleared, login) and 500 (the msg as a toast, nothing lost).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { advance, runTimersUntil } from '../../../tests/utils/fake-time';
import {
  getCreateBillingAddressMockHandler,
  getDeleteBillingAddressMockHandler,
  getListBillingAddressesMockHandler,
  getUpdateBillingAddressMockHandler,
} from '../../api/generated/account-security/account-security.msw';
import type {
  BillingAddress,
  BillingAddressType,
  CreateBillingAddressRequest,
  DefaultAddressFlag,
  UpdateBillingAddressRequest,
} from '../../api/generated/model';
import { COOKIE, readCookie } from '../../lib/cookies';
import { openSignedIn } from './account-test-helpers';

const PAGE = '/en/Tabs/billingaddress';
const OK = { code: 200, msg: 'success', data: null } as const;
const EXPIRED = { code: 401, msg: 'Token expired', data: null } as const;
const BUSY = { code: 500, msg: 'Server busy, please try again', data: null } as const;

const SINGAPORE: BillingAddress = {
  id: 4101,
  firstName: 'Alex',
  lastName: 'Chen',
  phoneCode: '65',
  phoneNumber: '81234567',
  city: 'Singapore',
  country: 'Singapore',
  state: 'Central Region',
  zipCode: '238839',
  address1: '10 Scotts Road, #12-04',
  email: 'alex.chen@example.com',
  type: 0,
  defaultAddress: '1',
};
const HONG_KONG: BillingAddress = {
  id: 4102,
  firstName: 'Mei',
  lastName: 'Wong',
  phoneCode: '852',
  phoneNumber: '61234567',
  city: 'Hong Kong',
  country: 'Hong Kong',
  state: 'Kowloon',
  zipCode: '999077',
  address1: 'Flat 18B, 8 Canton Road',
  email: 'mei.wong@example.com',
  type: 1,
  defaultAddress: '0',
};

/**
 * The server's list, as `addresses` holds it at each call (a test changes it where the
 * server would); each call's query string recorded.
 */
function serveList(addresses: BillingAddress[] = [SINGAPORE, HONG_KONG]) {
  const queries: string[] = [];
  server.use(
    getListBillingAddressesMockHandler(({ request }) => {
      queries.push(new URL(request.url).search);
      return { code: 200, msg: 'success', data: [...addresses] };
    }),
  );
  return { queries, addresses };
}

function openPage(path = PAGE) {
  const utils = openSignedIn(path);
  return { ...utils, user: userEvent.setup() };
}

const card = (name: RegExp | string) =>
  screen.getByRole('heading', { name }).closest('li') as HTMLElement;

async function openNewForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Add a new address/ }));
  return screen.findByRole('dialog', { name: 'New billing address' });
}

async function fillValid(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(dialog).getByLabelText('First Name'), 'Mary Ann');
  await user.type(within(dialog).getByLabelText('Last Name'), 'Lee');
  await user.type(within(dialog).getByLabelText('Phone number'), '2125550100');
  await user.type(within(dialog).getByLabelText('Email'), 'mary@example.com');
  await user.click(within(dialog).getByRole('radio', { name: 'Local payment' }));
  await user.type(within(dialog).getByLabelText('City'), 'New York');
}

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('billingaddress: the list', () => {
  it('lists every address (no type) with its fields, kind, Default badge, edit and delete', async () => {
    const { queries } = serveList();
    openPage();
    expect(
      await screen.findByRole('heading', { name: 'Billing addresses', level: 1 }),
    ).toBeVisible();
    await screen.findByRole('heading', { name: 'Alex Chen' });
    const singapore = card('Alex Chen');
    expect(singapore).toHaveTextContent('+65 81234567');
    expect(singapore).toHaveTextContent('10 Scotts Road, #12-04');
    expect(singapore).toHaveTextContent('Singapore, Central Region');
    expect(singapore).toHaveTextContent('Singapore 238839');
    expect(singapore).toHaveTextContent('Credit and debit card');
    expect(within(singapore).getByText('Default')).toBeInTheDocument();
    const hongKong = card('Mei Wong');
    expect(hongKong).toHaveTextContent('Hong Kong, Kowloon');
    expect(hongKong).toHaveTextContent('Hong Kong 999077');
    expect(hongKong).toHaveTextContent('Local payment');
    expect(within(hongKong).queryByText('Default')).toBeNull();
    expect(
      within(hongKong).getByRole('button', { name: 'Edit Mei Wong, Flat 18B, 8 Canton Road' }),
    ).toBeInTheDocument();
    expect(
      within(hongKong).getByRole('button', { name: 'Delete Mei Wong, Flat 18B, 8 Canton Road' }),
    ).toBeInTheDocument();
    expect(queries).toEqual(['']);
  });

  it('an address of a type or default flag the contract does not list: shown, no kind, no actions', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const odd = { ...HONG_KONG, id: 4103, firstName: 'Sam', type: 2 as BillingAddressType };
    const odder = {
      ...HONG_KONG,
      id: 4104,
      firstName: 'Kim',
      defaultAddress: '2' as DefaultAddressFlag,
    };
    serveList([SINGAPORE, odd, odder]);
    openPage();
    await screen.findByRole('heading', { name: 'Sam Wong' });
    for (const name of ['Sam Wong', 'Kim Wong']) {
      expect(card(name)).toHaveTextContent('Flat 18B, 8 Canton Road');
      expect(within(card(name)).queryAllByRole('button')).toEqual([]);
    }
    expect(card('Sam Wong')).not.toHaveTextContent(/Local payment|Credit and debit card/);
    expect(card('Kim Wong')).toHaveTextContent('Local payment');
    expect(within(card('Kim Wong')).queryByText('Default')).toBeNull();
    expect(within(card('Alex Chen')).getAllByRole('button')).toHaveLength(2);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('[contract] listBillingAddresses'));
    warned.mockRestore();
  });

  it('an address without lines is named by its phone and shows no empty lines', async () => {
    serveList([
      { ...HONG_KONG, address1: null, city: null, state: null, country: null, zipCode: null },
    ]);
    openPage();
    const bare = await screen.findByRole('button', { name: 'Edit Mei Wong, +852 61234567' });
    expect(bare.closest('li')?.querySelectorAll('p')).toHaveLength(1);
  });

  it('with no address: only the new-address tile and the empty text', async () => {
    serveList([]);
    openPage();
    expect(
      await screen.findByText('No billing address yet. Add one for faster checkout.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add a new address/ })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('list 500: the error state with Retry, which loads it again', async () => {
    let calls = 0;
    server.use(
      getListBillingAddressesMockHandler(() => {
        calls += 1;
        return calls === 1 ? BUSY : { code: 200, msg: 'success', data: [SINGAPORE] };
      }),
    );
    const { user } = openPage();
    expect(
      await screen.findByText('The billing addresses could not be loaded.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Alex Chen' })).toBeInTheDocument();
  });

  it('list 401: clears the session and goes to login', async () => {
    server.use(getListBillingAddressesMockHandler(EXPIRED));
    const { router } = openPage();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });
});

describe('billingaddress: a new address', () => {
  function recordCreates(
    reply?: { code: number; msg: string; data: null },
    stored: BillingAddress[] = [],
  ) {
    const bodies: CreateBillingAddressRequest[] = [];
    server.use(
      getCreateBillingAddressMockHandler(async ({ request }) => {
        const body = (await request.json()) as CreateBillingAddressRequest;
        bodies.push(body);
        if (reply) return reply;
        const created: BillingAddress = { defaultAddress: '0', ...body, id: 4199 };
        stored.push(created);
        return { code: 200, msg: 'success', data: created };
      }),
    );
    return bodies;
  }

  it('shows every message, with the type selector asking for the type, and sends nothing', async () => {
    serveList();
    const bodies = recordCreates();
    const { user } = openPage();
    const dialog = await openNewForm(user);
    expect(within(dialog).getByRole('group', { name: 'Type' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Credit and debit card' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'First Name should be 1-45 letters or spaces',
      'Last Name should be 1-45 letters or spaces',
      'Phone number should be a 6-15digit number',
      'Please enter your email',
      'Please enter your type',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('First Name')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Email'), 'mary@example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The email you entered is invalid')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Local payment' }));
    expect(within(dialog).queryByText('Please enter your type')).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('200: sends the address, Save_Success, the sheet closes and the address is listed', async () => {
    const { addresses } = serveList();
    const bodies = recordCreates(undefined, addresses);
    const { user } = openPage();
    const dialog = await openNewForm(user);
    await fillValid(dialog, user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set as default address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        firstName: 'Mary Ann',
        lastName: 'Lee',
        phoneCode: '1',
        phoneNumber: '2125550100',
        email: 'mary@example.com',
        type: 1,
        city: 'New York',
        country: null,
        state: null,
        zipCode: null,
        address1: null,
        defaultAddress: '1',
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Mary Ann Lee' })).toBeInTheDocument();
  });

  it('Save_Success shows for 1.5 s (1499 ms shown, 1500 ms gone)', async () => {
    serveList();
    recordCreates();
    const { user } = openPage();
    const dialog = await openNewForm(user);
    await fillValid(dialog, user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await runTimersUntil(() => screen.queryByText('Saved successfully') !== null);
    advance(1499);
    expect(screen.getByText('Saved successfully')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Saved successfully')).toBeNull();
  });

  it('500: the msg as a toast, no Save_Success, the sheet keeps what was typed', async () => {
    serveList();
    recordCreates(BUSY);
    const { user } = openPage();
    const dialog = await openNewForm(user);
    await fillValid(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Server busy, please try again')).toBeInTheDocument();
    expect(screen.queryByText('Saved successfully')).toBeNull();
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Mary Ann');
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('2125550100');
    expect(within(dialog).getByRole('radio', { name: 'Local payment' })).toBeChecked();
    expect(within(dialog).getByLabelText('City')).toHaveValue('New York');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('401: clears the session and goes to login, no Save_Success', async () => {
    serveList();
    recordCreates(EXPIRED);
    const { user, router } = openPage();
    const dialog = await openNewForm(user);
    await fillValid(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
    expect(screen.queryByText('Saved successfully')).toBeNull();
  });

  it('Cancel closes the sheet and sends nothing', async () => {
    serveList();
    const bodies = recordCreates();
    const { user } = openPage();
    const dialog = await openNewForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(bodies).toEqual([]);
  });
});

describe('billingaddress: editing an address', () => {
  function recordUpdates(
    reply: { code: number; msg: string; data: null } = OK,
    stored: BillingAddress[] = [],
  ) {
    const bodies: UpdateBillingAddressRequest[] = [];
    server.use(
      getUpdateBillingAddressMockHandler(async ({ request }) => {
        const body = (await request.json()) as UpdateBillingAddressRequest;
        bodies.push(body);
        const at = stored.findIndex((a) => a.id === body.id);
        if (reply.code === 200 && at >= 0) stored[at] = { defaultAddress: '0', ...body };
        return reply;
      }),
    );
    return bodies;
  }

  async function openEdit(user: ReturnType<typeof userEvent.setup>) {
    await user.click(
      await screen.findByRole('button', { name: 'Edit Mei Wong, Flat 18B, 8 Canton Road' }),
    );
    return screen.findByRole('dialog', { name: 'Edit billing address' });
  }

  it('opens on the saved values, its area code and kind', async () => {
    serveList();
    const { user } = openPage();
    const dialog = await openEdit(user);
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Mei');
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('61234567');
    expect(within(dialog).getByRole('button', { name: /^Area code: .*\+852$/ })).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Local payment' })).toBeChecked();
    expect(within(dialog).getByLabelText('Address')).toHaveValue('Flat 18B, 8 Canton Road');
    expect(
      within(dialog).getByRole('checkbox', { name: 'Set as default address' }),
    ).not.toBeChecked();
  });

  it('checks the same rules before sending', async () => {
    serveList();
    const bodies = recordUpdates();
    const { user } = openPage();
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByLabelText('Last Name'));
    await user.type(within(dialog).getByLabelText('Last Name'), 'Wong2');
    await user.clear(within(dialog).getByLabelText('Phone number'));
    await user.type(within(dialog).getByLabelText('Phone number'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Last Name should be 1-45 letters or spaces'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number should be a 6-15digit number')).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('200: sends the whole address with its id, Modify_Success, the card shows the change', async () => {
    const { addresses } = serveList();
    const bodies = recordUpdates(OK, addresses);
    const { user } = openPage();
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByLabelText('City'));
    await user.type(within(dialog).getByLabelText('City'), 'Kowloon City');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set as default address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Modified successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ ...HONG_KONG, city: 'Kowloon City', defaultAddress: '1' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => {
      expect(card('Mei Wong')).toHaveTextContent('Kowloon City, Kowloon');
    });
  });

  it('Modify_Success shows for 1.5 s (1499 ms shown, 1500 ms gone)', async () => {
    serveList();
    recordUpdates();
    const { user } = openPage();
    const dialog = await openEdit(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await runTimersUntil(() => screen.queryByText('Modified successfully') !== null);
    advance(1499);
    expect(screen.getByText('Modified successfully')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Modified successfully')).toBeNull();
  });

  it('500: the msg as a toast, no Modify_Success, the edit stays as typed', async () => {
    serveList();
    recordUpdates(BUSY);
    const { user } = openPage();
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByLabelText('City'));
    await user.type(within(dialog).getByLabelText('City'), 'Kowloon City');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Server busy, please try again')).toBeInTheDocument();
    expect(screen.queryByText('Modified successfully')).toBeNull();
    expect(within(dialog).getByLabelText('City')).toHaveValue('Kowloon City');
    expect(card('Mei Wong')).toHaveTextContent('Hong Kong, Kowloon');
  });

  it('401: clears the session and goes to login', async () => {
    serveList();
    recordUpdates(EXPIRED);
    const { user, router } = openPage();
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });
});

describe('billingaddress: deleting an address', () => {
  function recordDeletes(
    reply: { code: number; msg: string; data: null } = OK,
    stored: BillingAddress[] = [],
  ) {
    const ids: string[] = [];
    server.use(
      getDeleteBillingAddressMockHandler(({ params }) => {
        ids.push(String(params.id));
        const at = stored.findIndex((a) => String(a.id) === String(params.id));
        if (reply.code === 200 && at >= 0) stored.splice(at, 1);
        return reply;
      }),
    );
    return ids;
  }

  async function askToDelete(user: ReturnType<typeof userEvent.setup>) {
    await user.click(
      await screen.findByRole('button', { name: 'Delete Mei Wong, Flat 18B, 8 Canton Road' }),
    );
    return screen.findByRole('dialog', { name: 'Delete this address?' });
  }

  it('asks first, warning it cannot be undone; Cancel deletes nothing', async () => {
    serveList();
    const ids = recordDeletes();
    const { user } = openPage();
    const dialog = await askToDelete(user);
    expect(dialog).toHaveTextContent(
      'Mei Wong, Flat 18B, 8 Canton Road will be deleted. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(ids).toEqual([]);
    expect(card('Mei Wong')).toBeInTheDocument();
  });

  it('200: deletes by id, Delete_Success, the address leaves the list', async () => {
    const { addresses } = serveList();
    const ids = recordDeletes(OK, addresses);
    const { user } = openPage();
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(ids).toEqual(['4102']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Mei Wong' })).toBeNull();
    expect(card('Alex Chen')).toBeInTheDocument();
    // The reload agrees with the server.
    await waitFor(() => {
      expect(addresses.map((a) => a.id)).toEqual([4101]);
    });
    expect(screen.queryByRole('heading', { name: 'Mei Wong' })).toBeNull();
  });

  it('500: the msg as a toast, no Delete_Success, the address stays', async () => {
    serveList();
    recordDeletes(BUSY);
    const { user } = openPage();
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Server busy, please try again')).toBeInTheDocument();
    expect(screen.queryByText('Deleted successfully')).toBeNull();
    expect(card('Mei Wong')).toBeInTheDocument();
  });

  it('401: clears the session and goes to login', async () => {
    serveList();
    recordDeletes(EXPIRED);
    const { user, router } = openPage();
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });
});

describe('billingaddress in zh and zh-hant', () => {
  it.each([
    {
      path: '/zh/Tabs/billingaddress',
      texts: {
        title: '账单地址',
        add: '新增地址',
        badge: '默认',
        form: '新增账单地址',
        save: '保存',
      },
      messages: [
        '名应为1-45个字母或空格',
        '姓应为1-45个字母或空格',
        '手机号码应为6-15位数字',
        '请输入您的邮箱',
        '请选择类型',
      ],
    },
    {
      path: '/zh-hant/Tabs/billingaddress',
      texts: {
        title: '帳單地址',
        add: '新增地址',
        badge: '預設',
        form: '新增帳單地址',
        save: '保存',
      },
      messages: [
        '名應為1-45個字母或空格',
        '姓應為1-45個字母或空格',
        '手機號碼應為6-15位數字',
        '請輸入您的郵箱',
        '請選擇類型',
      ],
    },
  ])('$path: its texts and the form messages', async ({ path, texts, messages }) => {
    serveList();
    const { user } = openPage(path);
    expect(await screen.findByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
    expect(await screen.findByText(texts.badge)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: new RegExp(texts.add) }));
    const dialog = await screen.findByRole('dialog', { name: texts.form });
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    for (const message of messages) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
  });
});
