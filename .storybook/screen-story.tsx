// A story of a screen: the app's real route tree (src/app/router.tsx: language layout, tab
// layout, the route's loader with its query check, guard and prefetch) in a memory router at
// the route's address and query, with the app's providers (a fresh QueryClient, i18next in
// the toolbar's language). The screen's route module (src/app/routes/<module>.tsx) is loaded
// by the story's loader and rendered as the story, in place of the route's lazy module.
import type { Decorator, Loader, StoryContext, StoryObj } from '@storybook/react';
import type { RequestHandler } from 'msw';
import { useState, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { createRoutes, loadScreen } from '../src/app/router';
import { isLocale, type Locale } from '../src/config/locales';
import { paths } from '../src/config/paths';
import { routes, type HrefQuery, type RouteKey } from '../src/config/routes';
import { createBundledI18n } from '../src/i18n/bundled';
import { COOKIE, forgetCookies, removeCookie, writeCookie } from '../src/lib/cookies';
import { setNavigator } from '../src/lib/navigation';

export type Session = 'guest' | 'signed-in';

export interface ScreenParameter {
  key: RouteKey;
  query?: Record<string, string | number>;
}

/** The address a story opens: the route's path in the language, with its query. */
export function storyHref(screen: ScreenParameter, locale: Locale): string {
  const getHref = paths[screen.key].getHref as (lang: Locale, query?: object) => string;
  return getHref(locale, screen.query);
}

export function localeOf(context: Pick<StoryContext, 'globals'>): Locale {
  const locale = context.globals.locale as string | undefined;
  return isLocale(locale) ? locale : 'zh';
}

/** The signed-in state as the page knows it: the server's readable signed_in flag. */
function applySession(session: Session): void {
  if (session === 'signed-in') writeCookie(COOKIE.signedIn, '1');
  else removeCookie(COOKIE.signedIn);
  forgetCookies();
}

/** The route objects with the story rendered in place of the screen's lazy module. */
function withStory(objects: RouteObject[], key: RouteKey, Story: ComponentType): RouteObject[] {
  return objects.map((object) => {
    if (object.id === `${key}.screen`) {
      const { lazy: _lazy, ...rest } = object;
      return { ...rest, Component: Story };
    }
    return object.children
      ? { ...object, children: withStory(object.children, key, Story) }
      : object;
  });
}

function ScreenStory({ Story, context }: { Story: ComponentType; context: StoryContext }) {
  const screen = context.parameters.screen as ScreenParameter;
  const locale = localeOf(context);
  const [app] = useState(() => {
    applySession(context.globals.session === 'guest' ? 'guest' : 'signed-in');
    const queryClient = createQueryClient();
    // A story shows one state: a failure is shown at once, not after a quiet retry.
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    const i18n = createBundledI18n(locale);
    const router = createMemoryRouter(
      withStory(createRoutes(queryClient, i18n), screen.key, Story),
      { initialEntries: [storyHref(screen, locale)] },
    );
    // The HTTP client's navigation (401 to login, 801 to not-found) stays in the story.
    setNavigator((href, options) => void router.navigate(href, options));
    return { queryClient, i18n, router };
  });
  return (
    <AppProviders queryClient={app.queryClient} i18n={app.i18n}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}

/** The decorator: the screen's route, language, session and providers around the story. */
export const screenDecorator: Decorator = (Story, context) => (
  <ScreenStory
    // A new language or session is a new page load.
    key={`${String(context.globals.locale)}-${String(context.globals.session)}`}
    Story={Story}
    context={context}
  />
);

/** The loader: the screen's route module, rendered by the story. */
export const screenLoader: Loader = async (context) => {
  const screen = context.parameters.screen as ScreenParameter | undefined;
  if (!screen) return {};
  const module = await loadScreen(routes[screen.key].module)();
  return { Screen: module.Component };
};

export function renderScreen(_args: unknown, context: StoryContext) {
  const Screen = (context.loaded as { Screen?: ComponentType }).Screen;
  return Screen ? <Screen /> : <></>;
}

interface ScreenStoryOptions<K extends RouteKey> {
  /** The state shown, after the route's path in the story's name. */
  state: string;
  query?: HrefQuery<K>;
  /** Pins the toolbar's session where the screen differs for guests and members. */
  session?: Session;
  /** Replies that differ from the generated handlers' first examples. */
  replies?: RequestHandler[];
  /** The play function lets time pass (passTime): the story test moves a fake clock. */
  clock?: boolean;
  play?: StoryObj['play'];
}

/** A story of the screen `key` in one state. Its name starts with the route's path. */
export function screenStory<K extends RouteKey>(key: K, options: ScreenStoryOptions<K>): StoryObj {
  const path = routes[key].path || '(Home)';
  return {
    name: `${path} · ${options.state}`,
    parameters: {
      screen: { key, query: options.query } as ScreenParameter,
      msw: { handlers: options.replies ?? [] },
      clock: options.clock ?? false,
    },
    ...(options.session ? { globals: { session: options.session } } : {}),
    ...(options.play ? { play: options.play } : {}),
  };
}
