// Search to product detail and the guest Buy Now, at 375 px against Prism: the contract's
// examples reach the screens through the generated hooks.
import { axe } from './axe';
import { expect, test } from './test';

test('search to detail: type a word, submit, see results, open a product', async ({ page }) => {
  await page.goto('/en/Search');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('  PUBG ');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/en\/SearchDatail\?name=PUBG$/);
  const first = page.getByRole('region', { name: 'Top result' });
  await expect(first.getByRole('link', { name: 'PUBG Mobile UC' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Top Up Now' })).toBeVisible();
  const results = page.getByRole('region', { name: 'All results' });
  await expect(results.getByText('No more')).toBeVisible();

  await results.getByRole('link', { name: 'PUBG Mobile UC Redeem Code' }).click();
  await expect(page).toHaveURL(/\/en\/goodsDetail\?spuId=10105&categoryId=101$/);
  await expect(page.getByRole('heading', { level: 2, name: 'PUBG Mobile UC' })).toBeVisible();
  // The link's spuId is the denomination the page starts on.
  await expect(page.getByRole('radio', { name: /325 UC code/ })).toBeChecked();
  expect(page.viewportSize()?.width).toBe(375);
});

test('a guest Buy Now stores the purchase and lands on login', async ({ page, context }) => {
  await page.goto('/en/goodsDetail?spuId=10101&categoryId=101');
  const bar = page.getByRole('region', { name: 'Purchase summary' });
  await page.getByRole('radio', { name: /660 UC/ }).check();
  await bar.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(bar.getByText('$19.98')).toBeVisible();
  await bar.getByRole('button', { name: 'Buy Now' }).click();

  await expect(page).toHaveURL(/\/en\/login$/);
  const cookies = await context.cookies();
  const queryData = cookies.find((c) => c.name === 'QueryData');
  const puiomData = cookies.find((c) => c.name === 'PuiomData');
  expect(JSON.parse(decodeURIComponent(queryData?.value ?? 'null'))).toEqual({
    itemId: 10103,
    num: 2,
  });
  expect(JSON.parse(decodeURIComponent(puiomData?.value ?? 'null'))).toEqual({
    spuId: 10103,
    categoryId: 101,
  });
});

test('Search, SearchDatail and goodsDetail have no axe violations', async ({ page }) => {
  await page.goto('/en/Search');
  await expect(page.getByRole('region', { name: 'Popular goods' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.goto('/en/SearchDatail?name=PUBG');
  await expect(
    page.getByRole('region', { name: 'Top result' }).getByRole('radio').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.goto('/en/goodsDetail?spuId=10101&categoryId=101');
  await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('button', { name: /See all coupons/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recommended for you' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: /See all coupons/ }).click();
  await expect(page.getByRole('dialog', { name: 'Claim coupons' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
