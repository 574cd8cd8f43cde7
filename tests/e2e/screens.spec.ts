// Every screen of the route table, in zh, en and zh-hant, signed out and signed in, checked
// in one pass per page load (issue 23 item 5, issue 23 item 8, issue 26 item 4). The screens
// come from the route table (screens.ts), so a route added later is checked here too.
// Once its content has arrived:
// - Layout (layout-checks.ts): at 375 px (seed 001 section 9: "Design width 375") and at
//   320 px, at 375 px with the text alone at 200% (WCAG 2.2 1.4.4 Resize text), and in a
//   640 px window at 200% browser zoom (1.4.10 Reflow): the document does not scroll
//   sideways, no element passes the viewport's edges, the fixed bars stay inside the
//   viewport, no control's label breaks inside a word, and scrolled to its end the floating
//   support button in its default place covers no control.
// - axe finds nothing against WCAG 2.2 A and AA (axe-checks.ts), with the page as it loaded
//   and then with each of its dialogs open.
// The sessions:
// - Signed out: the public screens and the account entry; a signed-in-only screen sends a
//   guest to login, which is checked once more on the way.
// - Signed in: every screen but the account entry (which sends a member Home).
// - The app's payment pages: as the native app opens them (its token in the query), without
//   the support button (routes.ts, chrome 'app').
// Run on the production build (its boot path and chunks, and faster than the dev server):
// one page load per screen, every width and zoom by resizing. Every finding names the page
// and the check; a test (one screen in one session) reports the findings of all its
// checks together.
import type { CDPSession } from '@playwright/test';
import { test, expect, type Locator, type Page } from './test';
import { LOCALES, type Locale } from '../../src/config/locales';
import type { RouteKey } from '../../src/config/paths';
import { routes, type RouteDefinition } from '../../src/config/routes';
import { findings, ready, withDialogs } from './axe-checks';
import { inspectLayout } from './layout-checks';
import { addressOf, GROUPS, SCREENS, SUPPORT, type Group } from './screens';
import { BUILD_ORIGIN } from './servers';
import { signIn } from './support';

test.use({ baseURL: BUILD_ORIGIN });
// The screens are independent of each other: spread over the workers (the longest file).
test.describe.configure({ mode: 'parallel' });

/** The journeys' viewport and pixel ratio (playwright.config.ts). */
const DESIGN = { width: 375, height: 812, deviceScaleFactor: 2 };
const NARROW = 320;

/**
 * Playwright's own device metrics for the design viewport (a mobile portrait screen), sent
 * again after the zoom: Playwright skips a viewport equal to the one it last set, so it
 * would not undo the zoom by itself.
 */
const DESIGN_METRICS = {
  mobile: true,
  width: DESIGN.width,
  height: DESIGN.height,
  screenWidth: DESIGN.width,
  screenHeight: DESIGN.height,
  deviceScaleFactor: DESIGN.deviceScaleFactor,
  screenOrientation: { angle: 0, type: 'portraitPrimary' as const },
};

/**
 * A 640 x 812 px window at 200% browser zoom. Chromium's zoom makes a CSS pixel two device
 * pixels: the layout viewport becomes 320 x 406 CSS px, media queries and vw/vh see that,
 * devicePixelRatio doubles, and the page lays itself out again. So that is what is emulated,
 * through the DevTools protocol's device metrics (the viewport and the pixel ratio together).
 * Not CSS `zoom: 2` on the root: the viewport stays 640 px wide for media queries, viewport
 * units and fixed elements, which a zoomed browser does not do; nor
 * `Emulation.setPageScaleFactor`: that is pinch zoom, which magnifies without reflowing and
 * always scrolls sideways (what 1.4.10 asks a page not to need).
 */
const ZOOMED = {
  ...DESIGN_METRICS,
  width: 640 / 2,
  height: DESIGN.height / 2,
  screenWidth: 640 / 2,
  screenHeight: DESIGN.height / 2,
  deviceScaleFactor: DESIGN.deviceScaleFactor * 2,
};

/** Text alone at 200% (WCAG 1.4.4): the root font size doubled, at the design width. */
function doubleText(double: boolean) {
  document.documentElement.style.fontSize = double ? '200%' : '';
}

/** The layout of the loaded screen at each width and zoom; the findings, each with its page. */
async function checkLayout(
  page: Page,
  cdp: CDPSession,
  key: RouteKey,
  lang: Locale,
  address: string,
) {
  // Pages opened in the native app have no support button (routes.ts, chrome 'app').
  const support = (routes[key] as RouteDefinition).chrome === 'app' ? null : SUPPORT[lang];
  const problems: string[] = [];
  const inspect = async (what: string) => {
    const found = await page.evaluate(inspectLayout, support);
    problems.push(...found.map((problem) => `${address} ${what}: ${problem}`));
  };
  for (const width of [DESIGN.width, NARROW]) {
    await page.setViewportSize({ width, height: DESIGN.height });
    await inspect(`at ${width} px`);
  }
  await page.setViewportSize({ width: DESIGN.width, height: DESIGN.height });
  await page.evaluate(doubleText, true);
  await inspect(`at ${DESIGN.width} px with 200% text`);
  await page.evaluate(doubleText, false);
  await cdp.send('Emulation.setDeviceMetricsOverride', ZOOMED);
  expect(await page.evaluate(() => [innerWidth, devicePixelRatio])).toEqual([320, 4]);
  await inspect('in a 640 px window at 200% zoom');
  await cdp.send('Emulation.setDeviceMetricsOverride', DESIGN_METRICS);
  expect(await page.evaluate(() => [innerWidth, devicePixelRatio])).toEqual([375, 2]);
  // axe then sees the page as it loaded: at its top.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  return problems;
}

