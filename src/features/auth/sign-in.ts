// What happens once the server has handed over an access token (login, registration,
// quick register, third-party binding), seed 000 section 4 "Login flow" 2-3 and section 9:
// the token is stored (adbws_marker, 1296000 s: by the server, HttpOnly, issue 25 item 5)
// with the login date (goDatd), the user info is fetched into the Userinfo cookie, the
// session is told, a success message shows for 700 ms, then the redirect rule: QueryData ->
// ConfirmOrder (with the buy-click tracking event), else PuiomData -> goodsDetail, else Home.
// The three are one slot (the most recent intent; a screen's ReturnTo page is the fourth
// kind), cleared once used.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { getGetUserInfoQueryOptions } from '../../api/generated/member/member';
import { logTrackingEvent } from '../../api/generated/tracking/tracking';
import { okData } from '../../api/http-client';
import type { Locale } from '../../config/locales';
import { paths } from '../../config/paths';
import { SIGN_IN_MESSAGE_MS } from '../../config/timing';
import {
  COOKIE,
  COOKIE_MAX_AGE_S,
  forgetCookies,
  readCookie,
  writeCookie,
} from '../../lib/cookies';
import { forgetIntent, readIntent } from '../../lib/purchase-intent';
import { notifySessionChange, withoutAppToken } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { writeUserInfoCookie } from '../../lib/user-info-cookie';
import { useLocale } from '../../lib/use-locale';

/** The i18n key of the default success message (login, registration). */
export const SIGN_IN_SUCCESS_KEY = 'auth:login.success';
/** The success message after a registration (which signs the shopper in). */
export const REGISTRATION_SUCCESS_KEY = 'auth:registration.success';

/** trackingPosition of the buy click (contract: tracking.yaml, example buyClick). */
export const BUY_CLICK_POSITION = 'buy_click';

export interface CompleteSignInOptions {
  /** i18n key (namespace:key) of the success message; binding passes its Binding_successful. */
  successKey?: string;
}

/** Called once a sign-in reply succeeded (the session cookie is then set). */
export type CompleteSignIn = (options?: CompleteSignInOptions) => Promise<void>;

/** Where the shopper goes after signing in (seed 000 section 4, Login flow 3). */
export type SignInTarget =
  | { kind: 'confirmOrder'; href: string; itemId: number }
  | { kind: 'goodsDetail'; href: string }
  /** A page a screen asked to come back to (lib/purchase-intent.ts rememberReturnTo). */
  | { kind: 'page'; href: string }
  | { kind: 'home'; href: string };

export function signInTarget(lang: Locale): SignInTarget {
  const intent = readIntent();
  if (intent?.kind === 'purchase') {
    const { purchase } = intent;
    return {
      kind: 'confirmOrder',
      itemId: purchase.itemId,
      href: paths.confirmOrder.getHref(lang, {
        itemId: purchase.itemId,
        num: purchase.num,
        ...(purchase.memberNumber ? { memberNumber: purchase.memberNumber } : {}),
        ...(purchase.type ? { type: purchase.type } : {}),
      }),
    };
  }
  if (intent?.kind === 'product') {
    const { product } = intent;
    return {
      kind: 'goodsDetail',
      href: paths.goodsDetail.getHref(lang, {
        ...(product.spuId ? { spuId: product.spuId } : {}),
        ...(product.categoryId ? { categoryId: product.categoryId } : {}),
      }),
    };
  }
  if (intent?.kind === 'page') return { kind: 'page', href: intent.href };
  return { kind: 'home', href: paths.home.getHref(lang) };
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Stores the login date, which lives as long as the token (15 days). The token itself is
 * never the page's: the /api pass-through put it into the HttpOnly session cookie, with the
 * signed-in flag, when the sign-in reply passed (src/server/api-pass-through.ts).
 */
export function storeLoginDate(): void {
  // The reply's Set-Cookie changed the jar behind this module's back.
  forgetCookies();
  writeCookie(COOKIE.loginDate, new Date().toISOString(), COOKIE_MAX_AGE_S.token);
}

function is401(error: unknown): boolean {
  return isApiError(error) && (error.code === 401 || error.status === 401);
}

export function useCompleteSignIn(): CompleteSignIn {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLocale();
  const { pathname, search } = useLocation();
  // The screen may be left during the 700 ms (Home link, back): then the redirect is off and
  // the stored intent stays for the next sign-in.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return async (options = {}) => {
    storeLoginDate();
    // The session changes before anything is asked under it: the change drops the cached
    // replies no screen shows (app/query-client.ts), and told after the member info it
    // dropped that reply too, so the next screen (Me) asked again (issue 23 item 9).
    notifySessionChange();
    try {
      // Asked afresh (and kept in the cache for the account pages).
      const { queryKey, queryFn } = getGetUserInfoQueryOptions();
      const info = okData(await queryClient.query({ queryKey, queryFn, staleTime: 0 }));
      writeUserInfoCookie(info);
    } catch (error) {
      // 401 has already cleared the session and gone to login; any other failure has shown
      // its toast, and the account pages fetch the user info again when they need it.
      if (is401(error)) return;
    }

    showToast({
      kind: 'success',
      messageKey: options.successKey ?? SIGN_IN_SUCCESS_KEY,
      durationMs: SIGN_IN_MESSAGE_MS,
    });
    await wait(SIGN_IN_MESSAGE_MS);
    if (!mounted.current) return;

    const target = signInTarget(lang);
    if (target.kind === 'confirmOrder') {
      // Fire-and-forget: the reply is ignored and a failure shows nothing.
      void logTrackingEvent(
        {
          channel: readCookie(COOKIE.cid) ?? '',
          spuId: target.itemId,
          pageUrl: `${pathname}${withoutAppToken(search)}`,
          trackingPosition: BUY_CLICK_POSITION,
        },
        { silent: true },
      ).catch(() => undefined);
    }
    // The stored intent is used once: a later sign-in starts from Home again.
    if (target.kind !== 'home') forgetIntent();
    await navigate(target.href, { replace: true });
  };
}
