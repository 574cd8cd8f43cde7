// Home and Class on the Prism mock at 375 px: the contract's examples reach the page, hot
// search words and Class children lead to their routes, and axe finds nothing.
import { axe } from './axe';
import { expect, test } from './test';

test('Home shows the banners and goods served by Prism', async ({ page, context }) => {
  await page.goto('/en');
  const carousel = page.getByRole('region', { name: 'Promotions' });
  await expect(carousel.getByRole('img', { name: 'New users get $186 in coupons' })).toBeVisible();
  await expect(carousel.getByRole('group')).toHaveCount(3);

  const recharge = page.getByRole('region', { name: 'Top up now' });
  await expect(recharge.getByRole('link')).toHaveCount(5);
  await expect(recharge.getByRole('link', { name: 'PUBG Mobile UC' })).toHaveAttribute(
    'href',
    '/en/goodsDetail?spuId=10101',
  );
  await expect(
    page.getByRole('region', { name: 'Hot products' }).getByRole('link', { name: /Garena Shells/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'New-user welcome bonus' })).toContainText('$186');

  // The uid of the home calls: the uuid cookie, created on the first visit.
  const uuid = (await context.cookies()).find((cookie) => cookie.name === 'uuid');
  expect(uuid?.value).toMatch(/^[0-9a-f-]{36}$/);
});

test('tapping a hot search word lands on SearchDatail with its name', async ({ page }) => {
  await page.goto('/en');
  await page
    .getByRole('region', { name: 'Trending searches' })
    .getByRole('link', { name: 'PUBG Mobile' })
    .click();
  await expect(page).toHaveURL(/\/en\/SearchDatail\?name=PUBG(\+|%20)Mobile$/);
});

test('Class shows the chosen parent’s children, linking to goodsDetail by categoryId', async ({
  page,
}) => {
  await page.goto('/en/Tabs/Class');
  const parents = page.getByRole('tablist', { name: 'Product categories' });
  await expect(parents.getByRole('tab', { name: 'Mobile games' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await parents.getByRole('tab', { name: 'Gift cards' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Gift cards' });
  await expect(panel.getByRole('link')).toHaveCount(5);
  await panel.getByRole('link', { name: 'Apple Gift Card (US)' }).click();
  await expect(page).toHaveURL(/\/en\/goodsDetail\?categoryId=201$/);
});

test('Home has no axe violations', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('region', { name: 'News' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Hot products' }).getByRole('link').first(),
  ).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('Class has no axe violations', async ({ page }) => {
  await page.goto('/en/Tabs/Class');
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
