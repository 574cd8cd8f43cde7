// The structured data (JSON-LD) as a browser meets it on the production server: in the
// server's HTML of goodsDetail, kept through hydration under the strict CSP (the fixture
// fails the journey on a violation or a hydration error), and replaced by a client
// navigation to an article.
import { expect, test, type Page } from './test';
import { BUILD_ORIGIN } from './servers';

test.use({ baseURL: BUILD_ORIGIN });

async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((blocks) =>
      blocks.map((block) => JSON.parse(block.textContent) as Record<string, unknown>),
    );
}

test('goodsDetail’s Product is in the server’s HTML, and an article’s replaces it on navigation', async ({
  page,
}) => {
  const response = await page.goto('/en/goodsDetail?spuId=10101&categoryId=101');
  const html = (await response?.text()) ?? '';
  expect(html).toContain(
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product"',
  );
  await expect(page.getByRole('heading', { name: 'PUBG Mobile UC' })).toBeVisible();
  await expect
    .poll(() => structuredData(page))
    .toEqual([
      expect.objectContaining({
        '@type': 'Product',
        offers: expect.objectContaining({ price: 0.99, priceCurrency: 'USD' }),
      }),
    ]);

  await page.goto('/en');
  await page.getByRole('link', { name: 'How to redeem a Steam Wallet code in 3 steps' }).click();
  // The article itself, not Home's heading still on screen while the article loads (Prism
  // answers every article with the contract's example, this title).
  await expect(page).toHaveURL(/\/en\/NewsDetail\?/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Genshin Impact 5.3: what to top up before the new banners',
    }),
  ).toBeVisible();
  await expect
    .poll(() => structuredData(page))
    .toEqual([expect.objectContaining({ '@type': 'Article', inLanguage: 'en' })]);
});
