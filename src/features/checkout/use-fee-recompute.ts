// The fee recompute (seed 001 section 4: "Selecting a payment recomputes the fee"): each
// choice (payment method, coupon) asks the fee call again; only the reply to the newest
// choice is kept, so a slow reply to an older choice never overwrites a newer one. A failed
// call keeps the previous breakdown (its toast comes from the error catalogue).
//
// ConfirmOrder: fetchFee = (choice) => getCheckoutFee({ itemId, num, couponsId, paymentMethod })
// GoPay:        fetchFee = (choice) => getPaymentMethodDetail({ orderId, paymentMethod })
import { useCallback, useEffect, useRef, useState } from 'react';

export interface FeeRecompute<Choice, Fee> {
  /** The breakdown of the newest answered choice (undefined before the first reply). */
  fee: Fee | undefined;
  /** The choice whose reply is awaited (undefined when none is). */
  pendingChoice: Choice | undefined;
  /** Asks the fee for `choice`; a newer call makes every older reply stale. */
  recompute: (choice: Choice) => void;
}

export function useFeeRecompute<Choice, Fee>(
  fetchFee: (choice: Choice) => Promise<Fee>,
  initialFee?: Fee,
): FeeRecompute<Choice, Fee> {
  const [fee, setFee] = useState<Fee | undefined>(initialFee);
  const [pendingChoice, setPendingChoice] = useState<Choice | undefined>(undefined);
  const latest = useRef(0);
  const fetcher = useRef(fetchFee);
  useEffect(() => {
    fetcher.current = fetchFee;
  });
  // A reply after unmount is stale too.
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  const recompute = useCallback((choice: Choice) => {
    latest.current += 1;
    const ticket = latest.current;
    setPendingChoice(() => choice);
    fetcher.current(choice).then(
      (next) => {
        if (ticket !== latest.current) return;
        setFee(() => next);
        setPendingChoice(undefined);
      },
      () => {
        if (ticket !== latest.current) return;
        setPendingChoice(undefined);
      },
    );
  }, []);

  return { fee, pendingChoice, recompute };
}
