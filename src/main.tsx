// Zod's JIT off before anything parses (lib/zod-jitless.ts: strict CSP). Also imported by
// the modules that parse with Zod; here too, since a screen may parse before those load.
import './lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { recoverWhenApiReturns } from './app/api-recovery';
import { createQueryClient, forgetRepliesOnSessionChange } from './app/query-client';
import { createAppRouter, createHydratingRouter, startLandingLoader } from './app/router';
import { readServerState } from './app/server-state';
import { setRequestHook } from './api/http-client';
import { DESKTOP_WIDTH_ABOVE_PX } from './config/desktop-host';
import { localeFromPath } from './config/locales';
import { vitalsEndpoint } from './config/report-endpoints';
import { runtimeSetting } from './config/runtime-settings';
import { BASE_NAMESPACES, createI18n } from './i18n/init';
import { adoptClientSecret } from './lib/app-client-secret';
import { keepInstallPrompt } from './lib/install-prompt';
import { provideRouteName, screenOfMatches } from './lib/field-reports/route-name';
import { watchErrors } from './lib/field-reports/watch-errors';
import { setNavigator } from './lib/navigation';
import { adoptAppToken } from './lib/session';
import { onPageInteractive } from './lib/page-interactive';
import { keepTypedInput } from './lib/typed-before-hydration';
import { notePaintedByServer } from './lib/use-after-first-paint';
import { yieldToMain } from './lib/yield-to-main';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The app's token and a payment intent's client secret leave the address bar before
// anything reads the URL or asks for more.
adoptAppToken();
adoptClientSecret();
// The page's errors go to the deployment's collector when it names one (ERROR_ENDPOINT).
watchErrors();
// The browser's install prompt fires once, early: kept for the Me page's offer.
keepInstallPrompt();

// Seed 001 section 9: a desktop-wide window goes to the desktop host, when the deployment
// names one (DESKTOP_ORIGIN, in the page's run-time settings). Unset, or at mobile widths,
// its module is not loaded; in development it loads whenever one is set, to warn about a
// malformed value. A page that is leaving starts nothing: no calls, no render.
if (
  runtimeSetting('DESKTOP_ORIGIN') &&
  (import.meta.env.DEV || window.innerWidth > DESKTOP_WIDTH_ABOVE_PX)
) {
  const { leavesForDesktopHost } = await import('./app/desktop-redirect');
  if (leavesForDesktopHost()) await new Promise<never>(() => undefined);
}

// Start-up runs in short tasks, each ended with a yield, so no step blocks input for long:
// evaluating the modules, then creating the router (which starts loading the first
// screen's chunk while its loaders start the screen's calls), then the texts, then the
// first render.
if (import.meta.env.DEV) {
  // The scenario switcher (src/dev) picks Prism's replies; registered before any call.
  const { scenarioRequestHook } = await import('./dev/scenario-switcher/http-hook');
  setRequestHook(scenarioRequestHook);
}
// A page the production server rendered carries the replies it showed and the texts it used
// (app/server-state.ts): the browser starts from them and asks for nothing they hold.
const serverState = readServerState();
// What the shopper types into the server's page until it is hydrated goes back into it then.
if (serverState) onPageInteractive(keepTypedInput());
// The server's page is on screen: hydration renders what waits for the paint, as it was.
if (serverState) notePaintedByServer();
const queryClient = createQueryClient();
if (serverState) hydrate(queryClient, serverState.queries);
recoverWhenApiReturns(queryClient);
forgetRepliesOnSessionChange(queryClient);
const i18n = createI18n(localeFromPath(window.location.pathname));
await yieldToMain();
// The landing screen's calls start in a task of their own, before the router's.
if (!serverState) void startLandingLoader(queryClient, window.location.href);
await yieldToMain();
const router = serverState
  ? await createHydratingRouter(queryClient, i18n, serverState.routes)
  : createAppRouter(queryClient, i18n);
setNavigator((href, options) => void router.navigate(href, options));
provideRouteName(() => screenOfMatches(router.state.matches));
// Field figures (VITALS_ENDPOINT), loaded once the first screen is interactive.
onPageInteractive(() => {
  const endpoint = vitalsEndpoint();
  if (endpoint) {
    void import('./lib/field-reports/vitals-report').then(({ startVitalsReport }) => {
      startVitalsReport(endpoint);
    });
  }
});
// The service worker (the installable app, offline page), registered in production builds
// once the first screen is interactive; registration itself waits for the load event.
onPageInteractive(() => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('./lib/installable/register-worker').then(({ registerServiceWorker }) => {
    registerServiceWorker((listener) => {
      let { location } = router.state;
      return router.subscribe((state) => {
        if (state.location === location) return;
        location = state.location;
        listener();
      });
    });
  });
});
await i18n.loadNamespaces([...BASE_NAMESPACES, ...(serverState?.namespaces ?? [])]);
await yieldToMain();

const app = (
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} router={router} />
  </StrictMode>
);
// A transition: React renders (or hydrates) the first screen in slices, yielding to the
// browser between them, instead of one long task that blocks input.
startTransition(() => {
  if (serverState) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
