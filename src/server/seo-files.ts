// The files search engines ask for (issue 26, findable): GET /robots.txt and GET
// /sitemap.xml, as a Fastify plugin (the server registers it in app.ts). Both name absolute
// URLs on the request's own origin, by the rule the pages' canonical links follow
// (render-page.tsx: the request's protocol and host).
//
// The sitemap's pages come from the API (sitemap.ts) and are kept in memory for
// SITEMAP_FRESH_MS, so a crawler's requests do not reach the API; the calls of concurrent
// requests are shared. When the API fails, the last good pages stay (asked again after
// SITEMAP_RETRY_MS), or, before any good answer, Home in each language: never an error page.
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { robotsTxt } from './robots-txt';
import { MINIMAL_PAGES, sitemapPages, sitemapXml, type SitemapPage } from './sitemap';

// The specification says nothing of these (docs/storefront-choices.md): an hour keeps a new
// product out of the sitemap for at most that long; a failing API is asked once a minute.
/** How long the sitemap's pages are kept before the API is asked again. */
export const SITEMAP_FRESH_MS = 60 * 60 * 1000;
/** After a failed attempt, how long the last good (or minimal) sitemap is served as it is. */
export const SITEMAP_RETRY_MS = 60 * 1000;
/** How long the sitemap waits for the API before serving what it has. */
export const SITEMAP_API_TIMEOUT_MS = 5_000;
/** Shared caches and browsers may keep both files briefly: the sitemap changes hourly. */
export const SEO_FILES_CACHE_CONTROL = 'public, max-age=300';
/** The rendered sitemaps kept, one per origin the server is reached at (hosts are few). */
const ORIGINS_KEPT = 8;

export interface SeoFilesOptions {
  /** Where the sitemap's calls go (API_ORIGIN). */
  apiOrigin: string;
}

interface PagesState {
  pages: readonly SitemapPage[];
  /** Date.now() after which the API is asked again. */
  until: number;
  /** The XML of these pages per origin. */
  rendered: Map<string, string>;
}

/** The request's origin, as canonical links build it; undefined for a malformed host. */
function requestOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

function badHost(reply: FastifyReply) {
  return reply.code(400).header('cache-control', 'no-store').type('text/plain').send('Bad Request');
}

export const seoFiles: FastifyPluginCallback<SeoFilesOptions> = (app, options, done) => {
  let state: PagesState = { pages: MINIMAL_PAGES, until: 0, rendered: new Map() };
  let refreshing: Promise<PagesState> | undefined;

  const refresh = async (): Promise<PagesState> => {
    try {
      const pages = await sitemapPages(
        options.apiOrigin,
        AbortSignal.timeout(SITEMAP_API_TIMEOUT_MS),
      );
      return { pages, until: Date.now() + SITEMAP_FRESH_MS, rendered: new Map() };
    } catch (error) {
      app.log.warn({ err: error }, 'sitemap: the API failed; the last good sitemap stays');
      return { ...state, until: Date.now() + SITEMAP_RETRY_MS };
    }
  };

  const current = async (): Promise<PagesState> => {
    if (Date.now() < state.until) return state;
    refreshing ??= refresh().then((next) => {
      state = next;
      refreshing = undefined;
      return next;
    });
    return refreshing;
  };

  app.get('/robots.txt', async (request, reply) => {
    const origin = requestOrigin(request);
    if (!origin) return badHost(reply);
    return reply
      .header('cache-control', SEO_FILES_CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = requestOrigin(request);
    if (!origin) return badHost(reply);
    const { pages, rendered } = await current();
    let xml = rendered.get(origin);
    if (xml === undefined) {
      const sitemap = sitemapXml(origin, pages);
      if (sitemap.cut > 0) {
        request.log.warn({ cut: sitemap.cut }, 'sitemap: pages past the 50,000 URLs left out');
      }
      xml = sitemap.xml;
      if (rendered.size >= ORIGINS_KEPT) rendered.clear();
      rendered.set(origin, xml);
    }
    return reply
      .header('cache-control', SEO_FILES_CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(xml);
  });
  done();
};
