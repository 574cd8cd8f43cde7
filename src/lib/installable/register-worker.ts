// Registers the service worker (lib/installable/sw.ts) in production builds, once the first
// screen is interactive (main.tsx): workbox-window waits for the page's load event besides,
// so the worker and its precache downloads start after everything the first screen needs.
// An update: the new worker installs in the background and waits; the shopper gets a quiet
// notice, and the next navigation asks it to take over, then loads the page it went to
// from the new version (a full load: the old version's chunks are gone from the precache).
import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_PATH } from '../../config/installable';
import { pageLoad } from '../chunk-reload';
import { showToast } from '../toast-store';

/** Calls `listener` on each navigation of the app; returns the unsubscribe. */
export type OnNavigation = (listener: () => void) => () => void;

export function registerServiceWorker(onNavigation: OnNavigation): Workbox {
  const workbox = new Workbox(SERVICE_WORKER_PATH);
  let stopWatching: (() => void) | undefined;
  workbox.addEventListener('waiting', () => {
    showToast({ kind: 'info', messageKey: 'shell:appUpdate.ready' });
    stopWatching ??= onNavigation(() => {
      stopWatching?.();
      workbox.addEventListener('controlling', () => {
        pageLoad.replace(window.location.href);
      });
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register();
  return workbox;
}
