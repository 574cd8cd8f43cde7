// Tabs/changePassword (seed 001 section 2).
import { ChangePasswordScreen } from '../../features/security/change-password-screen';

export function Component() {
  return <ChangePasswordScreen />;
}
