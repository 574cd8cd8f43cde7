// Seed 001 section 9: "Desktop widths above 1200 on the mobile host redirect to the desktop
// host." The journeys' dev server is built with a desktop origin (playwright.config.ts);
// nothing listens there, so the journey answers for the desktop site.
import { expect, test, type Page } from './test';
import { APP_PORT, DESKTOP_ORIGIN } from './servers';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;

/** Home's heading, rendered by the app (the static boot shell has none). */
const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'TopUp Live' });

async function stubDesktopSite(page: Page) {
  await page.route(`${DESKTOP_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Desktop</title><h1>The desktop site</h1>',
    }),
  );
}

test('a 1280 px window goes to the desktop host with the same path, language and query', async ({
  page,
}) => {
  await stubDesktopSite(page);
  await page.goto('/en/goodsDetail?spuId=10101&categoryId=101');
  await expect(page.getByRole('heading', { name: 'The desktop site' })).toBeVisible();
  expect(page.url()).toBe(`${DESKTOP_ORIGIN}/en/goodsDetail?spuId=10101&categoryId=101`);
});

test('a 1200 px window stays, and widening it afterwards does not leave', async ({ page }) => {
  await stubDesktopSite(page);
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/en');
  await expect(homeHeading(page)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Categories' })
    .click();
  await expect(page.getByRole('tablist', { name: 'Product categories' })).toBeVisible();
  expect(page.url()).toBe(`${APP_ORIGIN}/en/Tabs/Class`);
});

test('a wide window the native app opened (its token) stays', async ({ page }) => {
  await stubDesktopSite(page);
  await page.goto('/en?newstoken_app=app-token');
  await expect(homeHeading(page)).toBeVisible();
  expect(page.url()).toBe(`${APP_ORIGIN}/en`);
});
