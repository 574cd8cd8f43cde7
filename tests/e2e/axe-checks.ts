// axe on a screen of the route table and on the dialogs its controls open (issue 26 item 4),
// against WCAG 2.2 A and AA: axe's wcag2a, wcag2aa, wcag21a, wcag21aa and wcag22aa rules (its
// best practices are not WCAG and are left to the screens' own journeys). Nothing is
// excluded: every finding names the page, the dialog open, the rule and the nodes. Used by
// the route table's pass (screens.spec.ts) and the dialogs' journeys.
import { axe } from './axe';
import { expect, type Page } from './test';
import type { RouteKey } from '../../src/config/paths';
import { SCREENS } from './screens';

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's findings on the page as it is now, one line per rule (what, where, why). */
export async function findings(page: Page, where: string): Promise<string[]> {
  const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact ?? 'n/a'}) on ` +
      violation.nodes
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`)
        .join(' | '),
  );
}

/** The screen's content has arrived and no block is still loading (components/block-state). */
export async function ready(page: Page, key: RouteKey) {
  await SCREENS[key].ready(page).first().waitFor();
  await expect(page.locator('.visually-hidden[role="status"]')).toHaveCount(0);
}

/**
 * Presses each dialog opener of the page not pressed before in this test (`pressed` holds
 * their kinds: the component's classes and text), and checks the page with its dialog open:
 * every control that says it opens one (aria-haspopup="dialog") is pressed once per test (the
 * same control on the next screen opens the same dialog), axe runs with the dialog open, and
 * Escape closes it.
 */
export async function withDialogs(
  page: Page,
  where: string,
  pressed: Set<string>,
): Promise<string[]> {
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
