// The route table. Every route lives under the language segment; zh, the default, may be
// omitted (`/` and `/zh` both work). Screens are lazy chunks.
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';

export const routes: RouteObject[] = [
  {
    path: '/:lang?',
    lazy: async () => ({ Component: (await import('./locale-layout')).LocaleLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
      },
      {
        path: paths.notFound.path,
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export function createTestRouter(initialPath: string) {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}
