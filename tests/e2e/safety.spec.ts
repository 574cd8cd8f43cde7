// Security and faults of issue 11 in a real browser at 375 px on Prism: server URLs that
// only look like paths of this site never become links to another host.
import { expect, test } from '@playwright/test';

/** Banner jumpUrls that resolve to a path starting with "//" (item 18). */
const DOT_SEGMENT_URLS = ['/.//evil.example/x', '/%2e//evil.example/x', '/./\\evil.example/x'];

test('banners whose jumpUrl hides another host behind dot segments are not links', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname === '/api/language/home/info',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { adList: { cover: string; name: string; jumpUrl: string | null }[] };
      };
      const [first] = body.data.adList;
      if (!first) throw new Error('the contract example has no banner');
      body.data.adList = [
        ...DOT_SEGMENT_URLS.map((jumpUrl, i) => ({ ...first, name: `Planted ${i}`, jumpUrl })),
        first,
      ];
      await route.fulfill({ response, json: body });
    },
  );
  await page.goto('/en');
  const carousel = page.getByRole('region', { name: 'Promotions' });
  await expect(carousel.getByRole('group')).toHaveCount(4);
  // Only the real internal banner is a link; nothing in the page points at "//...".
  await expect(carousel.locator('a')).toHaveCount(1);
  await expect(carousel.locator('a')).toHaveAttribute('href', '/en/Registration');
  await expect(page.locator('a[href^="//"], a[href^="/\\\\"]')).toHaveCount(0);
  // A planted banner is a picture only: tapping it stays on Home.
  await carousel.getByRole('img', { name: 'Planted 0' }).click();
  await expect(page).toHaveURL(/\/en$/);
});
