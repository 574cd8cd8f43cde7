// Registration (seed 000 section 2, "Account entry screens").
import { RegistrationScreen } from '../../features/auth/registration-screen';

export function RegistrationRoute() {
  return <RegistrationScreen />;
}

/** The route module convention; the auth screen tests import it by its name. */
export { RegistrationRoute as Component };
