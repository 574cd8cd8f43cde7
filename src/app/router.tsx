// The route table. Every route lives under the language segment; zh, the default, may be
// omitted (`/` and `/zh` both work). Screens are lazy chunks; guards and query validation
// are loaders, so they run before a chunk is fetched.
import {
  createBrowserRouter,
  createMemoryRouter,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { paths, type RouteKey } from '../config/paths';
import { prefetchHome } from '../features/catalog/prefetch-home';
import { prefetchProduct } from '../features/product/prefetch-product';
import { requireGuest, requireSignedIn } from './guards/route-guards';
import { validateQuery, type QueryRules } from './guards/query-validation';
import { RouteErrorBoundary } from './route-error-boundary';

type LazyModule = Promise<Record<string, unknown>>;

/** A lazy screen: the chunk's named export becomes the route's Component. */
function screen(load: () => LazyModule, exportName: string) {
  return async () => {
    const module = await load();
    return { Component: module[exportName] as ComponentType };
  };
}

/** A screen of a later issue: the "coming soon" placeholder, with its route name. */
const comingSoon = screen(() => import('./routes/coming-soon'), 'ComingSoonRoute');

function chain(...loaders: LoaderFunction[]): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    for (const loader of loaders) await loader(args);
    return null;
  };
}

interface ScreenRoute {
  key: RouteKey;
  lazy: ReturnType<typeof screen>;
  auth?: 'signed-in' | 'guest';
  query?: QueryRules[];
  /** Starts the screen's calls while its chunk downloads (never awaited). */
  prefetch?: (queryClient: QueryClient, search: URLSearchParams) => void;
}

function prefetching(
  prefetch: NonNullable<ScreenRoute['prefetch']>,
  queryClient: QueryClient,
): LoaderFunction {
  return ({ request }) => {
    prefetch(queryClient, new URL(request.url).searchParams);
    return null;
  };
}

function toRoute(
  { key, lazy, auth, query, prefetch }: ScreenRoute,
  queryClient?: QueryClient,
): RouteObject {
  const loaders: LoaderFunction[] = [];
  if (auth === 'signed-in') loaders.push(requireSignedIn);
  if (auth === 'guest') loaders.push(requireGuest);
  if (query) loaders.push(validateQuery(...query));
  if (prefetch && queryClient) loaders.push(prefetching(prefetch, queryClient));
  return {
    path: paths[key].path,
    lazy,
    handle: { screen: key },
    ...(loaders.length > 0 ? { loader: chain(...loaders) } : {}),
  };
}

const ID = 'positive-integer' as const;
const PRESENT = 'present' as const;

/** Screens shown with the bottom tab bar (seed 000 section 2, "Tab layout"). */
const tabScreens: ScreenRoute[] = [
  { key: 'class', lazy: screen(() => import('./routes/class'), 'ClassRoute') },
  { key: 'info', lazy: screen(() => import('./routes/info'), 'InfoRoute'), auth: 'signed-in' },
  { key: 'order', lazy: comingSoon, auth: 'signed-in' },
  { key: 'me', lazy: comingSoon, auth: 'signed-in' },
];

