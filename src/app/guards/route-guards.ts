// Route guards as loaders (seed 000 section 6, seed 001 section 6): Info, Order, Me and all
// account pages send guests to login; login, Registration, google, line and apple send
// signed-in users to Home. A guest sent to login has the page asked for (path and query)
// stored as the one sign-in intent (lib/purchase-intent.ts, most recent wins), so signing
// in lands there instead of Home: GoPay?orderId=... opened from a link, a tab, a bookmark.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { localeFromPath } from '../../config/locales';
import { paths } from '../../config/paths';
import { isSignedIn } from '../../lib/session';

function localeOf(request: Request) {
  return localeFromPath(new URL(request.url).pathname);
}

export async function requireSignedIn({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  if (isSignedIn()) return null;
  const { pathname, search } = new URL(request.url);
  // A module of its own, fetched by a guest's visit only (not part of every first screen).
  const { rememberReturnTo } = await import('../../lib/purchase-intent');
  rememberReturnTo(`${pathname}${search}`);
  throw redirect(paths.login.getHref(localeOf(request)));
}

export function requireGuest({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  if (isSignedIn()) throw redirect(paths.home.getHref(localeOf(request)));
  return null;
}
