// Which screen of the route table (src/config/routes.ts) an address is, with the status the
// page answers with: the table's own rules, read on the server the way the browser's router
// reads them (app/router.tsx): `/:lang?/<path>`, paths matched case-insensitively, an unknown
// first segment an unknown page of the default language, a query that fails its schema the
// framework 404 ("This page could not be found").
import { matchPath } from 'react-router';
import { COOKIE } from '../lib/cookies';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../config/locales';
import { queryKit, queryObject } from '../config/route-query';
import { routes, type RouteDefinition, type RouteKey } from '../config/routes';
import { parseCookieHeader } from './request-scope';

/** The screens that take a payment: the provider's frames and `payment` are allowed there. */
const PAYMENT_SCREENS: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'cardPayment',
  'airwallex',
  'applePay',
  'googlePay',
  'appFastPay',
  'appAirwallex',
  'appGooglePay',
  'appApplePay',
  'appCardPayments',
]);

export interface PageRoute {
  /** The screen, or undefined for an unknown address (the framework 404 page). */
  key: RouteKey | undefined;
  locale: Locale;
  status: 200 | 404;
  /** Opened inside the native app (the route table's chrome 'app'). */
  inApp: boolean;
  payment: boolean;
  /** Shows the shopper's own data (a signed-in screen or an app page). */
  personal: boolean;
}

const KEYS = Object.keys(routes) as RouteKey[];

function screenAt(rest: string): RouteKey | undefined {
  return KEYS.find(
    (key) => matchPath({ path: `/${routes[key].path}`, end: true }, rest || '/') !== null,
  );
}

function queryFits(definition: RouteDefinition, search: URLSearchParams): boolean {
  return definition.query
    ? definition.query(queryKit).safeParse(queryObject(search)).success
    : true;
}

/** The screen and status of a pathname and query. */
export function pageRoute(pathname: string, search: URLSearchParams): PageRoute {
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  const rest = `/${(isLocale(first) ? segments.slice(2) : segments.slice(1)).join('/')}`;
  const key = screenAt(rest.replace(/\/+$/, '') || '/');
  const definition: RouteDefinition | undefined = key ? routes[key] : undefined;
  const found = definition !== undefined && queryFits(definition, search);
  const inApp = definition?.chrome === 'app';
  return {
    key: found ? key : undefined,
    locale,
    status: found && key !== 'notFound' ? 200 : 404,
    inApp,
    payment: key !== undefined && PAYMENT_SCREENS.has(key),
    personal: definition?.guard === 'signed-in' || inApp,
  };
}

function hasCookie(cookieHeader: string | undefined, name: string): boolean {
  return parseCookieHeader(cookieHeader)[name] !== undefined;
}

/** Whether a request carries the shopper's session (the token cookie of seed 000 section 6). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return hasCookie(cookieHeader, COOKIE.token);
}
