import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockAssetsPlugin } from './mocks/mock-assets-plugin.ts';
import { apiPassThroughPlugin } from './scripts/vite/api-pass-through-plugin.ts';
import {
  installableDevFilesPlugin,
  installableWorkerPlugin,
} from './scripts/vite/installable-plugin.ts';
import { precompressPlugin } from './scripts/vite/precompress-plugin.ts';
import { runtimeSettingsPlugin } from './scripts/vite/runtime-settings-plugin.ts';
import { DEV_NONCE, devSecurityPlugin } from './scripts/vite/dev-security-plugin.ts';
import { preloadRoutes, routePreloadPlugin } from './scripts/vite/route-preload-plugin.ts';
import { routes } from './src/config/routes.ts';
import { zodWithoutJsonSchema } from './scripts/vite/zod-without-json-schema.ts';

// The dev server passes /api to the mock server (Prism) or, with API_PROXY_TARGET, to any
// backend, through the production server's pass-through (the session's HttpOnly cookie
// becomes the bearer token: scripts/vite/api-pass-through-plugin.ts). Both listen on
// 127.0.0.1 only.
const apiTarget =
  process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PRISM_PORT ?? '4010'}`;

// The app's core (config, helpers, the HTTP client, the shared components every screen
// uses) travels as one chunk instead of dozens of 1 KiB requests. The generated hooks and
// the heavier or rarer modules (country data, crypto, the captcha, the sanitiser, the
// payment pages' provider configuration and native bridge) are left to the automatic
// splitting, so a screen loads only the ones it calls; so are the helpers and addresses
// of a single screen (device-os and the install offer's addresses for Me, the countdown
// and the filing record for the 404 page), and the sign-in intent and payment hand-off
// (they register with the session instead of being imported by it), with the on-purpose
// sign out, the page drafts and the field reports' senders (loaded on an error, or once the
// page is interactive, and only where an endpoint is set: in core, web-vitals came with the
// boot). A core module importing one of these would make core and that chunk import each
// other, and core would then run before its imports exist.
const CORE =
  /[\\/]src[\\/](config[\\/]|lib[\\/]|api[\\/][\w-]+\.ts$|components[\\/](icons|document-head|toaster|page-header)\.(tsx|module\.css)$)|vite[\\/]preload-helper/;
const NOT_CORE =
  /field-reports[\\/](error-report|vitals-report|scrub|send)\.ts$|aes-ecb|base64|device-os|installable[\\/]|purchase-attempt|use-countdown|scroll-lock|countries|captcha|code-countdown|config[\\/](payment|external-pages)|payment-handoff|purchase-intent|sign-out|tab-drafts|native-bridge|coupon-maths|money|quantity|\.test\./;
function isCoreAppModule(id: string): boolean {
  return CORE.test(id) && !NOT_CORE.test(id);
}

// The price helpers of the product and checkout screens (money, coupon maths, quantity):
// one chunk of their own, not in core, so Home does not load them.
const PRICING = /[\\/]src[\\/]lib[\\/](coupon-maths|money|quantity)\.ts$/;

// The form kit: react-hook-form with its resolver, classic Zod (and the parts of Zod's core
// only classic uses) and the plain fields, which every form screen loads together. One
// file instead of seven: ConfirmOrder starts its form's downloads from the route prefetch,
// and each file is a request the task has to start (about 0.6 ms each), a task that
// Lighthouse counts at four times its length before those requests. The phone field
// (libphonenumber) and the code field stay apart: most forms have neither.
const FORM_KIT =
  /[\\/]node_modules[\\/](react-hook-form[\\/]|@hookform[\\/]resolvers[\\/]|zod[\\/]v4[\\/](classic[\\/]|locales[\\/]|core[\\/](to-json-schema|json-schema-processors|registries|memoizer)\.js$))|[\\/]src[\\/]components[\\/]form[\\/](form|field-shell|message|server-codes|contract|text-field|password-field|select-field|text-area-field)\.(tsx?|module\.css)$/;

// The chunks the entry imports statically: loaded at boot, before any lazy import.
const ALWAYS_LOADED = /(^|\/)(vendor|core|rolldown-runtime)-[\w-]+\.js$/;

// Chunk files are named by their hash alone, of 7 characters (the fewest the build accepts
// for this many chunks): the entry lists the file of every lazy chunk (which chunks to
// preload with each import), and descriptive names cost every first screen about 0.5 KiB of
// it, an eighth hash character about 0.15 KiB. The chunks the build config names keep their names, and the
// payment provider's SDK is named `provider-sdk` (the bench checks no first screen loads it).
const NAMED_CHUNKS = /^(vendor|core|pricing|form-kit|rolldown-runtime)$/;
const PROVIDER_SDK_MODULE = /[\\/]node_modules[\\/]@airwallex[\\/]/;
function chunkFileName(chunk: { name: string; moduleIds: readonly string[] }): string {
  if (chunk.moduleIds.some((id) => PROVIDER_SDK_MODULE.test(id)))
    return 'assets/provider-sdk-[hash].js';
  return NAMED_CHUNKS.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js';
}

// React Router publishes its production build in dist/production without pointing its
// package exports at it; the production bundle uses it (no development warnings, smaller).
const reactRouterProduction = {
  '^react-router$': 'react-router/dist/production/index.mjs',
  '^react-router/dom$': 'react-router/dist/production/dom-export.mjs',
};

// index.html's <meta name="referrer"> as a header too: the dev server puts its client script
// ahead of the meta, and that request would otherwise carry the full address.
const REFERRER_POLICY = { 'Referrer-Policy': 'strict-origin' };

// `npm run build` builds twice: the browser's bundle into dist/client, then the production
// server (src/server, Node) into dist/server with `--ssr`, its packages left to node_modules.
const SERVER_BUILD = {
  target: 'node24',
  outDir: 'dist/server',
  emptyOutDir: true,
  sourcemap: true,
};

// The deployment's settings in the dev server's page, as the production server does.
const runtimeSettings = runtimeSettingsPlugin();

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias:
      command === 'build'
        ? Object.entries(reactRouterProduction).map(([find, replacement]) => ({
            find: new RegExp(find),
            replacement: fileURLToPath(new URL(`node_modules/${replacement}`, import.meta.url)),
          }))
        : [],
  },
  plugins: [
    react(),
    zodWithoutJsonSchema(),
    mockAssetsPlugin(),
    apiPassThroughPlugin(apiTarget),
    runtimeSettings,
    // The production server's security headers, strict CSP included, on the dev server's pages.
    devSecurityPlugin(() => runtimeSettings.settings()),
    precompressPlugin(),
    // The installable app: the service worker in the browser's build (not the server's), the
    // manifests and icons on the dev server (scripts/vite/installable-plugin.ts).
    ...(isSsrBuild ? [] : installableWorkerPlugin()),
    installableDevFilesPlugin(),
    // The landing screens fetch their chunks and texts with the main bundle.
    routePreloadPlugin({
      locales: ['zh', 'en', 'zh-hant'],
      defaultLocale: 'zh',
      base: {
        modules: ['src/app/locale-layout.tsx'],
        namespaces: ['common', 'shell'],
        // The language's map of text chunks (src/i18n/init.ts).
        localeModules: ['src/i18n/texts/{lng}.ts'],
      },
      // The screens of the route table that declare a preload (Home, goodsDetail, productDetail).
      routes: preloadRoutes(routes),
    }),
  ],
  // The dev server's fixed CSP nonce on the tags Vite writes (scripts/vite/dev-security-plugin.ts).
  ...(command === 'serve' ? { html: { cspNonce: DEV_NONCE } } : {}),
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    headers: REFERRER_POLICY,
    // Builds and test reports written beside a running dev server (the journeys' production
    // build, Playwright's traces) are not sources: watching them reloads every open page.
    watch: { ignored: ['**/build/**', '**/test-results*/**', '**/playwright-report/**'] },
  },
  // The dependency scan starts from the app's page alone: by default it reads every .html
  // under the root, and build/ holds built copies of the app and generated pages (the API
  // reference, reports); one of those once stopped a first start with a PARSE_ERROR.
  optimizeDeps: { entries: ['index.html'] },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 4173),
    strictPort: true,
    headers: REFERRER_POLICY,
  },
  build: isSsrBuild
    ? SERVER_BUILD
    : {
        target: 'es2022',
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: true,
        // One stylesheet (8 KiB gzip in all) in the head instead of a late request per route.
        cssCodeSplit: false,
        // The dependency lists of the lazy imports (which chunks to preload with each) are in the
        // entry: the chunks the entry itself imports are loaded before any lazy import runs, so
        // they are left out of every list (the entry is part of every first screen).
        modulePreload: {
          resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
        },
        rolldownOptions: {
          // Orval's classic Zod modules (`import * as zod`) build every schema of a tag at the top
          // level, with no pure annotations: a form that imports one request schema kept them
          // all. Building a Zod schema has no side effect, so unused ones are dropped (the
          // checkout form's chunk 7.1 -> 5.9 KiB, the redeem code's 1.9 -> 0.4 KiB). Only the
          // generated modules name the namespace `zod`.
          treeshake: { manualPureFunctions: ['zod'] },
          output: {
            chunkFileNames: chunkFileName,
            codeSplitting: {
              groups: [
                { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
                { name: 'core', test: isCoreAppModule, includeDependenciesRecursively: false },
                { name: 'pricing', test: PRICING, includeDependenciesRecursively: false },
                { name: 'form-kit', test: FORM_KIT, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));
