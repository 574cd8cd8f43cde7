// Tabs/Me (seed 001 section 2: the Me page of the account centre).
import { MeScreen } from '../../features/me/me-screen';

export function Component() {
  return <MeScreen />;
}
