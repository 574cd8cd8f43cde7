import type { i18n as I18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import type { createAppRouter } from './router';

// Development only: the API scenario switcher (src/dev). The DEV check lets the production
// build drop the import, so the panel never ships.
const ScenarioSwitcher = import.meta.env.DEV
  ? lazy(async () => ({
      default: (await import('../dev/scenario-switcher/scenario-switcher')).ScenarioSwitcher,
    }))
  : undefined;

interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ i18n, queryClient, router }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
      {ScenarioSwitcher && (
        <Suspense fallback={null}>
          <ScenarioSwitcher />
        </Suspense>
      )}
    </AppProviders>
  );
}
