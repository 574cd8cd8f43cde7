// Test helpers for the account-entry screens: login and Registration in one memory router
// (so one can hand the shopper to the other with router state), every other path a probe
// showing where navigation went, the app's providers, and the HTTP client's navigation
// (401, 801) wired to the router. Plus a recorder of request bodies.
/* eslint-disable no-restricted-imports -- a test helper: it renders the route modules with
   the app's own providers, as the app does. */
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { server } from '../../../mocks/node-server';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { LoginRoute } from '../../app/routes/login';
import { RegistrationRoute } from '../../app/routes/registration';
import { localeFromPath } from '../../config/locales';
import { createBundledI18n } from '../../i18n/bundled';
import { setNavigator } from '../../lib/navigation';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderAuth(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/login',
        element: (
          <>
            <LoginRoute />
            <LocationProbe />
          </>
        ),
      },
      {
        path: '/:lang/Registration',
        element: (
          <>
            <RegistrationRoute />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [state === undefined ? path : { pathname: path, state }] },
  );
  setNavigator((href, options) => void router.navigate(href, options));
  const utils = render(
    <AppProviders queryClient={createQueryClient()} i18n={createBundledI18n(localeFromPath(path))}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}

export function currentLocation(): string | null {
  return screen.getByTestId('location').textContent;
}

/**
 * Serves `replies` in turn (the last one repeats) for a POST to `path`, recording each
 * request body.
 */
export function recordPost(path: string, replies: readonly unknown[]) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      bodies.push(await request.json());
      const reply = replies[Math.min(bodies.length - 1, replies.length - 1)];
      return HttpResponse.json(reply as Record<string, unknown>);
    }),
  );
  return bodies;
}
