import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { forgetRepliesOnSessionChange } from '../../app/query-client';
import {
  getGetUserInfoMockHandler,
  getGetUserInfoResponseMock,
} from '../../api/generated/member/member.msw';
import { getGetUserInfoQueryKey } from '../../api/generated/member/member';
import { getLogTrackingEventMockHandler } from '../../api/generated/tracking/tracking.msw';
import type { LogTrackingEventRequest } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import * as cookies from '../../lib/cookies';
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies';
import { rememberProduct, rememberPurchase, rememberReturnTo } from '../../lib/purchase-intent';
import { useIsSignedIn } from '../../lib/use-is-signed-in';
import { advance, settleNow, settleUntil, useFakeClock } from './fake-clock.test-utils';
import { useCompleteSignIn } from './sign-in';

vi.mock('../../lib/cookies', async (importActual) => {
  const actual = await importActual<typeof import('../../lib/cookies')>();
  return { ...actual, writeCookie: vi.fn(actual.writeCookie) };
});

function Harness({ successKey }: { successKey?: string }) {
  const completeSignIn = useCompleteSignIn();
  const signedIn = useIsSignedIn();
  return (
    <>
      <p>{signedIn ? 'signed in' : 'guest'}</p>
      <button
        type="button"
        onClick={() => {
          // What the /api pass-through's Set-Cookie did when the sign-in reply passed.
          document.cookie = `${COOKIE.signedIn}=1; path=/`;
          void completeSignIn(successKey ? { successKey } : undefined);
        }}
      >
        finish
      </button>
    </>
  );
}

function location() {
  return screen.getByTestId('location').textContent;
}

async function finish(successKey?: string) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) });
  const utils = renderWithProviders(<Harness successKey={successKey} />, '/en/login');
  // As main.tsx does: a session change drops the cached replies no screen is showing.
  onTestFinished(forgetRepliesOnSessionChange(utils.queryClient));
  await user.click(screen.getByRole('button', { name: 'finish' }));
  return utils;
}

