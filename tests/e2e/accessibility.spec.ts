// axe finds nothing on any screen of the route table (issue 26 item 4): in zh, en and
// zh-hant, signed out and signed in, with each of its dialogs open, against WCAG 2.2 A and AA
// (axe's wcag2a, wcag2aa, wcag21a, wcag21aa and wcag22aa rules; its best practices are not
// WCAG and are left to the screens' own journeys). The screens come from the route table
// (screens.ts, shared with layout.spec.ts), so a route added later is checked here too.
// - Signed out: the public screens and the account entry; a signed-in-only screen sends a
//   guest to login, which is checked once more on the way.
// - Signed in: every screen but the account entry (which sends a member Home).
// - The app's payment pages: as the native app opens them (its token in the query).
// Dialogs: every control that says it opens one (aria-haspopup="dialog") is pressed once per
// test (the same control on the next screen opens the same dialog), axe runs with the dialog
// open, and Escape closes it. Run on the production build, one page load per screen.
// Nothing is excluded: every finding names the page, the dialog open, the rule and the nodes.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './test';
import { LOCALES } from '../../src/config/locales';
import type { RouteKey } from '../../src/config/paths';
import { routes, type RouteDefinition } from '../../src/config/routes';
import { addressOf, GROUPS, SCREENS, type Group } from './screens';
import { BUILD_ORIGIN } from './servers';
import { signIn } from './support';

test.use({ baseURL: BUILD_ORIGIN });

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's findings on the page as it is now, one line per rule (what, where, why). */
async function findings(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact ?? 'n/a'}) on ` +
      violation.nodes
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`)
        .join(' | '),
  );
}

/** The screen's content has arrived and no block is still loading (components/block-state). */
async function ready(page: Page, key: RouteKey) {
  await SCREENS[key].ready(page).first().waitFor();
  await expect(page.locator('.visually-hidden[role="status"]')).toHaveCount(0);
}

/**
 * Presses each dialog opener of the page not pressed before in this test (`pressed` holds
 * their kinds: the component's classes and text), and checks the page with its dialog open.
 */
async function withDialogs(page: Page, where: string, pressed: Set<string>): Promise<string[]> {
  const found: string[] = [];
  // A dialog the screen opened itself (the signed-in pop-ups) was checked with the page:
  // closed first, as a shopper would, so the openers behind it can be pressed.
  const dialog = page.locator('dialog[open]');
  while ((await dialog.count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(dialog.first(), `${where}: Escape closes the pop-up`).toBeHidden();
  }
  const openers = page.locator('[aria-haspopup="dialog"]:visible:enabled');
  for (const opener of await openers.all()) {
    const kind = await opener.evaluate(
      (element) => `${element.getAttribute('class')}|${element.textContent.trim()}`,
    );
    if (pressed.has(kind)) continue;
    pressed.add(kind);
    const name = (await opener.getAttribute('aria-label')) ?? (await opener.innerText()).trim();
    await opener.click();
    await expect(dialog, `${where}: "${name}" opens a dialog`).toBeVisible();
    found.push(...(await findings(page, `${where} with "${name}" open`)));
    await page.keyboard.press('Escape');
    await expect(dialog, `${where}: Escape closes "${name}"`).toHaveCount(0);
  }
  return found;
}

/** Opens each screen, checks it and its dialogs; the findings of all of them. */
async function checkScreens(page: Page, keys: RouteKey[], lang: (typeof LOCALES)[number]) {
  const problems: string[] = [];
  const pressed = new Set<string>();
  for (const key of keys) {
    const address = addressOf(key, lang);
    await page.goto(address, { waitUntil: 'commit' });
    await ready(page, key);
    problems.push(...(await findings(page, address)));
    problems.push(...(await withDialogs(page, address, pressed)));
  }
  return problems;
}

const keysOf = (group: Group) =>
  (Object.keys(SCREENS) as RouteKey[]).filter((key) => SCREENS[key].group === group);
/** Not for guests only. */
const open = (key: RouteKey) => (routes[key] as RouteDefinition).guard !== 'guest';
const groupsOpenedAs = (session: string) =>
  (Object.keys(GROUPS) as Group[]).filter((group) => GROUPS[group] === session);

for (const lang of LOCALES) {
  test.describe(lang, () => {
    for (const group of groupsOpenedAs('guest')) {
      test(`signed out: ${group}`, async ({ page }) => {
        expect(await checkScreens(page, keysOf(group), lang)).toEqual([]);
      });
    }

    test('signed out: a signed-in-only screen sends a guest to login', async ({ page }) => {
      const key = groupsOpenedAs('signed-in').flatMap(keysOf)[0]!;
      await page.goto(addressOf(key, lang), { waitUntil: 'commit' });
      // zh may leave out its segment (README, "Routes and screens").
      await expect(page).toHaveURL(/\/login(\?|$)/);
      await ready(page, 'login');
      expect(await findings(page, `${page.url()} (a guest sent to login)`)).toEqual([]);
    });

    for (const group of groupsOpenedAs('signed-in')) {
      test(`signed in: ${group}`, async ({ page, context }) => {
        await signIn(context, BUILD_ORIGIN);
        expect(await checkScreens(page, keysOf(group), lang)).toEqual([]);
      });
    }

    // The account entry sends a member Home, which is among the public screens.
    for (const group of groupsOpenedAs('guest').filter((g) => keysOf(g).some(open))) {
      test(`signed in: ${group}`, async ({ page, context }) => {
        await signIn(context, BUILD_ORIGIN);
        expect(await checkScreens(page, keysOf(group).filter(open), lang)).toEqual([]);
      });
    }

    test('the app’s payment pages', async ({ page }) => {
      expect(await checkScreens(page, groupsOpenedAs('app').flatMap(keysOf), lang)).toEqual([]);
    });
  });
}
