// Every screen of the route table fits a phone (issue 23 item 5): in zh, en and zh-hant, at
// 375 px (seed 001 section 9: "Design width 375") and at 320 px, once its content has
// arrived, the document does not scroll sideways, no element passes the viewport's edges, the
// fixed bars stay inside the viewport and no control's label breaks inside a word (see
// layout-checks.ts). And every screen leaves room for the floating support button (issue 23
// item 8): scrolled to its end, the button in its default place covers no control. Run on
// the production build (its boot path and chunks, and faster than the dev server): one page
// load per screen and language, both widths by resizing. The screens: screens.ts.
import { test, expect, type Locator, type Page } from './test';
import { LOCALES } from '../../src/config/locales';
import type { RouteKey } from '../../src/config/paths';
import { routes, type RouteDefinition } from '../../src/config/routes';
import { inspectLayout } from './layout-checks';
import { addressOf, GROUPS, SCREENS, SUPPORT, type Group } from './screens';
import { BUILD_ORIGIN } from './servers';
import { signIn } from './support';

test.use({ baseURL: BUILD_ORIGIN });

const WIDTHS = [375, 320];
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

for (const lang of LOCALES) {
  for (const [group, session] of Object.entries(GROUPS) as [Group, string][]) {
    const keys = (Object.keys(SCREENS) as RouteKey[]).filter((key) => SCREENS[key].group === group);
    test(`${lang}, ${group}: fit 375 and 320 px, and leave room for the support button`, async ({
      page,
      context,
    }) => {
      if (session === 'signed-in') await signIn(context, BUILD_ORIGIN);
      const problems: string[] = [];
      for (const key of keys) {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 812 });
        const address = addressOf(key, lang);
        await page.goto(address, { waitUntil: 'commit' });
        await SCREENS[key].ready(page).first().waitFor();
        // Pages opened in the native app have no support button (routes.ts, chrome 'app').
        const support = (routes[key] as RouteDefinition).chrome === 'app' ? null : SUPPORT[lang];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 812 });
          const found = await page.evaluate(inspectLayout, support);
          problems.push(...found.map((problem) => `${address} at ${width} px: ${problem}`));
        }
      }
      expect(problems).toEqual([]);
    });
  }
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
