// Issue 11 item 3: the 401 path stores the intent a screen holds before it goes to login,
// and nothing once the screen has let go of it.
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, readCookie, writeCookie } from '../lib/cookies';
import { setNavigator } from '../lib/navigation';
import { holdIntent, readIntent, rememberProduct, useHeldIntent } from '../lib/purchase-intent';
import { ApiError } from './api-error';
import { applySharedBehaviour } from './error-catalogue';

const navigate = vi.fn();
const CONFIRM_ORDER = '/en/Tabs/ConfirmOrder?itemId=10103&num=2&couponsId=7';

function expire(kind: 'business' | 'http' = 'business') {
  writeCookie(COOKIE.signedIn, '1');
  applySharedBehaviour(
    new ApiError({
      kind,
      code: 401,
      status: kind === 'http' ? 401 : 200,
      url: '/x',
      method: 'POST',
    }),
  );
}

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  window.history.replaceState(null, '', '/en/Tabs/ConfirmOrder');
});

describe('401 keeps what the shopper was doing', () => {
  it('stores the held intent, then clears the session and goes to login', () => {
    const release = holdIntent({ kind: 'page', href: CONFIRM_ORDER });
    expire();
    release();
    expect(readIntent()).toEqual({ kind: 'page', href: CONFIRM_ORDER });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/en/login', { replace: true });
  });

  it('also for the HTTP-level 401 (Prism’s problem reply)', () => {
    const release = holdIntent({ kind: 'purchase', purchase: { itemId: 10103, num: 2 } });
    expire('http');
    release();
    expect(readIntent()).toEqual({ kind: 'purchase', purchase: { itemId: 10103, num: 2 } });
  });

  it('the most recently held intent wins', () => {
    const releaseOuter = holdIntent({ kind: 'page', href: '/en/Order' });
    const releaseInner = holdIntent({ kind: 'page', href: CONFIRM_ORDER });
    expire();
    releaseInner();
    releaseOuter();
    expect(readIntent()).toEqual({ kind: 'page', href: CONFIRM_ORDER });
  });

  it('stores nothing once released, and leaves an older stored intent alone', () => {
    rememberProduct({ spuId: 10201 });
    holdIntent({ kind: 'page', href: CONFIRM_ORDER })();
    expire();
    expect(readIntent()).toEqual({ kind: 'product', product: { spuId: 10201 } });
  });

  it('useHeldIntent holds while the screen is mounted (ConfirmOrder with its query)', () => {
    const screen = renderHook(() => {
      useHeldIntent({ kind: 'page', href: CONFIRM_ORDER });
    });
    expire();
    expect(readIntent()).toEqual({ kind: 'page', href: CONFIRM_ORDER });
    screen.unmount();
    rememberProduct({ spuId: 10201 });
    expire();
    expect(readIntent()).toEqual({ kind: 'product', product: { spuId: 10201 } });
  });
});
