// The query of the current screen, as its route's loader parsed it with the schema of the
// route table (config/routes.ts; the loader is app/router.tsx).
import { useRouteLoaderData } from 'react-router-dom';
import type { RouteKey, RouteQuery } from '../config/routes';

/** What a screen route's loader returns. */
export interface ScreenLoaderData {
  query: Record<string, unknown>;
}

/** The parsed query of the screen `key` (its route's loader has validated it). */
export function useRouteQuery<K extends RouteKey>(key: K): RouteQuery<K> {
  const loaderData = useRouteLoaderData<ScreenLoaderData>(key);
  if (!loaderData) throw new Error(`useRouteQuery('${key}') outside the ${key} route`);
  return loaderData.query as RouteQuery<K>;
}
