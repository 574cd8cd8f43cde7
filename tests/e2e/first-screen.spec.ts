// The first screen runs on the Prism mock: data from the contract's examples reaches the
// page through the generated hooks, in each language, at a 375 px viewport.
import { axe } from './axe';
import { expect, test } from './test';

test('Home renders the recharge list and hot search words served by Prism', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { name: '热门充值' })).toBeVisible();
  const goods = page.getByRole('listitem').filter({ hasText: 'PUBG Mobile UC' });
  await expect(goods.first()).toBeVisible();
  // Home shows the first 5 recharge goods of data.h5 (the example has 6).
  await expect(page.locator('section[aria-labelledby="recharge-heading"] li')).toHaveCount(5);
  await expect(page.getByText('Honor of Kings Tokens')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '热门搜索' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(page.viewportSize()?.width).toBe(375);
});

test('the language segment switches texts and <html lang>', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'Top up now' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/zh-hant');
  await expect(page.getByRole('heading', { name: '熱門儲值' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
});

test('a server failure becomes an error state with a toast, not a crash', async ({ page }) => {
  await page.route('**/api/language/home/info', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=serverError500' } }),
  );
  await page.goto('/en');
  await expect(page.getByRole('alert').filter({ hasText: 'The system is busy' })).toBeVisible();
  await expect(page.getByText('The home page could not be loaded')).toBeVisible();
});

test('the first screen has no axe violations', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByText('PUBG Mobile UC').first()).toBeVisible();
  const results = await axe(page).analyze();
  expect(results.violations).toEqual([]);
});
