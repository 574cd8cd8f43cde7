// Submitting the binding form (seed 000 sections 4 and 8, "Binding"): a reply with
// access_token signs the shopper in (Binding_successful for 700 ms, then the login redirect
// rule); 804 carries the refreshed bind session (bindType 2 password bind, 3 code bind); any
// other failure is shown under the password field, so the call is silent (no toast as well).
import { useState } from 'react';
import { isApiError, isBusinessCode } from '../../api/api-error';
import { FAILURE_MESSAGE_KEYS } from '../../api/error-catalogue';
import { useBindThirdPartyAccount } from '../../api/generated/auth/auth';
import type { BindingRequest, BindSession } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import {
  clearBindSession,
  toBindSession,
  writeBindSession,
  type BindProvider,
} from './bind-session';
import { useCompleteSignIn } from './sign-in';

/** The success message of a bind (seed 000 section 8: "Binding_successful (700 ms)"). */
export const BINDING_SUCCESS_KEY = 'binding:Binding_successful';

/** Seed 000 section 8: "Binding | 804 | refresh bind state". */
export const NEEDS_MORE_INFO_CODE = 804;

/** A failure shown under the password: the server's msg, or a translated text. */
export type BindFailure = { message: string } | { messageKey: string };

export function bindFailure(error: unknown): BindFailure {
  if (isApiError(error) && error.kind !== 'business') {
    return { messageKey: FAILURE_MESSAGE_KEYS[error.kind] };
  }
  if (isApiError(error) && error.msg.trim() !== '') return { message: error.msg };
  return { messageKey: 'binding:failure.fallback' };
}

export function useBindSubmit(options: {
  provider: BindProvider;
  onNeedsMore: (session: BindSession, message: string) => void;
  onFailure: (failure: BindFailure) => void;
}) {
  const { provider, onNeedsMore, onFailure } = options;
  const completeSignIn = useCompleteSignIn();
  // Silent: every failure is shown at the form; 401 and 801 keep their shared behaviour.
  const bind = useBindThirdPartyAccount({ request: { silent: true } });
  const [signingIn, setSigningIn] = useState(false);

  const submit = async (request: BindingRequest): Promise<void> => {
    try {
      okData(await bind.mutateAsync({ data: request }));
    } catch (error) {
      const refreshed = isBusinessCode(error, NEEDS_MORE_INFO_CODE)
        ? toBindSession(error.data)
        : undefined;
      if (refreshed && isApiError(error)) {
        writeBindSession(provider, refreshed);
        onNeedsMore(refreshed, error.msg);
      } else {
        onFailure(bindFailure(error));
      }
      return;
    }
    clearBindSession(provider);
    setSigningIn(true);
    await completeSignIn({ successKey: BINDING_SUCCESS_KEY });
  };

  return { submit, pending: bind.isPending || signingIn };
}
