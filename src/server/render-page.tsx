// A page rendered on the server (issue 24), with React Router's data mode: the route table's
// own routes (app/router.tsx) in a static handler, so guards redirect, queries that fail
// validation give the framework 404 and loaders start their calls exactly as in the browser.
// Data mode rather than framework mode: the route table, its guards and lazy screens stay the
// one definition both sides use, without moving the app to the framework's file conventions.
//
// Per request: one QueryClient, one i18next instance and one view of the cookies
// (request-scope.ts). The calls of the page (the loaders' and the components' own, found by
// rendering) run against the API until they settle or SERVER_DATA_BUDGET_MS passes; the
// page is rendered with what arrived, and the replies it showed go into the page (TanStack
// Query's dehydrated cache) so the browser does not ask again. A block whose reply is late
// or failed renders as it would while loading, and the browser makes that call itself.
import { Writable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { App } from '../app/app';
import { createServerRoutes, type PrefetchArgs, type RouteServices } from '../app/router';
import { localeFromPath, type Locale } from '../config/locales';
import type { RouteKey } from '../config/routes';
import { startBlocksWithProduct } from '../features/product/prefetch-product-blocks';
import { SERVER_DATA_BUDGET_MS } from '../config/timing';
import { createBundledI18n } from '../i18n/bundled';
import type { ScopedCookieWrite, ServerScope } from '../lib/server-scope';
import { htmlWindow } from './html-window';
import { parseCookieHeader, runInRequestScope } from './request-scope';
import {
  createServerQueryClient,
  settled,
  startBuiltQueries,
  stopCallsUnderWay,
} from './server-queries';
import { serverStateScript, type ServerState } from './server-state';

export interface PageRequest {
  url: URL;
  cookieHeader: string | undefined;
  userAgent: string;
  apiOrigin: string;
  nonce: string;
  /** Replaces SERVER_DATA_BUDGET_MS (the server's SERVER_DATA_BUDGET_MS variable, tests). */
  dataBudgetMs?: number;
  /** Called with what a render throws or reports (the server logs it). */
  onError?: (error: unknown) => void;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string; cookies: ScopedCookieWrite[] }
  | {
      kind: 'page';
      /** The router's status: 404 for a query that fails validation. */
      status: number;
      locale: Locale;
      /** Title, description, canonical and alternate links, hoisted out of the render. */
      head: string;
      /** The rendered screen, for inside #root. */
      root: string;
      /** The state the browser hydrates from, as data blocks (no script runs from them). */
      state: string;
      cookies: ScopedCookieWrite[];
    };

// Every text of every language, loaded once; a request gets a clone (its own language and
// record of the namespaces it used, the texts shared).
let texts: I18n | undefined;

function requestI18n(locale: Locale): I18n {
  texts ??= createBundledI18n();
  return texts.cloneInstance({ lng: locale });
}

// The route table's static handler, made once: ranking the table's routes took a tenth of a
// page's CPU when made for every request (measured with `npm run load` and a CPU profile).
// Each request's QueryClient and i18next instance reach its loaders as the query's
// requestContext (app/router.tsx, createServerRoutes).
let staticHandler: ReturnType<typeof createStaticHandler> | undefined;

// The calls of a screen's blocks that a first render would only find, started on a server with
// the screen's prefetch (RouteServices.startBlockCalls): the page then waits on one round of
// calls and renders once. Measured on goodsDetail: two renders per page before, the first a
// third of the page's CPU.
const BLOCK_CALLS: Partial<Record<RouteKey, (client: QueryClient, args: PrefetchArgs) => void>> = {
  goodsDetail: startBlocksWithProduct,
  productDetail: startBlocksWithProduct,
};
const startBlockCalls = (key: RouteKey, client: QueryClient, args: PrefetchArgs) => {
  BLOCK_CALLS[key]?.(client, args);
};

function app(
  client: QueryClient,
  i18n: I18n,
  handler: ReturnType<typeof createStaticHandler>,
  context: StaticHandlerContext,
  nonce: string,
  hydrate: boolean,
): ReactNode {
  return (
    <App
      queryClient={client}
      i18n={i18n}
      routerElement={
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          nonce={nonce}
          hydrate={hydrate}
        />
      }
    />
  );
}

/**
 * Renders to a string, all Suspense boundaries resolved (the data is already there). What a
 * component throws is collected: React on a server runs no error boundary, it would leave the
 * block empty for the browser to render again; the caller sends the error page instead.
 */
function renderToHtml(node: ReactNode, nonce: string) {
  return new Promise<{ html: string; errors: unknown[] }>((resolve, reject) => {
    let html = '';
    const errors: unknown[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        html += String(chunk);
        callback();
      },
      final(callback) {
        resolve({ html, errors });
        callback();
      },
    });
    const stream = renderToPipeableStream(node, {
      nonce,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        errors.push(error);
      },
    });
  });
}

