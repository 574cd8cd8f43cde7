// The Dialog primitive in Chromium at 375 px (what jsdom cannot show): the header's
// language and currency sheet opens as a modal <dialog> in the top layer, focus is inside
// and Tab stays inside, the page behind is inert and does not scroll under the wheel or a
// touch swipe, Escape and a tap outside close it, and focus returns to the opener.
import { expect, test, type Page } from './test';

const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('dialog')?.open === true);

/** A finger swipe upward from (x, y), as Chromium's input pipeline gets it from a screen. */
async function swipeUp(page: Page, x: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y - step * 40 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  // The scroll lands on the next frames: wait for two of them.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('the header dialog is modal: focus in and kept, page inert and still, Escape and a tap outside close it', async ({
  page,
}) => {
  await page.goto('/en');
  const opener = page.getByRole('button', { name: 'Language and currency' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Language and currency' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();
  expect(await dialog.evaluate((el) => el.matches('dialog:modal'))).toBe(true);
  expect(await focusInDialog(page)).toBe(true);

  // Tab and Shift+Tab go round inside, never to the page.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);
  }

  // The page behind is inert: its controls take no focus and are not under the pointer.
  expect(
    await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('nav a[href]');
      link?.focus();
      return link !== null && document.activeElement !== link;
    }),
  ).toBe(true);
  expect(
    await page.evaluate(() => document.elementFromPoint(187, 40)?.closest('dialog') !== null),
  ).toBe(true);

  // Neither the wheel nor a swipe scrolls the page behind, on the backdrop or the panel:
  // the document's scroll is locked (and the dialog contains its own overscroll).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe(
    'hidden',
  );
  await page.mouse.move(187, 100);
  await page.mouse.wheel(0, 800);
  await swipeUp(page, 187, 400);
  const panel = await dialog.getByRole('group', { name: 'Currency' }).boundingBox();
  expect(panel).not.toBeNull();
  await page.mouse.move(187, panel!.y + 10);
  await page.mouse.wheel(0, 800);
  await swipeUp(page, 187, panel!.y + 10);
  expect(await scrollY(page)).toBe(0);
  await expect(dialog).toBeVisible();

  // Escape closes it (dismissible) and focus returns to the opener; the page scrolls again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

  // A tap inside the panel keeps it; a tap on the backdrop closes it.
  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('heading', { name: 'Language and currency' }).click();
  await expect(dialog).toBeVisible();
  // Its first 300 ms are over (a tap then would be a double-tap's second, and is ignored).
  await expect(dialog).not.toHaveAttribute('data-opening');
  await page.touchscreen.tap(187, 40);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // With no dialog the same swipe scrolls Home (taller than the screen): the check above
  // could fail.
  await swipeUp(page, 187, 600);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
});
