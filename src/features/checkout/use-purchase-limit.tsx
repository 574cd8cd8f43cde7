// ConfirmOrder's purchase-limit popup (seed 001 section 5; seed 000 section 2 "Other"): a
// create order answering the purchase-limit code (10010) opens the popup goodsDetail's Buy
// shows for the same condition: title, 'Purchase limit reached for this denomination.
// Please choose a different amount.', close. Close keeps everything typed and chosen (the
// form and its draft stay), or goes Home for the types 'logins' and 'tuioncse' (the draft is
// kept for coming back). The popup is a chunk of its own, fetched when it first opens.
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { isBusinessCode, type ApiError } from '../../api/api-error';
import { PURCHASE_LIMIT_CODE, readLimitType } from '../../components/purchase-limit/limit-type';

const PurchaseLimitDialog = lazy(async () => ({
  default: (await import('../../components/purchase-limit/purchase-limit-dialog'))
    .PurchaseLimitDialog,
}));

interface PurchaseLimit {
  /** Opens the popup when `error` is the purchase limit; true when it did. */
  onCreateError: (error: ApiError) => boolean;
  dialog: ReactNode;
}

export function usePurchaseLimit(): PurchaseLimit {
  // undefined until the first limit; then kept mounted so the dialog closes as dialogs do.
  const [limit, setLimit] = useState<{ open: boolean; type: string | undefined }>();
  const onCreateError = useCallback((error: ApiError) => {
    if (!isBusinessCode(error, PURCHASE_LIMIT_CODE)) return false;
    setLimit({ open: true, type: readLimitType(error.data) });
    return true;
  }, []);
  const dialog = limit ? (
    <Suspense fallback={null}>
      <PurchaseLimitDialog
        open={limit.open}
        limitType={limit.type}
        onClose={() => {
          setLimit({ ...limit, open: false });
        }}
      />
    </Suspense>
  ) : null;
  return { onCreateError, dialog };
}
