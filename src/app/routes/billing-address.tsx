// Tabs/billingaddress (seed 001 section 2): the billing addresses, added, edited and deleted.
import { BillingAddressScreen } from '../../features/account/billing-address-screen';

export function Component() {
  return <BillingAddressScreen />;
}