/** Every other screen, full page. */
const pageScreens: ScreenRoute[] = [
  { key: 'search', lazy: screen(() => import('./routes/search'), 'SearchRoute') },
  {
    key: 'searchDetail',
    lazy: screen(() => import('./routes/search-detail'), 'SearchDetailRoute'),
    query: [{ name: PRESENT }],
  },
  {
    key: 'goodsDetail',
    lazy: screen(() => import('./routes/goods-detail'), 'GoodsDetailRoute'),
    query: [{ spuId: ID }, { categoryId: ID }],
    prefetch: prefetchProduct,
  },
  {
    key: 'productDetail',
    lazy: screen(() => import('./routes/goods-detail'), 'ProductDetailRoute'),
    query: [{ spuId: ID }, { categoryId: ID }],
    prefetch: prefetchProduct,
  },
  {
    key: 'newsDetail',
    lazy: screen(() => import('./routes/news-detail'), 'NewsDetailRoute'),
    query: [{ articleId: ID }],
  },
  {
    key: 'dynamicState',
    lazy: screen(() => import('./routes/dynamic-state'), 'DynamicStateRoute'),
    auth: 'signed-in',
  },
  {
    key: 'salesPromotion',
    lazy: screen(() => import('./routes/sales-promotion'), 'SalesPromotionRoute'),
    auth: 'signed-in',
  },

  // Account entry.
  { key: 'login', lazy: screen(() => import('./routes/login'), 'LoginRoute'), auth: 'guest' },
  {
    key: 'registration',
    lazy: screen(() => import('./routes/registration'), 'RegistrationRoute'),
    auth: 'guest',
  },
  { key: 'google', lazy: screen(() => import('./routes/google'), 'GoogleRoute'), auth: 'guest' },
  { key: 'line', lazy: screen(() => import('./routes/line'), 'LineRoute'), auth: 'guest' },
  { key: 'apple', lazy: screen(() => import('./routes/apple'), 'AppleRoute'), auth: 'guest' },

  // Checkout, payment and orders.
  {
    key: 'confirmOrder',
    lazy: comingSoon,
    auth: 'signed-in',
    query: [
      { itemId: ID, num: ID },
      { orderId: PRESENT, num: ID },
    ],
  },
  { key: 'goPay', lazy: comingSoon, auth: 'signed-in', query: [{ orderId: PRESENT }] },
  {
    key: 'paymentResult',
    lazy: comingSoon,
    query: [
      { orderId: PRESENT },
      { outTradeNo: PRESENT },
      { orderNo: PRESENT },
      { token: PRESENT },
    ],
  },
  { key: 'cardPayment', lazy: comingSoon, auth: 'signed-in' },
  { key: 'airwallex', lazy: comingSoon, auth: 'signed-in', query: [{ orderId: PRESENT }] },
  { key: 'applePay', lazy: comingSoon, auth: 'signed-in', query: [{ orderId: PRESENT }] },
  { key: 'googlePay', lazy: comingSoon, auth: 'signed-in', query: [{ orderId: PRESENT }] },
  { key: 'orderDetail', lazy: comingSoon, auth: 'signed-in', query: [{ orderId: PRESENT }] },

  // Reviews.
  { key: 'evaluation', lazy: comingSoon, query: [{ categoryId: ID }] },
  { key: 'evaluate', lazy: comingSoon, auth: 'signed-in', query: [{ orderId: PRESENT }] },
  { key: 'evaluateDetail', lazy: comingSoon, auth: 'signed-in', query: [{ orderId: PRESENT }] },
  { key: 'evaluateSuccess', lazy: comingSoon, auth: 'signed-in' },
  { key: 'myAssessment', lazy: comingSoon, auth: 'signed-in' },

  // Account pages.
  { key: 'personalData', lazy: comingSoon, auth: 'signed-in' },
  { key: 'purses', lazy: comingSoon, auth: 'signed-in' },
  { key: 'rechargeAccount', lazy: comingSoon, auth: 'signed-in' },
  { key: 'feedback', lazy: comingSoon, auth: 'signed-in' },
  { key: 'coupons', lazy: comingSoon, auth: 'signed-in' },
  { key: 'user', lazy: comingSoon, auth: 'signed-in' },
  { key: 'changePassword', lazy: comingSoon, auth: 'signed-in' },
  { key: 'bindCellphone', lazy: comingSoon, auth: 'signed-in' },
  { key: 'changePhone', lazy: comingSoon, auth: 'signed-in' },
  { key: 'emailCertification', lazy: comingSoon, auth: 'signed-in' },
  { key: 'billingAddress', lazy: comingSoon, auth: 'signed-in' },
  { key: 'quickPay', lazy: comingSoon, auth: 'signed-in' },

  // App-embedded payment pages: parameters by query, token from newstoken_app.
  {
    key: 'appFastPay',
    lazy: comingSoon,
    query: [{ intent_id: PRESENT, client_secret: PRESENT, paymentConsentId: PRESENT }],
  },
  {
    key: 'appAirwallex',
    lazy: comingSoon,
    query: [{ intent_id: PRESENT, client_secret: PRESENT, orderId: PRESENT }],
  },
  {
    key: 'appGooglePay',
    lazy: comingSoon,
    query: [{ intent_id: PRESENT, client_secret: PRESENT, orderId: PRESENT }],
  },
  {
    key: 'appApplePay',
    lazy: comingSoon,
    query: [{ intent_id: PRESENT, client_secret: PRESENT, orderId: PRESENT }],
  },
  { key: 'appCardPayments', lazy: comingSoon },

  { key: 'notFound', lazy: screen(() => import('./routes/not-found'), 'NotFoundRoute') },
];

/** The route table; with a QueryClient, screens start their calls from their loaders. */
export function createRoutes(queryClient?: QueryClient): RouteObject[] {
  const home: RouteObject = {
    index: true,
    lazy: screen(() => import('./routes/home'), 'HomeRoute'),
    handle: { screen: 'home' },
  };
  if (queryClient) {
    home.loader = () => {
      prefetchHome(queryClient);
      return null;
    };
  }
  return [
    {
      path: '/:lang?',
      lazy: screen(() => import('./locale-layout'), 'LocaleLayout'),
      HydrateFallback: () => null,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          lazy: screen(() => import('./layouts/tab-layout'), 'TabLayout'),
          children: [home, ...tabScreens.map((route) => toRoute(route, queryClient))],
        },
        ...pageScreens.map((route) => toRoute(route, queryClient)),
        {
          path: '*',
          lazy: screen(() => import('./routes/not-found'), 'NotFoundRoute'),
          handle: { screen: 'notFound' },
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

export function createTestRouter(initialPath: string, queryClient?: QueryClient) {
  return createMemoryRouter(createRoutes(queryClient), { initialEntries: [initialPath] });
}
