// The coupon calls of goodsDetail (the item's coupons for the strip and the popup, the
// member's usable ones for the bottom bar's saving, and claiming) in a chunk of their own,
// fetched with the first screen's render: the generated coupons module carries the
// mutation hooks of the coupon pages and checkout, and with them TanStack's useMutation,
// which the first screen itself does not need (docs/performance.md). The source renders
// nothing; it reports what it has to the screen.
import { useEffect } from 'react';
import type { Coupon } from '../../api/generated/model';
import { useClaimCoupon, useProductCoupons, useUsableCoupons } from './use-product-coupons';

export interface ProductCouponState {
  /** The item's coupons (strip and popup). */
  coupons: readonly Coupon[];
  /** The member's claimed coupons usable for this item and quantity. */
  usable: readonly Coupon[];
  /** Claims one coupon (Successfully_received and a reload of the lists on success). */
  claim?: (couponId: number) => void;
  /** The coupon being claimed. */
  claimingId?: number | undefined;
}

interface ProductCouponsSourceProps {
  itemId: number | undefined;
  num: number;
  signedIn: boolean;
  onChange: (state: ProductCouponState) => void;
}

export function ProductCouponsSource({
  itemId,
  num,
  signedIn,
  onChange,
}: ProductCouponsSourceProps) {
  const coupons = useProductCoupons(itemId, signedIn);
  const usable = useUsableCoupons(itemId, num, signedIn);
  const { mutate, isPending, variables } = useClaimCoupon();
  const claimingId = isPending ? variables.data.spuCoupons[0] : undefined;
  useEffect(() => {
    onChange({
      coupons,
      usable,
      claim: (couponId) => {
        mutate({ data: { spuCoupons: [couponId] } });
      },
      claimingId,
    });
  }, [coupons, usable, mutate, claimingId, onChange]);
  return null;
}
