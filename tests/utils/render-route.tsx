// Renders the real route table with the real providers in a memory router, the way the
// app runs it, for route-level tests.
import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { createTestRouter } from '../../src/app/router';
import { localeFromPath } from '../../src/config/locales';
import { createI18n } from '../../src/i18n/init';

export function renderRoute(path: string) {
  const router = createTestRouter(path);
  const queryClient = createQueryClient();
  const i18n = createI18n(localeFromPath(path));
  const utils = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient, i18n };
}
