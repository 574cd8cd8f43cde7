// Renders the real route table with the real providers in a memory router, the way the
// app runs it, for route-level tests.
import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { createTestRouter } from '../../src/app/router';
import { localeFromPath } from '../../src/config/locales';
import { createBundledI18n } from '../../src/i18n/bundled';

export function renderRoute(path: string) {
  const queryClient = createQueryClient();
  // With the QueryClient, loaders prefetch as in the app: a key mismatch between a prefetch
  // and its screen would show up as a second request.
  const i18n = createBundledI18n(localeFromPath(path));
  const router = createTestRouter(path, queryClient, i18n);
  const utils = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient, i18n };
}
