// The router, built from the route table (config/routes.ts). Every route lives under the
// language segment; zh, the default, may be omitted (`/` and `/zh` both work). Screens are
// lazy chunks: src/app/routes/<module>.tsx exporting `Component`. Guards, query validation
// and prefetching run in loaders, so they start before a chunk has arrived. What a screen
// throws while rendering stays inside its layout (screen-error-boundary.tsx); what a loader
// throws reaches the framework error page (route-error-boundary.tsx) inside the language
// layout. The root route's loader switches the language before the new route renders.
import type { i18n as I18n } from 'i18next';
import {
  createBrowserRouter,
  createMemoryRouter,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { DEFAULT_LOCALE, isLocale, pathWithoutLocale } from '../config/locales';
import { routes, type RouteDefinition, type RouteKey } from '../config/routes';
import { prefetchHome } from '../features/catalog/prefetch-home';
import { prefetchProduct } from '../features/product/prefetch-product';
import { requireGuest, requireSignedIn } from './guards/route-guards';
import { RouteErrorBoundary } from './route-error-boundary';
import type { ScreenLoaderData } from '../lib/use-route-query';
import { parseRouteQuery } from './route-query';

/** The convention every screen module follows. */
interface ScreenModule {
  Component: ComponentType;
}

const screenModules = import.meta.glob<ScreenModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/**
 * A route's lazy Component. A chunk that fails to load becomes a Component that throws the
 * failure while rendering, so the route's error boundary shows it (and reloads to the page
 * being opened, lib/chunk-reload.ts). A rejected `lazy` would leave the route unresolved:
 * the router then renders nothing below the root, a blank screen (issue 11 item 21).
 */
export function lazyComponent(
  load: () => Promise<ComponentType>,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

/** The lazy route module of a screen (src/app/routes/<module>.tsx). */
export function loadScreen(module: string): () => Promise<ScreenModule> {
  const load = screenModules[`./routes/${module}.tsx`];
  if (!load)
    throw new Error(`The route table names src/app/routes/${module}.tsx, which is missing`);
  return lazyComponent(async () => (await load()).Component);
}

// Loaded when a screen fails: no screen's first paint waits for it.
const ScreenErrorBoundary = lazy(async () => ({
  default: (await import('./screen-error-boundary')).ScreenErrorBoundary,
}));

/** What a screen's prefetch gets: the address's query, raw and as the loader parsed it. */
export interface PrefetchArgs {
  search: URLSearchParams;
  query: object;
}
type Prefetch = (queryClient: QueryClient, args: PrefetchArgs) => void;

/**
 * Screens that start their calls from the loader, while their chunk downloads: each entry
 * gives the screen's prefetch, loading its code first where it is a chunk of its own. The
 * loader asks for it before checking the query and the guard, so that code downloads
 * while the guard works (a guest's check loads the sign-in intent) instead of after it.
 * The feature modules take the same arguments, so no entry adapts a signature.
 */
const prefetchers: Partial<Record<RouteKey, () => Promise<Prefetch>>> = {
  home: () => Promise.resolve(prefetchHome),
  goodsDetail: () => Promise.resolve(prefetchProduct),
  productDetail: () => Promise.resolve(prefetchProduct),
  // Chunks of their own: the payments and coupons modules ConfirmOrder's brings are no
  // other first screen's, nor the generated orders module the Order tab's brings.
  confirmOrder: async () =>
    (await import('../features/checkout/prefetch-confirm-order')).prefetchConfirmOrder,
  order: async () => (await import('../features/orders/prefetch-orders')).prefetchOrders,
};

/** A screen's loader: the router's, and the landing screen's early start. */
type ScreenLoader = (
  args: Pick<LoaderFunctionArgs, 'request'> & { context?: unknown },
) => Promise<ScreenLoaderData>;

/**
 * What a request's loaders work with: in a browser, the app's QueryClient and i18next
 * instance, given when the routes are made; on a server, the request's own, given to each
 * request (see createServerRoutes).
 */
export interface RouteServices {
  queryClient?: QueryClient | undefined;
  i18n?: I18n | undefined;
  /**
   * On a server: starts, with a screen's prefetch, the calls its blocks would make once
   * rendered, so the page renders once (src/server/render-page.tsx). A browser has none:
   * those blocks ask once they render, after the first screen.
   */
  startBlockCalls?:
    ((key: RouteKey, queryClient: QueryClient, args: PrefetchArgs) => void) | undefined;
}
/** The services of one loader call (its arguments' `context` on a server). */
type ServicesOf = (args: { context?: unknown }) => RouteServices;

function screenLoader(
  key: RouteKey,
  definition: RouteDefinition,
  servicesOf: ServicesOf,
  withQueryClient: boolean,
): ScreenLoader | undefined {
  const loadPrefetch = withQueryClient ? prefetchers[key] : undefined;
  if (!definition.guard && !definition.query && !loadPrefetch) return undefined;
  return async (args) => {
    // A prefetch that cannot load is no prefetch: the screen's own queries make the calls.
    const prefetch = loadPrefetch?.().catch(() => undefined);
    // The query first: an address that fails validation is the 404 for everyone, and a
    // guest is not sent to login only to land on that 404 after signing in.
    const search = new URL(args.request.url).searchParams;
    const query = definition.query ? parseRouteQuery(definition.query, search) : {};
    if (definition.guard === 'signed-in') await requireSignedIn(args);
    if (definition.guard === 'guest') requireGuest(args);
    const { queryClient, startBlockCalls } = servicesOf(args);
    if (queryClient && prefetch) {
      const started = prefetch.then((run) => {
        run?.(queryClient, { search, query });
        startBlockCalls?.(key, queryClient, { search, query });
      });
      // On a server the page is rendered once the calls have settled, so they must have
      // started when the loader returns: otherwise a reply (ConfirmOrder's, whose prefetch
      // is a chunk of its own) could arrive while the page renders, be shown, and be missing
      // from the page's state, and the browser's hydration would not match. A browser goes
      // on at once: the screen's chunk downloads meanwhile.
      if (startBlockCalls) await started.catch(() => undefined);
    }
    return { query };
  };
}

/**
 * A screen: the route carries the loader, so what a loader throws (a guard's redirect, the
 * 404 of a query that fails validation) reaches the framework error page as before; its
 * index child renders the screen inside the screen's own error boundary.
 */
function screenRoute(key: RouteKey, servicesOf: ServicesOf, withQueryClient: boolean): RouteObject {
  const definition: RouteDefinition = routes[key];
  const loader = screenLoader(key, definition, servicesOf, withQueryClient);
  const handle = { screen: key };
  return {
    id: key,
    ...(definition.path === '' ? {} : { path: definition.path }),
    handle,
    ...(loader ? { loader } : {}),
    children: [
      {
        id: `${key}.screen`,
        index: true,
        lazy: loadScreen(definition.module),
        handle,
        errorElement: (
          <Suspense fallback={null}>
            <ScreenErrorBoundary />
          </Suspense>
        ),
      },
    ],
  };
}

/**
 * Switches i18next to the route's language (an unknown first segment is an unknown page of
 * the default language) before anything of the new route renders: the texts of the new
 * language load while the current screen stays, and no component changes the language
 * while rendering.
 */
function localeLoader(servicesOf: ServicesOf) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const { i18n } = servicesOf(args);
    const { lang } = args.params;
    const locale = lang !== undefined && isLocale(lang) ? lang : DEFAULT_LOCALE;
    if (i18n && i18n.language !== locale) await i18n.changeLanguage(locale);
    return null;
  };
}

