// @vitest-environment node
// Every screen of the route table renders on a server: react-dom in Node, with no
// window, document or localStorage, the real providers and a static router. A component
// that touches a browser global while rendering fails here (move it to an effect).
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes, type RouteDefinition, type RouteKey } from '../config/routes';
import { createBundledI18n } from '../i18n/bundled';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';

const session = vi.hoisted(() => ({ signedIn: false }));
vi.mock('../lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/session')>()),
  isSignedIn: () => session.signedIn,
}));

afterEach(() => {
  session.signedIn = false;
});

/** A valid query for each screen that requires one. */
const SAMPLE_QUERY: Partial<Record<RouteKey, string>> = {
  searchDetail: 'name=PUBG',
  goodsDetail: 'spuId=10101&categoryId=101',
  productDetail: 'spuId=10101&categoryId=101',
  newsDetail: 'articleId=1',
  confirmOrder: 'itemId=10101&num=1',
  goPay: 'orderId=O1',
  paymentResult: 'orderId=O1',
  airwallex: 'orderId=O1',
  applePay: 'orderId=O1',
  googlePay: 'orderId=O1',
  orderDetail: 'orderId=O1',
  evaluation: 'categoryId=101',
  evaluate: 'orderId=O1',
  evaluateDetail: 'orderId=O1',
  appFastPay: 'intent_id=i&client_secret=s&paymentConsentId=c&price=1',
  appAirwallex: 'intent_id=i&client_secret=s&currency=USD&orderId=O1&price=1',
  appGooglePay: 'intent_id=i&client_secret=s&currency=USD&orderId=O1&price=1',
  appApplePay: 'intent_id=i&client_secret=s&currency=USD&orderId=O1&price=1',
};

/** Resolves every lazy route module, as a server does before it renders. */
async function resolveLazy(objects: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    objects.map(async ({ lazy, children, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      return {
        ...route,
        ...loaded,
        ...(children ? { children: await resolveLazy(children) } : {}),
      } as RouteObject;
    }),
  );
}

async function renderOnServer(path: string): Promise<string> {
  const handler = createStaticHandler(await resolveLazy(createRoutes()));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  expect(context.statusCode).toBe(200);
  const i18n = createBundledI18n('en');
  // prerender waits for what suspends (a lazy component, texts), as a server would.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={createQueryClient()} i18n={i18n}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('server rendering', () => {
  it('runs without browser globals', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it.each(Object.keys(routes) as RouteKey[])('renders %s', async (key) => {
    const { path, guard } = routes[key] as RouteDefinition;
    session.signedIn = guard === 'signed-in';
    const query = SAMPLE_QUERY[key];
    const html = await renderOnServer(`/en${path ? `/${path}` : ''}${query ? `?${query}` : ''}`);
    // An error under a Suspense boundary does not throw: React marks the boundary for the
    // client (<!--$!--> and the message in a template).
    expect(/data-msg="([^"]*)"/.exec(html)?.[1]).toBeUndefined();
    expect(html).not.toContain('<!--$!-->');
    expect(html).toContain('<main');
    expect(html).not.toContain('Something went wrong');
  });
});
