// The catalogue of screen states (Storybook, .storybook/) as a test: every story of every
// *.stories.tsx renders as a portable story in each language, with its replies in front of
// the generated MSW handlers, reaches the state it names (its play function) and passes axe.
// Every route of the table has stories: a screen added without them fails here.
import axe from 'axe-core';
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node-server';
import { advance, runTimersUntil } from '../../tests/utils/fake-time';
import { annotations } from '../../.storybook/preview';
import { setStoryClock } from '../../.storybook/screen-checks';
import { storyHref, type ScreenParameter } from '../../.storybook/screen-story';
import { LOCALES } from '../config/locales';
import { routes, type RouteKey } from '../config/routes';

const project = setProjectAnnotations(annotations);
// jsdom has no layout: the support button places itself by what lies under a point, and
// axe briefly wraps that query while it runs. Nothing lies anywhere (for each test: the
// page's reset after each one takes properties added to the document away).
beforeEach(() => {
  document.elementsFromPoint = () => [];
  document.elementFromPoint = () => null;
});
// The React renderer's set-up (act around events) and the preview's (the wait limit of
// Storybook's own Testing Library copy). A story renders as in Storybook's page: a screen
// that loads its data and code updates itself when they arrive, and the play function waits
// for that. React's act is for tests that drive every update themselves: without it here,
// React renders as in a browser (IS_REACT_ACT_ENVIRONMENT false; Testing Library sets it for
// its own renders).
const actEnvironment: unknown = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
beforeAll(async () => {
  await project.beforeAll();
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
});
// The next test file shares this page (vitest.config.ts): its renders go through act again.
afterAll(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
});

// Storybook unmounts a story when the next one starts; unmounted at the end of its own test
// instead, nothing of it (a timer, a request) runs into the next test or past the last.
let mounted: ComposedStory | undefined;
afterEach(async () => {
  await mounted?.load();
  mounted = undefined;
});

/** The page's clock as React's scheduler holds it, taken before any test fakes time. */
const schedulerClock = performance;

/**
 * The next turn of the page's event loop after React's scheduler task, queued before it (the
 * effects of the render the play function saw, which may set the timers passTime moves).
 */
const realSetImmediate = setImmediate;
function reactsTurn(): Promise<void> {
  return new Promise((resolve) => {
    realSetImmediate(resolve);
  });
}

/** Timers run as a browser runs them: the story renders without act. */
const BROWSER = { act: false } as const;

/**
 * A story whose play function lets time pass (passTime): the page's timers on a fake clock
 * that stands still but for passTime, as the unit tests fake time (tests/utils/fake-time.ts,
 * without act: the story renders as in a browser): the due timers run (TanStack Query's
 * notify batch, Storybook's waits) while the play function waits on the page's events,
 * until it ends. Nothing depends on the machine's speed; real time bounds only the wait.
 */
async function runOnFakeClock(run: () => Promise<void>): Promise<void> {
  vi.useFakeTimers();
  // React's scheduler yields to the page by the real clock it took at start-up: stopped, it
  // runs a render's work to its end (the effects and the timers they set) before the play
  // function sees the render, however fast the machine is.
  const stopped = vi.spyOn(schedulerClock, 'now').mockReturnValue(schedulerClock.now());
  setStoryClock(async (ms) => {
    await reactsTurn();
    advance(ms, BROWSER);
  });
  const ended = { done: false };
  const played = run();
  const end = () => {
    ended.done = true;
  };
  played.then(end, end);
  try {
    await runTimersUntil(() => ended.done, BROWSER);
  } catch {
    throw new Error('The story did not reach its state: its play function did not end');
  } finally {
    setStoryClock(undefined);
    stopped.mockRestore();
    vi.useRealTimers();
  }
  // Its error, if the play function failed.
  await played;
}

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const files = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

const stories = Object.entries(files).flatMap(([file, module]) => {
  const composed: Record<string, ComposedStory> = composeStories(module);
  // The stories' display names (composeStories names a story by its export).
  const annotations = module as unknown as Record<string, { name?: string } | undefined>;
  return Object.entries(composed).map(([exportName, story]) => ({
    file,
    story,
    name: annotations[exportName]?.name ?? exportName,
  }));
});

describe('the screen catalogue', () => {
  it('has stories for every route of the table, named by its path', () => {
    const covered = new Set<string>();
    for (const { story, name } of stories) {
      const screen = story.parameters.screen as ScreenParameter | undefined;
      expect(screen, `${name} names no screen`).toBeDefined();
      if (!screen) continue;
      const path = routes[screen.key].path || '(Home)';
      expect(name.startsWith(`${path} · `), `${name} is not named by ${path}`).toBe(true);
      covered.add(screen.key);
    }
    const missing = (Object.keys(routes) as RouteKey[]).filter((key) => !covered.has(key));
    expect(missing, 'routes without stories').toEqual([]);
  });

  describe.each(LOCALES)('in %s', (locale) => {
    it.each(stories.map(({ file, story, name }) => [name, file, story] as const))(
      '%s (%s)',
      async (_name, _file, story) => {
        const screen = story.parameters.screen as ScreenParameter;
        const msw = story.parameters.msw as { handlers?: Parameters<typeof server.use> };
        server.use(...(msw.handlers ?? []));
        // The address bar on the screen, as the app has it (the calls' language header).
        window.history.replaceState(null, '', storyHref(screen, locale));
        mounted = story;
        // Storybook renders without act in its 'docs' view mode, as a browser does.
        const run = () => story.run({ globals: { ...story.globals, locale }, viewMode: 'docs' });
        if (story.parameters.clock === true) await runOnFakeClock(run);
        else await run();
        // jsdom lays nothing out, so colour contrast cannot be judged here (Storybook's page
        // and the browser journeys can): that rule alone is off.
        const results = await axe.run(document.body, {
          rules: { 'color-contrast': { enabled: false } },
        });
        expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      },
    );
  });
});
