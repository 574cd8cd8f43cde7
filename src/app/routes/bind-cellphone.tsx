// Tabs/bindCellphone (seed 001 section 2).
import { BindCellphoneScreen } from '../../features/security/bind-cellphone-screen';

export function Component() {
  return <BindCellphoneScreen />;
}
