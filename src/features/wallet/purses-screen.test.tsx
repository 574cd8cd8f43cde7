// Tabs/Purses: the balance and every record shown in the reply's display currency (USD x
// rate), the USD balance and the rate beside a converted balance, USD when the reply has no
// rate, the empty history, the one-page request, 500 (toast, error block, Retry) and 401,
// in en, zh and zh-hant.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { getListBalanceLogMockHandler } from '../../api/generated/member/member.msw';
import type { BalanceLog, BalanceLogResponse, BalanceRecordType } from '../../api/generated/model';
import { COOKIE, readCookie } from '../../lib/cookies';
import { openSignedIn } from '../account/account-test-helpers';

const PURSES = '/en/Tabs/Purses';

const RECORDS: BalanceLog['page']['records'] = [
  {
    reason: 'Balance used for order TL2026112000009',
    createTime: '2026-11-20 08:06:30',
    type: 0,
    currentAmount: 2,
  },
  {
    reason: 'Double 11 event bonus',
    createTime: '2026-11-11 11:11:11',
    type: 1,
    currentAmount: 9.5,
  },
];

const inUsd: BalanceLog = {
  balance: 12.5,
  displayCurrency: { code: 'USD', symbol: '$', rate: 1 },
  page: { records: RECORDS },
};
const inHkd: BalanceLog = { ...inUsd, displayCurrency: { code: 'HKD', symbol: 'HK$', rate: 7.78 } };

function serveLog(reply: BalanceLogResponse | BalanceLog) {
  const queries: string[] = [];
  server.use(
    getListBalanceLogMockHandler(({ request }) => {
      queries.push(new URL(request.url).search);
      return 'code' in reply ? reply : { code: 200, msg: 'success', data: reply };
    }),
  );
  return queries;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const history = () => within(screen.getByRole('region', { name: 'Balance history' }));

describe('Purses: the balance in the selected currency', () => {
  it('USD: the balance and the history (reason, time, credit or debit, amount), one page', async () => {
    const queries = serveLog(inUsd);
    openSignedIn(PURSES);
    expect(await screen.findByText('$12.50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Available balance' })).toBeInTheDocument();
    // Not converted: no USD line or rate.
    expect(screen.queryByText(/Held in US dollars/)).toBeNull();
    expect(screen.queryByText(/1 USD =/)).toBeNull();
    const items = history().getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Balance used for order TL20261120000092026-11-20 08:06:30−$2.00Debit',
      'Double 11 event bonus2026-11-11 11:11:11+$9.50Credit',
    ]);
    expect(within(items[1] as HTMLElement).getByText('2026-11-11 11:11:11')).toHaveAttribute(
      'dateTime',
      '2026-11-11T11:11:11',
    );
    expect(queries).toEqual(['?pageNum=1&pageSize=99999']);
  });

  it('HKD at 7.78: every amount converted, the USD balance and the rate shown', async () => {
    serveLog(inHkd);
    openSignedIn(PURSES);
    expect(await screen.findByText('HK$97.25')).toBeInTheDocument();
    expect(screen.getByText('Held in US dollars: $12.50')).toBeInTheDocument();
    expect(screen.getByText("1 USD = 7.78 HKD, today's rate from our server")).toBeInTheDocument();
    expect(history().getByText('−HK$15.56')).toBeInTheDocument();
    expect(history().getByText('+HK$73.91')).toBeInTheDocument();
  });

  it('a reply without a rate: the USD amounts, saying so', async () => {
    serveLog({ balance: 12.5, page: { records: RECORDS } });
    openSignedIn(PURSES);
    expect(await screen.findByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('Shown in US dollars')).toBeInTheDocument();
    expect(history().getByText('+$9.50')).toBeInTheDocument();
  });

  it('a record of a type the contract does not list: the amount, no sign or direction', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const odd = { ...RECORDS[1]!, reason: 'Adjustment', type: 2 as BalanceRecordType };
    serveLog({ ...inUsd, page: { records: [...RECORDS, odd] } });
    openSignedIn(PURSES);
    expect(await screen.findByText('Adjustment')).toBeInTheDocument();
    expect(
      history()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Balance used for order TL20261120000092026-11-20 08:06:30−$2.00Debit',
      'Double 11 event bonus2026-11-11 11:11:11+$9.50Credit',
      'Adjustment2026-11-11 11:11:11$9.50',
    ]);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('[contract] listBalanceLog'));
    warned.mockRestore();
  });

  it('no movements: the empty state', async () => {
    serveLog({ ...inUsd, balance: 0, page: { records: [] } });
    openSignedIn(PURSES);
    expect(await screen.findByText('No balance movements yet')).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
  });

  it('500: the msg as an error toast, the error block, and Retry recovers', async () => {
    serveLog({ code: 500, msg: 'The system is busy', data: null });
    openSignedIn(PURSES);
    expect(await screen.findByText('Your balance could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The system is busy')).toBeInTheDocument();
    serveLog(inUsd);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('$12.50')).toBeInTheDocument();
  });

  it('401: clears the session and goes to login', async () => {
    serveLog({ code: 401, msg: 'Token expired', data: null });
    const { router } = openSignedIn(PURSES);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });

  it.each([
    ['/zh/Tabs/Purses', '可用余额', '余额明细', '收入', '支出'],
    ['/zh-hant/Tabs/Purses', '可用餘額', '餘額明細', '收入', '支出'],
  ])('%s in its language', async (path, balance, historyTitle, credit, debit) => {
    serveLog(inHkd);
    openSignedIn(path);
    expect(await screen.findByRole('heading', { name: balance })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: historyTitle })).toBeInTheDocument();
    expect(screen.getByText(credit)).toBeInTheDocument();
    expect(screen.getByText(debit)).toBeInTheDocument();
  });
});
