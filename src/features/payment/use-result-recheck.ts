// Asks for the payment result again while it is not known (issue 23 item 1). Seed 001
// section 4 gives only the first ask, 2.5 s after the page opens; after a reply that does
// not settle the payment (pending, or the result could not be read) the page asks again
// after each pause of PAYMENT_RESULT_RECHECK_MS in turn (inferred), counted from that reply,
// then stops. Check again asks at once and starts the pauses over. Each ask is TanStack
// Query's refetch of the one result query, so the error catalogue still applies to it.
import { useEffect, useState } from 'react';
import { PAYMENT_RESULT_RECHECK_MS } from '../../config/timing';

interface RecheckOptions {
  /** A reply came and did not say paid or failed. */
  unknown: boolean;
  /** A check is under way. */
  checking: boolean;
  /** Asks now (the query's refetch). */
  refetch: () => unknown;
}

export function useResultRecheck({ unknown, checking, refetch }: RecheckOptions) {
  const [autoChecks, setAutoChecks] = useState(0);
  const pause = PAYMENT_RESULT_RECHECK_MS[autoChecks];

  useEffect(() => {
    if (!unknown || checking || pause === undefined) return;
    const timer = setTimeout(() => {
      setAutoChecks((count) => count + 1);
      void refetch();
    }, pause);
    return () => {
      clearTimeout(timer);
    };
  }, [unknown, checking, pause, refetch]);

  return {
    /** The automatic checks are over; only Check again asks. */
    stopped: unknown && !checking && pause === undefined,
    checkAgain: () => {
      setAutoChecks(0);
      void refetch();
    },
  };
}