describe('useCompleteSignIn', () => {
  beforeEach(() => {
    useFakeClock();
  });
  afterEach(() => {
    vi.mocked(cookies.writeCookie).mockClear();
  });

  it('stores the login date for 1296000 s, never the token, tells the session, then the user info', async () => {
    await finish();
    await screen.findByText('signed in');
    // The token is the server's HttpOnly cookie (issue 25 item 5): the page never writes it.
    expect(cookies.writeCookie).not.toHaveBeenCalledWith(COOKIE.token, expect.anything());
    expect(cookies.writeCookie).not.toHaveBeenCalledWith(
      COOKIE.token,
      expect.anything(),
      expect.anything(),
    );
    expect(readCookie(COOKIE.token)).toBeUndefined();
    expect(cookies.writeCookie).toHaveBeenCalledWith(
      COOKIE.loginDate,
      expect.any(String),
      1_296_000,
    );
    expect(readCookie(COOKIE.loginDate)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const info = okData(getGetUserInfoResponseMock());
    // Only what a screen reads from the cookie (issue 11 item 22): no e-mail, phone or names.
    await waitFor(() => {
      expect(JSON.parse(readCookie(COOKIE.userInfo) ?? 'null')).toEqual({
        level: { levelName: info.level.levelName },
      });
    });
  });

  it('keeps the member info it asked for, so the next screen does not ask again', async () => {
    const { queryClient } = await finish();
    await screen.findByText('signed in');
    await waitFor(() => {
      expect(readCookie(COOKIE.userInfo)).toBeDefined();
    });
    // Issue 23 item 9: the reply was dropped by the session change it preceded, and Me asked
    // for the member info a second time.
    expect(queryClient.getQueryData(getGetUserInfoQueryKey())).toEqual(
      getGetUserInfoResponseMock(),
    );
  });

  it('shows the success message for 700 ms, then goes Home when nothing was intended', async () => {
    await finish();
    await settleUntil(() => screen.queryByText('Login successful') !== null);
    expect(screen.getByText('Login successful').closest('[role="status"]')).not.toBeNull();
    // Seed 000 section 4: 700 ms of message, counted from when it shows.
    await advance(699);
    expect(location()).toBe('/en/login');
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    await advance(1);
    await settleNow(() => location() === '/en');
    expect(screen.queryByText('Login successful')).not.toBeInTheDocument();
  });

  it('QueryData: goes to ConfirmOrder with itemId and num and sends the buy-click event', async () => {
    const tracked: LogTrackingEventRequest[] = [];
    server.use(
      getLogTrackingEventMockHandler(async ({ request }) => {
        tracked.push((await request.json()) as LogTrackingEventRequest);
        return { code: 200, msg: 'success', data: null };
      }),
    );
    writeCookie(COOKIE.cid, 'fb-ads-1120');
    rememberPurchase({ itemId: 10103, num: 2 }, { spuId: 10103, categoryId: 101 });
    await finish();
    await settleUntil(() => screen.queryByText('Login successful') !== null);
    await advance(700);
    await waitFor(() => {
      expect(location()).toBe('/en/Tabs/ConfirmOrder?itemId=10103&num=2');
    });
    await waitFor(() => {
      expect(tracked).toEqual([
        {
          channel: 'fb-ads-1120',
          spuId: 10103,
          pageUrl: '/en/login',
          trackingPosition: 'buy_click',
        },
      ]);
    });
    // The intent is used once.
    expect(readCookie(COOKIE.queryData)).toBeUndefined();
    expect(readCookie(COOKIE.puiomData)).toBeUndefined();
  });

  it('keeps a stored recharge account and type on the way to ConfirmOrder', async () => {
    rememberPurchase({ itemId: 10101, num: 1, type: '1', memberNumber: '5123456789' });
    await finish();
    await settleUntil(() => screen.queryByText('Login successful') !== null);
    await advance(700);
    await waitFor(() => {
      expect(location()).toBe(
        '/en/Tabs/ConfirmOrder?itemId=10101&num=1&memberNumber=5123456789&type=1',
      );
    });
  });

  it('PuiomData without QueryData: goes back to goodsDetail, no tracking', async () => {
    server.use(
      getLogTrackingEventMockHandler(() => {
        throw new Error('no buy click expected');
      }),
    );
    rememberProduct({ spuId: 10201, categoryId: 102 });
    await finish();
    await settleUntil(() => screen.queryByText('Login successful') !== null);
    await advance(700);
    await waitFor(() => {
      expect(location()).toBe('/en/goodsDetail?spuId=10201&categoryId=102');
    });
  });

  it('the most recent intent wins: a product stored after a purchase goes to goodsDetail', async () => {
    rememberPurchase({ itemId: 10103, num: 2 }, { spuId: 10103, categoryId: 101 });
    rememberProduct({ spuId: 10201, categoryId: 102 });
    await finish();
    await settleUntil(() => screen.queryByText('Login successful') !== null);
    await advance(700);
    await waitFor(() => {
      expect(location()).toBe('/en/goodsDetail?spuId=10201&categoryId=102');
    });
    expect(readCookie(COOKIE.queryData)).toBeUndefined();
    expect(readCookie(COOKIE.puiomData)).toBeUndefined();
  });

  it('a page a screen asked to return to: goes there once, then the slot is empty', async () => {
    rememberReturnTo('/en/Tabs/ConfirmOrder?itemId=10103&num=2&couponsId=7');
    await finish();
    await settleUntil(() => screen.queryByText('Login successful') !== null);
    await advance(700);
    await waitFor(() => {
      expect(location()).toBe('/en/Tabs/ConfirmOrder?itemId=10103&num=2&couponsId=7');
    });
    expect(readCookie(COOKIE.returnTo)).toBeUndefined();
  });

  it('shows the caller’s message (binding passes its own)', async () => {
    await finish('auth:registration.success');
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
  });

  it('still signs in when the user info cannot be fetched (the client shows the toast)', async () => {
    server.use(getGetUserInfoMockHandler({ code: 500, msg: 'The system is busy', data: null }));
    await finish();
    expect(await screen.findByRole('alert')).toHaveTextContent('The system is busy');
    expect(readCookie(COOKIE.userInfo)).toBeUndefined();
    await settleUntil(() => screen.queryByText('Login successful') !== null);
    await advance(700);
    await waitFor(() => {
      expect(location()).toBe('/en');
    });
  });
});

describe('useCompleteSignIn after the screen is left', () => {
  it('does not redirect, and keeps the stored purchase, when the screen unmounts during the 700 ms', async () => {
    useFakeClock();
    rememberPurchase({ itemId: 10103, num: 2 });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) });
    const { unmount, router } = renderWithProviders(<Harness />, '/en/login');
    await user.click(screen.getByRole('button', { name: 'finish' }));
    await settleUntil(() => screen.queryByText('Login successful') !== null);
    unmount();
    await advance(700);
    expect(router.state.location.pathname).toBe('/en/login');
    expect(readCookie(COOKIE.queryData)).toBeDefined();
  });
});
