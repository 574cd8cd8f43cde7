// Build-time plugin: a tiny inline script in index.html that, for the page being opened,
// asks the browser to fetch that page's lazy chunks (its route module, its layout, and the
// texts of its language) in parallel with the main bundle, instead of one after another
// once the main bundle has run. Routes stay lazy chunks; only the landing page's ones are
// fetched early.
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

export interface PreloadRoute {
  /** A regular expression for the path without its language segment ('' is Home). */
  match: string;
  /** Source modules of the route (relative to the project root). */
  modules: string[];
  /** i18n namespaces the route's screen uses. */
  namespaces: string[];
}

export interface RoutePreloadOptions {
  locales: readonly string[];
  defaultLocale: string;
  /** Modules and namespaces every page needs. */
  base: { modules: string[]; namespaces: string[] };
  routes: PreloadRoute[];
}

function chunkFiles(bundle: OutputBundle, module: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.facadeModuleId?.endsWith(module));
  if (!entry) return [];
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(entry);
  return [...files];
}

export function routePreloadPlugin(options: RoutePreloadOptions): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const files = (modules: string[]) => [
          ...new Set(modules.flatMap((m) => chunkFiles(bundle, m))),
        ];
        const texts = (namespaces: string[]) =>
          Object.fromEntries(
            options.locales.map((lng) => [
              lng,
              files(namespaces.map((ns) => `src/i18n/resources/${lng}/${ns}.json`)),
            ]),
          );
        const table = {
          locales: options.locales,
          fallback: options.defaultLocale,
          base: { files: files(options.base.modules), texts: texts(options.base.namespaces) },
          routes: options.routes.map((route) => ({
            match: route.match,
            files: files(route.modules),
            texts: texts(route.namespaces),
          })),
        };
        const script = `(function(t){var s=location.pathname.split('/'),l=t.locales.indexOf(s[1])>=0?s[1]:t.fallback,r=(l===s[1]?s.slice(2):s.slice(1)).join('/'),f=t.base.files.concat(t.base.texts[l]||[]);t.routes.forEach(function(x){if(new RegExp(x.match).test(r))f=f.concat(x.files,x.texts[l]||[])});f.forEach(function(h){var k=document.createElement('link');k.rel='modulepreload';k.href='/'+h;document.head.appendChild(k)})})(${JSON.stringify(table)})`;
        return html.replace('</head>', `  <script>${script}</script>\n  </head>`);
      },
    },
  };
}
