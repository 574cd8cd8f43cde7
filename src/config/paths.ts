// Every route's href builder, derived from the route table (routes.ts), so no URL is written
// as a literal twice. `paths.goodsDetail.getHref(lang, { spuId })` takes the query its route's
// schema accepts.
import type { Locale } from './locales';
import { routes, type HrefQuery, type RouteKey } from './routes';

export type { RouteKey } from './routes';

type QueryValue = string | number | boolean | null | undefined;

function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

interface RoutePath<K extends RouteKey> {
  path: string;
  getHref: (lang: Locale, query?: HrefQuery<K>) => string;
}

export const paths = Object.fromEntries(
  Object.entries(routes).map(([key, { path }]) => [
    key,
    {
      path,
      getHref: (lang: Locale, query?: Record<string, QueryValue>) =>
        withQuery(path ? `/${lang}/${path}` : `/${lang}`, query),
    },
  ]),
) as { [K in RouteKey]: RoutePath<K> };
