// The service worker (issue 26 item 1), built by vite-plugin-pwa's `injectManifest` into
// the root's sw.js: Workbox's modules for the precache and the routing, our code for the
// rest. Chosen over `generateSW` because the navigations need a handler of our own (the
// offline page of the address's language) and nothing may be cached at run time, which a
// generated worker's defaults and options would have to be argued out of.
//
// - Precached: the build's hashed scripts and stylesheet (the list the build writes into
//   this file) and the three offline pages. An old build's files go when a new worker
//   takes over.
// - Navigations: network only (a page may be signed in or personal: it is never stored),
//   with the server's answer through navigation preload, so the worker's start-up does not
//   delay the page; a navigation that finds no network gets the offline page of the
//   address's language.
// - Everything else (/api, images, other sites) is not handled here: the browser fetches it
//   as if there were no worker, and nothing of it is stored.
// - Updates: no skipWaiting on install. A new worker waits until the page, at its next
//   navigation, asks it to take over (lib/installable/register-worker.ts).
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { offlinePagePath } from '../../config/installable';
import { localeFromPath } from '../../config/locales';

declare global {
  interface Window {
    /** The precache list the build writes in place of this name (Workbox's injection point). */
    __WB_MANIFEST: (PrecacheEntry | string)[];
  }
}

/** What this file uses of the worker's global scope (the DOM's types are the project's). */
interface WorkerScope {
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

/** What workbox-window's messageSkipWaiting() posts (register-worker.ts). */
const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
enableNavigationPreload();

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [
        {
          handlerDidError: async ({ request }) =>
            matchPrecache(offlinePagePath(localeFromPath(new URL(request.url).pathname))),
        },
      ],
    }),
  ),
);

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) {
    void worker.skipWaiting();
  }
});