// React writes a page's title, meta and link tags first, ahead of the screen (hoistables).
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

export function renderPage(request: PageRequest): Promise<RenderedPage> {
  const scope: ServerScope = {
    url: request.url,
    apiOrigin: request.apiOrigin,
    userAgent: request.userAgent,
    cookies: parseCookieHeader(request.cookieHeader),
    writes: [],
    get htmlWindow() {
      return htmlWindow();
    },
  };
  // React's onError must return nothing or a string (a digest): the caller's result is dropped.
  const onError = (error: unknown): void => {
    request.onError?.(error);
  };
  return runInRequestScope(scope, async (): Promise<RenderedPage> => {
    const deadline = performance.now() + (request.dataBudgetMs ?? SERVER_DATA_BUDGET_MS);
    const locale = localeFromPath(request.url.pathname);
    const client = createServerQueryClient();
    const i18n = requestI18n(locale);
    try {
      staticHandler ??= createStaticHandler(createServerRoutes());
      const handler = staticHandler;
      const services: RouteServices = { queryClient: client, i18n, startBlockCalls };
      const context = await handler.query(
        new Request(request.url, { headers: { 'user-agent': request.userAgent } }),
        { requestContext: services },
      );
      if (context instanceof Response) {
        return {
          kind: 'redirect',
          status: context.status,
          location: context.headers.get('location') ?? '/',
          cookies: scope.writes,
        };
      }
      // The loaders' calls first. Then the page is rendered; a render also builds the queries
      // of the components' own calls, which start then, and the page is rendered again with
      // their replies (twice at most: a call may wait on another's reply). A page whose calls
      // the loaders make renders once.
      await settled(client, deadline);
      let status = context.statusCode;
      const render = async () => {
        // No reply may arrive mid-render: a call still under way is stopped, its block left
        // to the browser (server-queries.ts).
        await stopCallsUnderWay(client);
        // What the page carries is what this render showed: the replies there when it began.
        const shown = new Set(
          client
            .getQueryCache()
            .findAll({ predicate: (query) => query.state.status === 'success' })
            .map((query) => query.queryHash),
        );
        const result = await renderToHtml(
          app(client, i18n, handler, context, request.nonce, true),
          request.nonce,
        ).catch((error: unknown) => ({ html: '', errors: [error] }));
        return { ...result, shown };
      };
      let rendered = await render();
      for (let round = 0; round < 2 && rendered.errors.length === 0; round += 1) {
        if (performance.now() >= deadline || startBuiltQueries(client) === 0) break;
        await settled(client, deadline);
        rendered = await render();
      }
      let { html } = rendered;
      if (rendered.errors.length > 0) {
        // A render that throws: the framework error page, status 500, inside the language
        // layout. The browser is told only that something failed, never the error's text.
        for (const error of rendered.errors) onError(error);
        status = 500;
        const failed: StaticHandlerContext = {
          ...context,
          statusCode: 500,
          loaderData: { root: null },
          errors: { screens: new Error('Internal Server Error') },
        };
        const errorPage = await renderToHtml(
          app(client, i18n, handler, failed, request.nonce, true),
          request.nonce,
        );
        if (errorPage.errors.length > 0) throw errorPage.errors[0];
        html = errorPage.html;
      }
      const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
      const state: ServerState = {
        queries: dehydrate(client, {
          shouldDehydrateQuery: (query) => rendered.shown.has(query.queryHash),
        }),
        namespaces: i18n.reportNamespaces?.getUsedNamespaces() ?? [],
        routes: context.matches.map((match) => match.route.id),
      };
      return {
        kind: 'page',
        status,
        locale,
        head,
        root: html.slice(head.length),
        state: serverStateScript(state),
        cookies: scope.writes,
      };
    } finally {
      // Late calls are not waited for: their replies would reach no one.
      void client.cancelQueries();
      client.clear();
    }
  });
}
