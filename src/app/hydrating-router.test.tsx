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

describe('createHydratingRouter', () => {
  it('loads the modules of the routes the server rendered, and only those', async () => {
    // The server's list decides, whatever the address (the test page's is Home's).
    const router = await createHydratingRouter(createQueryClient(), createI18n('en'), [
      'root',
      'screens',
      'search',
      'search.screen',
    ]);
    expect(loadedIds(router.routes)).toEqual(['root', 'search.screen']);
    router.dispose();
  });
});
