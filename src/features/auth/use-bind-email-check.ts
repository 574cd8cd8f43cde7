// The email-exists check of the binding form (seed 000 section 4: "The email-exists check runs
// when a valid email loses focus (data 0 means new)"; section 7: "t is base64 of the username
// or email, b timestamp"). Only a valid email is checked, each address once in a row, and a
// reply for an address the shopper has since changed is dropped.
import { useRef } from 'react';
import { useCheckAccount } from '../../api/generated/auth/auth';
import { accountCheckPayload } from './account-check';
import { isEmail } from './account-input';

export type EmailCheckResult = 'new' | 'registered';

export function useBindEmailCheck(options: {
  /** The form's current email, read when a reply arrives. */
  currentEmail: () => string;
  onResult: (result: EmailCheckResult, email: string) => void;
}) {
  const check = useCheckAccount();
  const lastChecked = useRef<string | undefined>(undefined);
  const { currentEmail, onResult } = options;

  return (value: string) => {
    const email = value.trim();
    if (!isEmail(email) || email === lastChecked.current) return;
    lastChecked.current = email;
    check.mutate(
      { data: accountCheckPayload(email) },
      {
        onSuccess: (reply) => {
          if (currentEmail().trim() !== email) return;
          // data 0 new, 1 registered; anything else (a short-video account) is not ours.
          if (reply.data === 0) onResult('new', email);
          else if (reply.data === 1) onResult('registered', email);
        },
        onError: () => {
          // The client has shown the toast; the same address may be checked again.
          lastChecked.current = undefined;
        },
      },
    );
  };
}
