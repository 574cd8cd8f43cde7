// Tabs/User, the account security hub (seed 001 section 2).
import { SecurityHubScreen } from '../../features/security/security-hub-screen';

export function Component() {
  return <SecurityHubScreen />;
}
