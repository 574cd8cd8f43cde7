// The shared error catalogue (seed 000 section 8, seed 001 section 8): what the client does
// by itself for each failure, in one table. Screen-specific codes (10001, 10002, 804, ...)
// are left to the screens, which read them from the thrown ApiError.
import { paths } from '../config/paths';
import { localeFromPath } from '../config/locales';
import { navigateTo } from '../lib/navigation';
import { expireSession } from '../lib/session';
import { showToast } from '../lib/toast-store';
import type { ApiError, ApiErrorKind } from './api-error';

export type SharedBehaviour = 'sign-out' | 'toast-message' | 'not-found';

/** Business codes with a behaviour everywhere. Other codes leave the page unchanged. */
export const SHARED_CODE_BEHAVIOUR: Readonly<Record<number, SharedBehaviour>> = {
  /**
   * "401: clear all session cookies and go to the {lang} login page." The intent a screen
   * holds (lib/purchase-intent.ts holdIntent) is stored first, so sign-in returns to it.
   */
  401: 'sign-out',
  /** "500 and 10008: show msg as an error toast." */
  500: 'toast-message',
  10008: 'toast-message',
  /** "801: go to the error/not-found route." */
  801: 'not-found',
};

/** i18n keys of the toasts for failures that carry no server message. */
export const FAILURE_MESSAGE_KEYS: Readonly<Record<Exclude<ApiErrorKind, 'business'>, string>> = {
  network: 'common:errors.network',
  timeout: 'common:errors.timeout',
  'invalid-response': 'common:errors.invalidResponse',
  http: 'common:errors.requestRejected',
};

export interface BehaviourOptions {
  /** Codes the caller handles itself (for example 10008 shown under the code field). */
  handledCodes?: readonly (number | string)[];
  /** No toast at all (fire-and-forget calls such as tracking). Sign-out and 801 still apply. */
  silent?: boolean;
}

function currentLocale() {
  return localeFromPath(typeof window === 'undefined' ? '/' : window.location.pathname);
}

/** Applies the shared behaviour of a failed call; the error is thrown to the caller anyway. */
export function applySharedBehaviour(error: ApiError, options: BehaviourOptions = {}): void {
  const handled = (options.handledCodes ?? []).map(String);
  if (error.code !== undefined && handled.includes(String(error.code))) return;

  if (error.kind === 'business' || (error.kind === 'http' && error.status === 401)) {
    const behaviour =
      typeof error.code === 'number' ? SHARED_CODE_BEHAVIOUR[error.code] : undefined;
    switch (behaviour) {
      case 'sign-out':
        // What the shopper was doing (a purchase under way) resumes after signing in again.
        expireSession();
        navigateTo(paths.login.getHref(currentLocale()), { replace: true });
        return;
      case 'not-found':
        navigateTo(paths.notFound.getHref(currentLocale()), { replace: true });
        return;
      case 'toast-message':
        if (!options.silent) {
          showToast(
            error.msg
              ? { kind: 'error', message: error.msg }
              : { kind: 'error', messageKey: 'common:errors.unknown' },
          );
        }
        return;
      default:
        return;
    }
  }
  if (options.silent) return;
  // Several blocks of a screen may fail at once for one cause (and a network failure is
  // retried once): the toast store merges the repeats into the one toast shown.
  showToast({ kind: 'error', messageKey: FAILURE_MESSAGE_KEYS[error.kind] });
}
