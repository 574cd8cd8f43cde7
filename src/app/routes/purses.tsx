// Tabs/Purses (seed 001 section 2): the wallet balance, stored in USD and shown in the
// selected currency, with its history.
import { PursesScreen } from '../../features/wallet/purses-screen';

export function Component() {
  return <PursesScreen />;
}
