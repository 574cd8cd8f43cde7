// The Me tab on the Prism mock at 375 px: the member block (Alex, VIP1, e-mail not verified
// so the 'upgrade security' tag shows), the seven rows linking to their routes, the install
// offer and the public-account banner; a row leads to its screen; axe finds nothing.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const DEMO_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.demo-token.sig';

test('Me renders the member, the rows with their links and the banners, axe clean', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'adbws_marker', value: DEMO_TOKEN, url: baseURL }]);
  await page.goto('/en/Tabs/Me');
  expect(page.viewportSize()?.width).toBe(375);
  await expect(page.getByText('Level: VIP1')).toBeVisible();
  await expect(page.getByText('Alex', { exact: true })).toBeVisible();

  const rows = page.getByRole('navigation', { name: 'Account centre' }).getByRole('link');
  await expect(rows).toHaveCount(7);
  const hrefs = await rows.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/en/Tabs/PersonalData',
    '/en/Tabs/Purses',
    '/en/Tabs/Coupons',
    '/en/Tabs/User',
    '/en/Tabs/RechargeAccount',
    '/en/Tabs/myAssessment',
    '/en/Tabs/Feedback',
  ]);
  await expect(
    page.getByRole('link', { name: /Account security/ }).getByText('Upgrade security'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Follow our official account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get the app' })).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);

  await page.getByRole('link', { name: 'My reviews' }).click();
  await expect(page).toHaveURL(/\/en\/Tabs\/myAssessment$/);
});
