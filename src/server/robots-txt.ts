// robots.txt (issue 26, findable): crawlers may read every public page; the pages of a
// signed-in shopper, the native app's pages and /api are closed to them (a guard would
// only send a crawler to login, and an app page holds a payment). The closed paths are
// read from the route table, each in every form a link may take: without the language
// segment (the default language) and under each language. Paths keep the table's case,
// which is how every link writes them (robots.txt rules are case-sensitive).
import { LOCALES } from '../config/locales';
import { routes, type RouteDefinition } from '../config/routes';

/** The route table's paths that are not for crawlers. */
export function closedPaths(): string[] {
  const definitions: RouteDefinition[] = Object.values(routes);
  return definitions
    .filter((route) => route.guard === 'signed-in' || route.chrome === 'app')
    .flatMap((route) => [`/${route.path}`, ...LOCALES.map((lng) => `/${lng}/${route.path}`)]);
}

/** The robots.txt of a site at `origin` (its sitemap named by absolute URL). */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...closedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
