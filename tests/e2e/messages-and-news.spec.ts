// The message centre, its lists and a news article on the Prism mock at 375 px: the login
// guard, the entries, order updates, promotions and NewsDetail, each checked with axe.
import { expect, test } from './test';
import { expectNoAxeViolations, signIn } from './support';

test('a guest opening the message centre lands on login', async ({ page }) => {
  await page.goto('/en/Tabs/Info');
  await expect(page).toHaveURL(/\/en\/login$/);
});

test('the signed-in message centre shows its entries and opens order updates', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  await page.goto('/en/Tabs/Info');
  const entries = page.getByRole('list', { name: 'Messages' });
  await expect(entries.getByRole('button', { name: /Customer service/ })).toBeVisible();
  await expect(entries.getByRole('link', { name: /Promotions/ })).toBeVisible();
  const orders = entries.getByRole('link', { name: /Order updates/ });
  await expect(orders).toContainText('Payment received for order TL2026112000002');
  expect(page.viewportSize()?.width).toBe(375);
  await expectNoAxeViolations(page);

  await orders.click();
  await expect(page).toHaveURL(/\/en\/Tabs\/dynamicState$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order updates' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Payment received/ })).toBeVisible();
  await expect(page.getByText('No more')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('promotions show their title, images and body with no axe violations', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  await page.route(
    (url) => url.pathname === '/api/member/messages',
    (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=promotions' } }),
  );
  const markRead: unknown[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/member/messages/read'
    ) {
      markRead.push(request.postDataJSON());
    }
  });
  await page.goto('/en/Tabs/salesPromotion');
  const promo = page.getByRole('article', { name: 'Black Friday: PUBG Mobile UC up to 10% off' });
  await expect(promo).toBeVisible();
  await expect(promo.getByText('PUBG Mobile UC', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Steam Wallet codes delivered in seconds' }).locator('img'),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);
  // Opening the list marks the promotions read, once (also under React's development double effects).
  expect(markRead).toEqual([{ type: 1 }]);
});

test('NewsDetail renders the article and its related products', async ({ page }) => {
  await page.goto('/en/NewsDetail?articleId=301');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Genshin Impact 5.3: what to top up before the new banners',
    }),
  ).toBeVisible();
  const related = page.getByRole('region', { name: 'Related products' });
  await expect(related.getByRole('link')).toHaveCount(3);
  await expect(related.getByRole('link', { name: /Genshin Impact Welkin Moon/ })).toHaveAttribute(
    'href',
    '/en/goodsDetail?spuId=10204',
  );
  await expect(page).toHaveTitle('Genshin Impact 5.3: what to top up before the new banners');
  await expectNoAxeViolations(page);
});
