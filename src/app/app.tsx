import type { i18n as I18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
// From the start, so a dialog a reply opens can hand the focus back (lib/focus-return.ts).
import '../lib/focus-return';
import type { createAppRouter } from './router';

// Development only, in the browser: the API scenario switcher (src/dev). The DEV check lets the production
// build drop the import, so the panel never ships.
const ScenarioSwitcher = import.meta.env.DEV
  ? lazy(async () => ({
      default: (await import('../dev/scenario-switcher/scenario-switcher')).ScenarioSwitcher,
    }))
  : undefined;

interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  /** The browser's router; on a server, `routerElement` (its StaticRouterProvider). */
  router?: ReturnType<typeof createAppRouter>;
  routerElement?: ReactNode;
}

/**
 * The app: the browser's (main.tsx) and the server's (src/server/render-page.tsx) are this
 * one tree, so hydration meets exactly what the server rendered (useId's ids included).
 */
export function App({ i18n, queryClient, router, routerElement }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      {router ? <RouterProvider router={router} /> : routerElement}
      {router && ScenarioSwitcher && (
        <Suspense fallback={null}>
          <ScenarioSwitcher />
        </Suspense>
      )}
    </AppProviders>
  );
}
