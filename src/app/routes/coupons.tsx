// Tabs/Coupons (seed 001 section 2: coupons, tabs unused, used, expired, plus a redeem dialog).
import { CouponsScreen } from '../../features/coupons/coupons-screen';

export function Component() {
  return <CouponsScreen />;
}
