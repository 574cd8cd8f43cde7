// Tabs/changetiePhone, the two-step phone change (seed 001 section 2).
import { ChangePhoneScreen } from '../../features/security/change-phone-screen';

export function Component() {
  return <ChangePhoneScreen />;
}
