// The coupons of the selected item (seed 000 section 2, coupon strip and popup): guests read
// the guest list, signed-in members the member list with their claim status. Claiming shows
// Successfully_received and reloads the member's coupons (seed 000 section 8).
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import {
  getListMemberCouponsQueryKey,
  getSearchCouponsForItemQueryKey,
  useClaimCoupons,
  useListGuestCoupons,
  useListMemberCoupons,
  useSearchCouponsForItem,
} from '../../api/generated/coupons/coupons';
import type { Coupon } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { showToast } from '../../lib/toast-store';

const NO_COUPONS: readonly Coupon[] = [];

export function useProductCoupons(
  itemId: number | undefined,
  signedIn: boolean,
): readonly Coupon[] {
  const params = { itemId: itemId ?? 0 };
  const guest = useListGuestCoupons(params, {
    query: {
      select: okData,
      enabled: itemId !== undefined && !signedIn,
      placeholderData: keepPreviousData,
    },
  });
  const member = useListMemberCoupons(params, {
    query: {
      select: okData,
      enabled: itemId !== undefined && signedIn,
      placeholderData: keepPreviousData,
    },
  });
  return (signedIn ? member.data : guest.data) ?? NO_COUPONS;
}

/**
 * The member's claimed coupons usable for this item and quantity (keyong), for the bottom
 * bar's saving. Guests see no saving, so nothing is asked for them.
 */
export function useUsableCoupons(
  spuId: number | undefined,
  num: number,
  signedIn: boolean,
): readonly Coupon[] {
  const { data } = useSearchCouponsForItem(
    { spuId: spuId ?? 0, num },
    {
      query: {
        select: okData,
        enabled: signedIn && spuId !== undefined,
        placeholderData: keepPreviousData,
      },
    },
  );
  return signedIn ? (data?.keyong ?? NO_COUPONS) : NO_COUPONS;
}

export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useClaimCoupons({
    mutation: {
      onSuccess: async () => {
        showToast({ kind: 'success', messageKey: 'product:Successfully_received' });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getListMemberCouponsQueryKey() }),
          queryClient.invalidateQueries({
            queryKey: getSearchCouponsForItemQueryKey().slice(0, 2),
          }),
        ]);
      },
    },
  });
}
