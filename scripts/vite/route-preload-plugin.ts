// Build-time plugin for index.html: the app's stylesheet is inlined, and a tiny boot script
// after the static shell fetches, once the shell has painted, the entry together with the
// page's lazy chunks (its route module, its layout, the texts of its language) in parallel,
// instead of one after another once the main bundle has run. Routes stay lazy chunks; only
// the landing page's ones are fetched early.
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { RouteDefinition } from '../../src/config/routes.ts';

export interface PreloadRoute {
  /** The path without its language segment ('' is Home). */
  path: string;
  /** Source modules of the route (relative to the project root). */
  modules: string[];
  /** i18n namespaces the route's screen uses. */
  namespaces: string[];
}

export interface RoutePreloadOptions {
  locales: readonly string[];
  defaultLocale: string;
  /**
   * Modules and namespaces every page needs; `localeModules`, with `{lng}` for the language,
   * are modules needed in that language only (its map of text chunks).
   */
  base: { modules: string[]; namespaces: string[]; localeModules?: string[] };
  routes: PreloadRoute[];
}

/** The chunk of a source module and every chunk it imports statically. */
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

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/[^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;
/** The attribute of the inlined <style> that names the stylesheet's file. */
export const INLINED_STYLESHEET_ATTRIBUTE = 'data-href';

/** The table the boot script reads: which modules and texts each landing page needs. */
export interface BootTable {
  entry: string;
  locales: readonly string[];
  fallback: string;
  base: { files: string[]; texts: Record<string, string[]> };
  routes: { path: string; files: string[]; texts: Record<string, string[]> }[];
}

/**
 * The modules a page needs before it can render: the entry, the modules every page needs,
 * the texts of its language, and the landing route's chunks and texts. The boot script runs
 * this very function (serialised), and `npm run bench` uses it to count the initial
 * JavaScript, so both always agree.
 */
export function selectPageModules(table: BootTable, pathname: string): string[] {
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  const lng = table.locales.includes(first) ? first : table.fallback;
  const rest = (lng === first ? segments.slice(2) : segments.slice(1)).join('/');
  let files = table.base.files.concat(table.base.texts[lng] ?? []);
  for (const route of table.routes)
    if (route.path === rest) files = files.concat(route.files, route.texts[lng] ?? []);
  return files.filter((file, index) => files.indexOf(file) === index);
}

/**
 * The boot script, placed after the static shell: once the shell has painted, it fetches
 * the page's modules in parallel and runs the entry. The first paint never waits for a
 * script; a fast connection loses at most a frame; a hidden tab starts at once. The
 * preload links carry the script's own CSP nonce (the server's, src/server/headers.ts): under
 * 'strict-dynamic' a link a script adds is not trusted by its origin.
 */
export function bootScript(table: BootTable): string {
  return `(function(t,select){var n=document.currentScript&&document.currentScript.nonce,go=function(){select(t,location.pathname).forEach(function(h){var k=document.createElement('link');k.rel='modulepreload';k.href='/'+h;if(n)k.nonce=n;document.head.appendChild(k)});import('/'+t.entry)};document.visibilityState==='hidden'?go():requestAnimationFrame(function(){setTimeout(go)})})(${JSON.stringify(table)},${selectPageModules.toString()})`;
}

/** The boot table of a built index.html (for measurements). */
export function readBootTable(html: string): BootTable {
  const match = /\}\)\((\{.*\}),function/.exec(html);
  if (!match?.[1]) throw new Error('index.html has no boot table');
  return JSON.parse(match[1]) as BootTable;
}

/**
 * The landing screens of the route table (config/routes.ts) with their source modules: the
 * screen's module and, for a tab screen, the tab layout.
 */
export function preloadRoutes(table: Record<string, RouteDefinition>): PreloadRoute[] {
  return Object.values(table).flatMap(({ path, module, layout, preload }) =>
    preload
      ? [
          {
            path,
            modules: [
              ...(layout === 'tabs' ? ['src/app/layouts/tab-layout.tsx'] : []),
              `src/app/routes/${module}.tsx`,
            ],
            namespaces: [...preload.namespaces],
          },
        ]
      : [],
  );
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
        const entry = ENTRY_SCRIPT.exec(html)?.[1]?.slice(1);
        if (!bundle || !entry) return html;
        const files = (modules: string[]) => [
          ...new Set(modules.flatMap((m) => chunkFiles(bundle, m))),
        ];
        const texts = (namespaces: string[], localeModules: string[] = []) =>
          Object.fromEntries(
            options.locales.map((lng) => [
              lng,
              files([
                ...localeModules.map((m) => m.replaceAll('{lng}', lng)),
                ...namespaces.map((ns) => `src/i18n/resources/${lng}/${ns}.json`),
              ]),
            ]),
          );
        const staticPreloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
        const table: BootTable = {
          entry,
          locales: options.locales,
          fallback: options.defaultLocale,
          base: {
            files: [...new Set([entry, ...staticPreloads, ...files(options.base.modules)])],
            texts: texts(options.base.namespaces, options.base.localeModules),
          },
          routes: options.routes.map((route) => ({
            path: route.path,
            files: files(route.modules),
            texts: texts(route.namespaces),
          })),
        };
        // The stylesheet (one for the whole app, 8 KiB gzip) is inlined: the shell paints
        // from the document alone. Its file stays, named on the tag: the server's lean shell
        // links it instead (src/server/page-shell.ts).
        const sheets = [...html.matchAll(STYLESHEET)].map((m) => m[1] ?? '');
        const styles = sheets.map((file) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? String(asset.source) : '';
        });
        const [only] = sheets;
        const named =
          sheets.length === 1 && only ? ` ${INLINED_STYLESHEET_ATTRIBUTE}="/${only}"` : '';
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(STYLESHEET, '')
          .replace('</head>', `  <style${named}>${styles.join('')}</style>\n  </head>`)
          .replace('</body>', `  <script>${bootScript(table)}</script>\n  </body>`);
      },
    },
  };
}
