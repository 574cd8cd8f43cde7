// Route guards as loaders (seed 000 section 6, seed 001 section 6): Info, Order, Me and all
// account pages send guests to login; login, Registration, google, line and apple send
// signed-in users to Home.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { localeFromPath } from '../../config/locales';
import { paths } from '../../config/paths';
import { isSignedIn } from '../../lib/session';

function localeOf(request: Request) {
  return localeFromPath(new URL(request.url).pathname);
}

export function requireSignedIn({ request }: LoaderFunctionArgs) {
  if (!isSignedIn()) throw redirect(paths.login.getHref(localeOf(request)));
  return null;
}

export function requireGuest({ request }: LoaderFunctionArgs) {
  if (isSignedIn()) throw redirect(paths.home.getHref(localeOf(request)));
  return null;
}
