// Tabs/PersonalData (seed 001 section 2): avatar, email, nickname and sign out.
import { PersonalDataScreen } from '../../features/account/personal-data-screen';

export function Component() {
  return <PersonalDataScreen />;
}