/**
 * The route objects of the table; with a QueryClient, loaders start the screens' calls;
 * with the i18next instance, the root loader switches the language.
 */
export function createRoutes(queryClient?: QueryClient, i18n?: I18n): RouteObject[] {
  const services: RouteServices = { queryClient, i18n };
  return routeObjects(() => services, queryClient !== undefined, i18n !== undefined);
}

/**
 * The route objects a server makes once for every request: each request's loaders take its
 * own QueryClient and i18next instance from the `requestContext` the server gives the
 * static handler's query (a RouteServices). Made once, the table is ranked once and each
 * screen's code is loaded once, not for every page.
 */
export function createServerRoutes(): RouteObject[] {
  return routeObjects((args) => (args.context as RouteServices | undefined) ?? {}, true, true);
}

function routeObjects(
  servicesOf: ServicesOf,
  withQueryClient: boolean,
  withI18n: boolean,
): RouteObject[] {
  const keys = Object.keys(routes) as RouteKey[];
  const inLayout = (layout: RouteDefinition['layout']) =>
    keys
      .filter((key) => (routes[key] as RouteDefinition).layout === layout)
      .map((key) => screenRoute(key, servicesOf, withQueryClient));
  return [
    {
      id: 'root',
      path: '/:lang?',
      lazy: lazyComponent(async () => (await import('./locale-layout')).LocaleLayout),
      ...(withI18n
        ? {
            loader: localeLoader(servicesOf),
            shouldRevalidate: ({ currentParams, nextParams }) =>
              currentParams.lang !== nextParams.lang,
          }
        : {}),
      HydrateFallback: () => null,
      // What the language layout itself throws; a bare page as a last resort.
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          // What a screen's loader throws (a query that fails validation: 404) shows the
          // framework page inside the language layout: the URL's language, the shell.
          id: 'screens',
          errorElement: <RouteErrorBoundary />,
          children: [
            {
              id: 'tabs',
              lazy: lazyComponent(async () => (await import('./layouts/tab-layout')).TabLayout),
              children: inLayout('tabs'),
            },
            ...inLayout(undefined),
            {
              id: 'unknown',
              path: '*',
              lazy: loadScreen(routes.notFound.module),
              handle: { screen: 'notFound' },
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Starts the landing screen's loader work (its query check, guard and calls) at once, before
 * the router exists: creating the router (ranking every route of the table) and its first
 * navigation take a task of their own, and the screen's calls need not wait for it. The
 * router's loader runs again as usual and finds the calls under way (the query cache joins
 * a request in flight); a redirect or a 404 thrown here is the router's to show, so it is
 * ignored. Only an exact path of the table is started early; anything else waits for the
 * router. Resolves once the loader is done (its calls started, or refused).
 */
export function startLandingLoader(queryClient: QueryClient, href: string): Promise<void> {
  const url = new URL(href);
  const path = pathWithoutLocale(url.pathname).slice(1);
  const key = (Object.keys(routes) as RouteKey[]).find((k) => routes[k].path === path);
  const loader = key && screenLoader(key, routes[key], () => ({ queryClient }), true);
  if (!loader) return Promise.resolve();
  return loader({ request: new Request(url) }).then(
    () => undefined,
    () => undefined,
  );
}

export function createAppRouter(queryClient: QueryClient, i18n: I18n) {
  return createBrowserRouter(createRoutes(queryClient, i18n));
}

/**
 * The router of a page the production server rendered: the lazy modules of the routes the
 * server rendered (named in its state, app/server-state.ts) are loaded first (the first
 * render must render the same), and the loaders' results come from the page (React Router
 * reads the server's hydration data), so no loader runs again. Taken by id, not by matching
 * the address against the whole table, which React Router's own start-up does once more
 * (about 8 ms of Home's start-up unthrottled).
 */
export async function createHydratingRouter(
  queryClient: QueryClient,
  i18n: I18n,
  rendered: readonly string[],
) {
  const objects = createRoutes(queryClient, i18n);
  await Promise.all(
    routesWithIds(objects, rendered).map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
  return createBrowserRouter(objects);
}

/** The route objects of the table with these ids. */
function routesWithIds(objects: RouteObject[], ids: readonly string[]): RouteObject[] {
  const wanted = new Set(ids);
  const found: RouteObject[] = [];
  const visit = (list: RouteObject[] | undefined) => {
    for (const route of list ?? []) {
      if (route.id !== undefined && wanted.has(route.id)) found.push(route);
      visit(route.children);
    }
  };
  visit(objects);
  return found;
}

export function createTestRouter(initialPath: string, queryClient?: QueryClient, i18n?: I18n) {
  return createMemoryRouter(createRoutes(queryClient, i18n), { initialEntries: [initialPath] });
}
