// The installable app in the build and the dev server (issue 26 item 1).
// - Build: vite-plugin-pwa compiles src/lib/installable/sw.ts into the root's sw.js
//   (`injectManifest`: why, in sw.ts) with the list of files to precache: the build's hashed
//   scripts and stylesheet (not the payment provider's SDK: a payment needs the network
//   anyway), and the offline pages the server makes, each with a revision of its content.
// - Dev server: the manifests, icons and offline pages the production server serves
//   (src/server/pwa-files.ts), so the page's manifest link works in development too; no
//   worker there (`npm start` keeps Vite's instant reloads; main.tsx registers none).
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlinePagePath } from '../../src/config/installable.ts';
import { LOCALES } from '../../src/config/locales.ts';
import { offlinePages } from '../../src/server/offline-page.ts';
import { pwaFileTable } from '../../src/server/pwa-files.ts';

/** The offline pages as precache entries, revised when their content changes. */
export function offlinePageEntries(): { url: string; revision: string }[] {
  const pages = offlinePages();
  return LOCALES.map((locale) => ({
    url: offlinePagePath(locale),
    revision: createHash('sha256').update(pages[locale].html).digest('hex').slice(0, 16),
  }));
}

export function installableWorkerPlugin(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/lib/installable',
    filename: 'sw.ts',
    // main.tsx registers the worker itself (after the first screen) and the server serves
    // a manifest per language: the plugin's own registration script and manifest are off.
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/*.{js,css}'],
      globIgnores: ['assets/provider-sdk-*'],
      additionalManifestEntries: offlinePageEntries(),
      // A classic script: every browser that has service workers runs it.
      rollupFormat: 'iife',
      sourcemap: false,
    },
    devOptions: { enabled: false },
  });
}

type Middleware = (
  request: { method?: string | undefined; url?: string | undefined },
  response: {
    setHeader(name: string, value: string): unknown;
    end(body: string | Buffer): unknown;
  },
  next: () => void,
) => void;

/** The dev server's answer for the installable files; anything else goes on to Vite. */
export function installableFilesMiddleware(): Middleware {
  const files = pwaFileTable();
  return (request, response, next) => {
    const file = request.method === 'GET' ? files.get(request.url ?? '') : undefined;
    if (!file) {
      next();
      return;
    }
    for (const [name, value] of Object.entries(file.headers)) response.setHeader(name, value);
    response.setHeader('content-type', file.type);
    response.end(file.body());
  };
}

export function installableDevFilesPlugin(): Plugin {
  return {
    name: 'installable-dev-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(installableFilesMiddleware());
    },
  };
}
