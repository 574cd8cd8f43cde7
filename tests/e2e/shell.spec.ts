// The shell in a real browser: the language switch through the header dialog, the 404
// countdown back to Home, the guards and the framework 404, at 375 px on Prism.
import { axe } from './axe';
import { expect, test } from './test';

test('switching language in the header dialog moves to the same page in that language', async ({
  page,
}) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Language and currency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Language and currency' });
  await expect(dialog).toBeVisible();
  expect(
    await axe(page)
      .include('dialog[open]')
      .analyze()
      .then((r) => r.violations),
  ).toEqual([]);
  await dialog.getByRole('radio', { name: '繁體中文' }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/zh-hant$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.getByRole('navigation', { name: '主導覽' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'Language')?.value).toBe('zh-hant');
});

test('an unknown page counts 5 ticks of 1200 ms and returns Home', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en/no-such-page');
  await expect(
    page.getByRole('heading', { name: 'Sorry, the page cannot be accessed' }),
  ).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText('Returning to Home automatically (5)');
  // Freeze the page clock; the countdown started a moment ago (well under 700 ms).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  // 4 ticks have passed somewhere in 4800-6000 ms after the start: 1 tick left.
  await page.clock.runFor(5300);
  await expect(page.getByRole('timer')).toHaveText('Returning to Home automatically (1)');
  await expect(page).toHaveURL(/\/en\/no-such-page$/);
  await page.clock.runFor(1200);
  await expect(page).toHaveURL(/\/en$/);
});

test('the 404 page has no axe violations', async ({ page }) => {
  await page.goto('/zh-hant/no-such-page');
  await expect(page.getByRole('heading', { name: '抱歉，頁面無法訪問' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('a route that fails validation shows the framework 404', async ({ page }) => {
  await page.goto('/en/goodsDetail?spuId=abc');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
});

test('the tab bar takes a guest to login from Me and marks Home with the unread dot', async ({
  page,
}) => {
  await page.goto('/en');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByTestId('dot-home')).toBeVisible();
  await nav.getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
});
