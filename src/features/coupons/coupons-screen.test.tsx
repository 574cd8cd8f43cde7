// Tabs/Coupons: the tabs ask for their status, each coupon reads as an amount or a percent
// off with its minimum spend and validity (end time or days after claim), and the redeem
// dialog sends the trimmed code (12 characters at most, nothing when empty), with its
// success and failure messages, 500 and 401.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import {
  getListCouponsByStatusMockHandler,
  getRedeemVoucherMockHandler,
} from '../../api/generated/coupons/coupons.msw';
import type {
  Coupon,
  CouponListResponse,
  CouponStatusRequest,
  RedeemVoucherRequest,
  RedemptionResponse,
} from '../../api/generated/model';
import { COOKIE, readCookie } from '../../lib/cookies';
import { clearToasts } from '../../lib/toast-store';
import { openSignedIn } from '../../../tests/utils/open-signed-in';

const COUPONS = '/en/Tabs/Coupons';

const fixedByDays: Coupon = {
  userSpuCouponsId: 9001,
  type: 0,
  parvalue: 3,
  cill: 10,
  symbol: '$',
  name: 'New-user gift A',
  spuName: 'All products',
  usageRules: 1,
  days: 30,
  endTime: null,
};
const percentByEndTime: Coupon = {
  userSpuCouponsId: 9002,
  type: '1',
  parvalue: 0.88,
  cill: 20,
  symbol: '$',
  name: 'New-user gift B',
  usageRules: 0,
  endTime: '2026-12-31 23:59:59',
  days: null,
};
const usedCoupon: Coupon = { ...fixedByDays, userSpuCouponsId: 9101, name: 'Used gift' };
const expiredCoupon: Coupon = {
  ...percentByEndTime,
  userSpuCouponsId: 9201,
  name: 'Expired gift',
  cill: 0,
};

/** Answers by the body's status, as the server filters; records every body. */
function serveCoupons(reply?: CouponListResponse) {
  const bodies: CouponStatusRequest[] = [];
  server.use(
    getListCouponsByStatusMockHandler(async ({ request }): Promise<CouponListResponse> => {
      const body = (await request.json()) as CouponStatusRequest;
      bodies.push(body);
      if (reply) return reply;
      const byStatus: Coupon[][] = [[fixedByDays, percentByEndTime], [usedCoupon], [expiredCoupon]];
      return { code: 200, msg: 'success', data: byStatus[body.status] ?? [] };
    }),
  );
  return bodies;
}

function serveRedeem(reply: RedemptionResponse) {
  const bodies: RedeemVoucherRequest[] = [];
  server.use(
    getRedeemVoucherMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as RedeemVoucherRequest);
      return reply;
    }),
  );
  return bodies;
}

const REDEEMED: RedemptionResponse = {
  code: 200,
  msg: 'success',
  data: { cill: 10, type: 0, parvalue: 3, userSpuCouponsId: 9004 },
};

afterEach(() => {
  clearToasts();
  window.history.replaceState(null, '', '/');
});

const panel = () => screen.getByRole('tabpanel');

async function openRedeem() {
  const user = userEvent.setup();
  await screen.findByText('New-user gift A');
  await user.click(screen.getByRole('button', { name: 'Redeem a code' }));
  const dialog = await screen.findByRole('dialog', { name: 'Redeem a coupon' });
  const box = within(dialog).getByRole('textbox', { name: 'Coupon code' });
  const submit = within(dialog).getByRole('button', { name: 'Redeem' });
  return { user, dialog, box, submit };
}

describe('Coupons: the tabs', () => {
  it('opens on Unused (status 0) and asks status 1 on Used and 2 on Expired', async () => {
    const bodies = serveCoupons();
    openSignedIn(COUPONS);
    const user = userEvent.setup();
    expect(await screen.findByText('New-user gift A')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unused' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Used' }));
    expect(await within(panel()).findByText('Used gift')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    expect(await within(panel()).findByText('Expired gift')).toBeInTheDocument();
    expect(within(panel()).queryByText('Used gift')).not.toBeInTheDocument();
    expect(bodies.map((body) => body.status)).toEqual([0, 1, 2]);
  });

  it('moves between tabs with the arrow keys', async () => {
    serveCoupons();
    openSignedIn(COUPONS);
    const user = userEvent.setup();
    await screen.findByText('New-user gift A');
    screen.getByRole('tab', { name: 'Unused' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Expired' })).toHaveFocus();
    expect(await within(panel()).findByText('Expired gift')).toBeInTheDocument();
  });

  it('says so when a tab is empty', async () => {
    serveCoupons({ code: 200, msg: 'success', data: [] });
    openSignedIn(COUPONS);
    expect(await screen.findByText('No unused coupons')).toBeInTheDocument();
  });

  it('shows a retry on 500 and recovers', async () => {
    serveCoupons({ code: 500, msg: 'The system is busy', data: null });
    openSignedIn(COUPONS);
    expect(await screen.findByText('The coupons could not be loaded.')).toBeInTheDocument();
    serveCoupons();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('New-user gift A')).toBeInTheDocument();
  });

  it('clears the session and goes to login on 401', async () => {
    serveCoupons({ code: 401, msg: 'Login expired', data: null });
    const { router } = openSignedIn(COUPONS);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });
});

