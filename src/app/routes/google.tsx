// The google binding screen (seed 000 section 2): binds the Google sign-in to a new or existing
// account, then signs the shopper in. The route guard sends signed-in shoppers Home.
import { BindingScreen } from '../../features/auth/binding-screen';

export function GoogleRoute() {
  return <BindingScreen provider="google" />;
}

/** The route module convention; the auth screen tests import it by its name. */
export { GoogleRoute as Component };
