// Resolves the language from the route segment, keeps <html lang> and the locale cookies in
// step with it (the root route's loader has already switched i18next, see router.tsx), and
// treats an unknown first segment as an unknown page of the default language. Hosts what
// every screen shares: the support button, the shell behaviour and the scroll position (a
// new screen opens at the top, Back and Forward return to where the shopper was).
import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useParams } from 'react-router-dom';
import { manifestPath } from '../config/installable';
import { DEFAULT_LOCALE, HTML_LANG, isLocale } from '../config/locales';
import { routes, type RouteDefinition, type RouteKey } from '../config/routes';
import { rememberLocale } from '../lib/locale-cookies';
import { PageInteractive } from '../lib/page-interactive';
import { afterNextPaint } from '../lib/use-after-first-paint';
import { useShellEffects } from './shell-effects';
import styles from './locale-layout.module.css';

// Not part of any first paint: its own chunk, out of every screen's initial JavaScript,
// fetched from a task of its own once the page has painted, then rendered. The task that
// renders a screen starts only what the screen needs: Lighthouse holds a request until the
// task that started it ends, and counts that task at four times its length.
const loadSupportButton = () => import('../features/shell/floating-support-button');
const FloatingSupportButton = lazy(async () => ({
  default: (await loadSupportButton()).FloatingSupportButton,
}));

const NotFoundRoute = lazy(async () => ({
  default: (await import('./routes/not-found')).NotFoundRoute,
}));

export function LocaleLayout() {
  const { lang } = useParams();
  const { i18n } = useTranslation();
  const matches = useMatches();
  const locale = lang === undefined ? DEFAULT_LOCALE : isLocale(lang) ? lang : undefined;
  const effective = locale ?? DEFAULT_LOCALE;
  const screen = (matches.at(-1)?.handle as { screen?: RouteKey } | undefined)?.screen;
  // Pages opened inside the native app carry their own chrome: no support button.
  const appChrome = screen !== undefined && (routes[screen] as RouteDefinition).chrome === 'app';

  useShellEffects();
  const [supportLoaded, setSupportLoaded] = useState(false);
  useEffect(() => {
    // A chunk that fails to load is left to the lazy component (its import runs again).
    // In a transition: an urgent update of this layout while the screen below it is still
    // being hydrated makes React hydrate the whole screen at once, in one blocking task
    // (Home: about 180 ms at 4x CPU, docs/performance.md); a transition lets it go on in
    // slices.
    const show = () => {
      startTransition(() => {
        setSupportLoaded(true);
      });
    };
    return afterNextPaint(() => {
      void loadSupportButton().then(show, show);
    });
  }, []);

  // Layout effect: <html lang> is right before the screen paints. Where no loader switched
  // the language (a router built without i18next), it is switched here, never in render.
  useLayoutEffect(() => {
    if (i18n.language !== effective) void i18n.changeLanguage(effective);
    document.documentElement.lang = HTML_LANG[effective];
    rememberLocale(effective);
  }, [effective, i18n]);

  return (
    <>
      <ScrollRestoration />
      {/* The language's web app manifest (issue 26), hoisted into the head by React. */}
      <link rel="manifest" href={manifestPath(effective)} />
      {/* A screen suspends while its texts load (the first time its namespace is used). */}
      <Suspense fallback={null}>
        {locale === undefined ? <NotFoundRoute /> : <Outlet />}
        {/* After the screen, in the pass it hydrates in: the page is interactive then. */}
        <PageInteractive />
      </Suspense>
      {/* The support button's room at the page's end, rendered with the page (on the server
          too), so nothing moves when the button arrives after the first paint. */}
      {appChrome ? null : <div className={styles.supportRoom} />}
      {!supportLoaded || appChrome ? null : (
        <Suspense fallback={null}>
          <FloatingSupportButton />
        </Suspense>
      )}
    </>
  );
}