/**
 * The dialog openers pressed so far in this worker, per language and session: each is
 * pressed once per worker (the same control on the next screen opens the same dialog). A
 * test run alone, or in a new worker (the other one, or after a failure), presses them all
 * again.
 */
const pressedIn = new Map<string, Set<string>>();

/** Opens the screen once, checks its layout, then axe on it and its dialogs; all findings. */
async function checkScreen(page: Page, key: RouteKey, lang: Locale, session: string) {
  const pressed = pressedIn.get(`${lang} ${session}`) ?? new Set<string>();
  pressedIn.set(`${lang} ${session}`, pressed);
  const cdp = await page.context().newCDPSession(page);
  const address = addressOf(key, lang);
  await page.goto(address, { waitUntil: 'commit' });
  await ready(page, key);
  return [
    ...(await checkLayout(page, cdp, key, lang, address)),
    ...(await findings(page, address)),
    ...(await withDialogs(page, address, pressed)),
  ];
}

const keysOf = (group: Group) =>
  (Object.keys(SCREENS) as RouteKey[]).filter((key) => SCREENS[key].group === group);
/** Not for guests only. */
const open = (key: RouteKey) => (routes[key] as RouteDefinition).guard !== 'guest';
const groupsOpenedAs = (session: string) =>
  (Object.keys(GROUPS) as Group[]).filter((group) => GROUPS[group] === session);

// One test per screen and session (a group of screens passes the test time limit).
for (const lang of LOCALES) {
  test.describe(lang, () => {
    for (const group of groupsOpenedAs('guest')) {
      for (const key of keysOf(group)) {
        test(`signed out: ${group}: ${key}`, async ({ page }) => {
          expect(await checkScreen(page, key, lang, 'guest')).toEqual([]);
        });
      }
    }

    test('signed out: a signed-in-only screen sends a guest to login', async ({ page }) => {
      const key = groupsOpenedAs('signed-in').flatMap(keysOf)[0]!;
      await page.goto(addressOf(key, lang), { waitUntil: 'commit' });
      // zh may leave out its segment (README, "Routes and screens").
      await expect(page).toHaveURL(/\/login(\?|$)/);
      await ready(page, 'login');
      expect(await findings(page, `${page.url()} (a guest sent to login)`)).toEqual([]);
    });

    // The account entry sends a member Home, which is among the public screens.
    const signedIn = [
      ...groupsOpenedAs('signed-in'),
      ...groupsOpenedAs('guest').filter((g) => keysOf(g).some(open)),
    ];
    for (const group of signedIn) {
      for (const key of keysOf(group).filter(open)) {
        test(`signed in: ${group}: ${key}`, async ({ page, context }) => {
          await signIn(context, BUILD_ORIGIN);
          expect(await checkScreen(page, key, lang, 'signed-in')).toEqual([]);
        });
      }
    }

    for (const key of groupsOpenedAs('app').flatMap(keysOf)) {
      test(`the app’s payment pages: ${key}`, async ({ page }) => {
        expect(await checkScreen(page, key, lang, 'app')).toEqual([]);
      });
    }
  });
}

/**
 * Two frames and the tasks after them: the page has painted what it was doing, and the
 * support button, which measures the screen's chrome once a frame is painted, has moved.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
}

/** The action is free: its centre is itself, and no part of it is under the support button. */
async function expectClearOfSupport(page: Page, action: Locator) {
  await settle(page);
  // The floating button (named by its aria-label; a page's own "Customer service" button is
  // named by its text), once it has loaded: it comes after the first paint.
  const support = page.locator(`button[aria-label="${SUPPORT.en}"]`);
  await expect(support).toBeVisible();
  const [box, place] = [await action.boundingBox(), await support.boundingBox()];
  expect(box && place).toBeTruthy();
  expect(
    await action.evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(left + width / 2, top + height / 2));
    }),
  ).toBe(true);
  const overlaps =
    box!.x < place!.x + place!.width &&
    place!.x < box!.x + box!.width &&
    box!.y < place!.y + place!.height &&
    place!.y < box!.y + box!.height;
  expect(
    overlaps,
    `${JSON.stringify(box)} under the support button at ${JSON.stringify(place)}`,
  ).toBe(false);
}

test('the support button leaves the last order’s Reorder and the detail footer’s actions free', async ({
  page,
  context,
}) => {
  await signIn(context, BUILD_ORIGIN);
  await page.goto('/en/Tabs/Order');
  // The contract's list: the last order is a completed one, with Reorder.
  const reorder = page.getByRole('link', { name: 'Reorder PUBG Mobile 660 UC' });
  await expect(page.getByText('No more')).toBeAttached();
  await reorder.scrollIntoViewIfNeeded();
  await expectClearOfSupport(page, reorder);
  await reorder.tap();
  await expect(page).toHaveURL(/\/en\/goodsDetail\?spuId=10103&/);

  await page.goto('/en/Tabs/OrderDetail?orderId=TL2026112000001');
  const footer = page.getByRole('group', { name: 'Order actions' });
  const service = footer.getByRole('button', { name: 'Customer service' });
  await expect(page.getByText('5123456789')).toBeVisible();
  for (const action of await footer.locator('button, a').all()) {
    await expectClearOfSupport(page, action);
  }
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await expectClearOfSupport(page, service);
  // The chat opens in a new window (answered here: the test network is closed).
  await context.route('https://support.topuplive.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
  );
  const chat = context.waitForEvent('page');
  await service.tap();
  await expect(await chat).toHaveURL('https://support.topuplive.example/chat?lang=en');
});
