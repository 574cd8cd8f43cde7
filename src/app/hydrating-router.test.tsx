// The router of a page the server rendered: the lazy modules of the routes the server names
// are loaded before the router exists (hydration renders them at once), and no other.
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { createHydratingRouter } from './router';
import { createI18n } from '../i18n/init';

/** The ids of the router's routes whose module is loaded, in table order. */
function loadedIds(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...((route.Component ?? route.element) && route.id ? [route.id] : []),
    ...loadedIds(route.children ?? []),
  ]);
}

const HOME_ROUTES = ['root', 'screens', 'tabs', 'home', 'home.screen'];

describe('createHydratingRouter', () => {
  it('loads the modules of the routes the server rendered, and only those', async () => {
    const router = await createHydratingRouter(createQueryClient(), createI18n('en'), HOME_ROUTES, {
      pathname: '/en/Search',
      search: '',
      hash: '',
    } as Location);
    // The server's list decides, not the address.
    expect(loadedIds(router.routes)).toEqual(['root', 'tabs', 'home.screen']);
    router.dispose();
  });

  it('matches the address when the page names no routes', async () => {
    const router = await createHydratingRouter(createQueryClient(), createI18n('en'), undefined, {
      pathname: '/en',
      search: '',
      hash: '',
    } as Location);
    expect(loadedIds(router.routes)).toEqual(['root', 'tabs', 'home.screen']);
    router.dispose();
  });
});
