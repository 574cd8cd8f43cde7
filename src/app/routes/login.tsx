// login (seed 000 section 2, "Account entry screens").
import { LoginScreen } from '../../features/auth/login-screen';

export function LoginRoute() {
  return <LoginScreen />;
}

/** The route module convention; the auth screen tests import it by its name. */
export { LoginRoute as Component };