describe('Coupons: how a coupon reads', () => {
  it('a fixed coupon shows its amount, minimum spend and days after claim', async () => {
    serveCoupons();
    openSignedIn(COUPONS);
    const card = (await screen.findByText('New-user gift A')).closest('li');
    if (!card) throw new Error('no coupon card');
    expect(within(card).getByText('$3.00 off')).toBeInTheDocument();
    expect(within(card).getByText('Orders over $10.00')).toBeInTheDocument();
    expect(within(card).getByText('Valid for 30 days after claiming')).toBeInTheDocument();
  });

  it('a percentage coupon shows 100 x (1 - rate) rounded (0.88: 12% off) and its end time', async () => {
    serveCoupons();
    openSignedIn(COUPONS);
    const card = (await screen.findByText('New-user gift B')).closest('li');
    if (!card) throw new Error('no coupon card');
    expect(within(card).getByText('12% off')).toBeInTheDocument();
    expect(within(card).getByText('Orders over $20.00')).toBeInTheDocument();
    expect(within(card).getByText('Valid until 2026-12-31')).toBeInTheDocument();
  });

  it('a coupon without a minimum spend says so', async () => {
    serveCoupons();
    openSignedIn(COUPONS);
    const user = userEvent.setup();
    await screen.findByText('New-user gift A');
    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    const card = (await within(panel()).findByText('Expired gift')).closest('li');
    if (!card) throw new Error('no coupon card');
    expect(within(card).getByText('No minimum spend')).toBeInTheDocument();
  });
});

describe('Coupons: the redeem dialog', () => {
  it('sends the trimmed code, says Redemption successful, closes and reloads the coupons', async () => {
    const lists = serveCoupons();
    const redeems = serveRedeem(REDEEMED);
    openSignedIn(COUPONS);
    const { user, box, submit } = await openRedeem();
    await user.type(box, '  ROOKIE2026 ');
    await user.click(submit);
    expect(await screen.findByText('Redemption successful')).toBeInTheDocument();
    expect(redeems).toEqual([{ voucherCode: 'ROOKIE2026' }]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await waitFor(() => {
      expect(lists.filter((body) => body.status === 0).length).toBeGreaterThanOrEqual(2);
    });
  });

  it('keeps at most 12 characters and sends them', async () => {
    const redeems = serveRedeem(REDEEMED);
    serveCoupons();
    openSignedIn(COUPONS);
    const { user, box, submit } = await openRedeem();
    expect(box).toHaveAttribute('maxLength', '12');
    await user.type(box, 'ABCDEFGHIJKLMNOP');
    expect(box).toHaveValue('ABCDEFGHIJKL');
    await user.click(submit);
    await screen.findByText('Redemption successful');
    expect(redeems).toEqual([{ voucherCode: 'ABCDEFGHIJKL' }]);
  });

  it.each([[''], ['    ']])('does nothing with the empty code %j', async (typed) => {
    const redeems = serveRedeem(REDEEMED);
    serveCoupons();
    openSignedIn(COUPONS);
    const { user, dialog, box, submit } = await openRedeem();
    if (typed) await user.type(box, typed);
    await user.click(submit);
    await user.click(submit);
    expect(redeems).toEqual([]);
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByText('Redemption successful')).not.toBeInTheDocument();
  });

  it('a failed redeem (500) shows the server message and clears the box', async () => {
    const redeems = serveRedeem({ code: 500, msg: 'The coupon code is invalid', data: null });
    serveCoupons();
    openSignedIn(COUPONS);
    const { user, dialog, box, submit } = await openRedeem();
    await user.type(box, 'WRONG123');
    await user.click(submit);
    expect(await screen.findByText('The coupon code is invalid')).toBeInTheDocument();
    expect(redeems).toEqual([{ voucherCode: 'WRONG123' }]);
    await waitFor(() => {
      expect(box).toHaveValue('');
    });
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByText('Redemption successful')).not.toBeInTheDocument();
  });

  it('a 401 on redeem clears the session and goes to login', async () => {
    serveRedeem({ code: 401, msg: 'Login expired', data: null });
    serveCoupons();
    const { router } = openSignedIn(COUPONS);
    const { user, box, submit } = await openRedeem();
    await user.type(box, 'ROOKIE2026');
    await user.click(submit);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });
});

describe('Coupons: the languages', () => {
  it('reads in simplified and traditional Chinese', async () => {
    serveCoupons();
    const first = openSignedIn('/Tabs/Coupons');
    expect(await screen.findByRole('tab', { name: '已过期' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '兑换优惠码' })).toBeInTheDocument();
    first.unmount();
    openSignedIn('/zh-hant/Tabs/Coupons');
    expect(await screen.findByRole('tab', { name: '已過期' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '兌換優惠碼' })).toBeInTheDocument();
  });
});
