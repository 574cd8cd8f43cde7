// Tabs/fastspeed (seed 001 section 2): the quick-pay cards, each with its number and a
// delete dialog, and an empty state.
import { QuickPayScreen } from '../../features/wallet/quick-pay-screen';

export function Component() {
  return <QuickPayScreen />;
}
