// Tabs/RechargeAccount (seed 001 section 2): saved recharge accounts by category, edit mode,
// select all, delete (also by swipe) and Place order.
import { RechargeAccountScreen } from '../../features/saved-accounts/recharge-account-screen';

export function Component() {
  return <RechargeAccountScreen />;
}
