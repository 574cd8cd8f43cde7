// The installable app's files at the site's root (issue 26 item 1): the service worker the
// build wrote (dist/client/sw.js; its scope is the whole site only from the root), a web
// app manifest per language, the offline page per language and the icons. Manifests, pages
// and icons are made here from the texts and the brand colour, once, when first asked for.
// A Fastify plugin of its own: app.ts registers it (`app.register(pwaFiles, { clientDir })`);
// the dev server serves the same files but the worker (scripts/vite/installable-plugin.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginCallback } from 'fastify';
import {
  ICON_SIZES,
  iconPath,
  manifestPath,
  offlinePagePath,
  SERVICE_WORKER_PATH,
  type IconPurpose,
} from '../config/installable';
import { LOCALES, type Locale } from '../config/locales';
import { createBundledI18n } from '../i18n/bundled';
import { webManifest, type ManifestTexts } from '../lib/installable/web-manifest';
import { brandIconPng } from './brand-icon';
import { offlinePageHeaders, REVALIDATE_CACHE_CONTROL, serviceWorkerHeaders } from './headers';
import { offlinePages } from './offline-page';

export interface PwaFilesOptions {
  /** The browser build (dist/client), where the build wrote sw.js. */
  clientDir: string;
}

/**
 * How long a browser may keep an icon: its address does not change with a release, and a
 * new brand colour may take a day to reach the home screens.
 */
export const ICON_CACHE_CONTROL = 'public, max-age=86400';

export interface PwaFile {
  headers: Record<string, string>;
  type: string;
  body: () => string | Buffer;
}

const ICONS: ReadonlyArray<[number, IconPurpose]> = [
  ...ICON_SIZES.map((size): [number, IconPurpose] => [size, 'any']),
  [512, 'maskable'],
];

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

function manifestTexts(): Record<Locale, ManifestTexts> {
  const i18n = createBundledI18n();
  const texts = {} as Record<Locale, ManifestTexts>;
  for (const locale of LOCALES) {
    const t = i18n.getFixedT(locale, 'pages');
    texts[locale] = {
      name: t('installable.name'),
      shortName: t('installable.shortName'),
      description: t('installable.description'),
    };
  }
  return texts;
}

/** The manifests, offline pages and icons by path (made when first asked for). */
export function pwaFileTable(): Map<string, PwaFile> {
  const texts = once(manifestTexts);
  const pages = once(offlinePages);
  const files = new Map<string, PwaFile>();
  for (const locale of LOCALES) {
    files.set(manifestPath(locale), {
      headers: { 'cache-control': REVALIDATE_CACHE_CONTROL },
      type: 'application/manifest+json; charset=utf-8',
      body: () => JSON.stringify(webManifest(locale, texts()[locale])),
    });
    const page = () => pages()[locale];
    files.set(offlinePagePath(locale), {
      get headers() {
        return offlinePageHeaders(page().styleHash);
      },
      type: 'text/html; charset=utf-8',
      body: () => page().html,
    });
  }
  for (const [size, purpose] of ICONS) {
    files.set(iconPath(size, purpose), {
      headers: { 'cache-control': ICON_CACHE_CONTROL },
      type: 'image/png',
      body: once(() => brandIconPng(size, purpose)),
    });
  }
  return files;
}

export const pwaFiles: FastifyPluginCallback<PwaFilesOptions> = (app, options, done) => {
  // A build without a worker (a build of the server alone) serves none: the address is a 404.
  const workerFile = join(options.clientDir, 'sw.js');
  if (existsSync(workerFile)) {
    const worker = readFileSync(workerFile);
    app.get(SERVICE_WORKER_PATH, async (_request, reply) =>
      reply.headers(serviceWorkerHeaders()).type('text/javascript; charset=utf-8').send(worker),
    );
  }
  for (const [path, file] of pwaFileTable()) {
    app.get(path, async (_request, reply) =>
      reply.headers(file.headers).type(file.type).send(file.body()),
    );
  }
  done();
};
