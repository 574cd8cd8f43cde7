// Renders one component with the app's providers inside a memory router at `path`, with a
// location probe so tests can assert where navigation went.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { localeFromPath } from '../../src/config/locales';
import { createBundledI18n } from '../../src/i18n/bundled';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithProviders(ui: ReactNode, path = '/en') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient} i18n={createBundledI18n(localeFromPath(path))}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}
