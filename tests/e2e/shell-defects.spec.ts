// Shell defects of issue 11 in a real browser at 375 px on Prism: scroll position across
// navigations, the app without its API, the framework 404 inside the shell and the
// language switch without a render-phase update.
import { axe } from './axe';
import { expect, test, type Page } from './test';

/** Uncaught errors and console errors of the page (failed requests aside). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return errors;
}

/** Picks a language in the header's language and currency dialog. */
async function switchLanguage(page: Page, from: { button: string; dialog: string }, to: string) {
  await page.getByRole('button', { name: from.button }).click();
  const dialog = page.getByRole('dialog', { name: from.dialog });
  await dialog.getByRole('radio', { name: to }).check();
  await dialog.getByRole('button', { name: /^(Confirm|確定)$/ }).click();
}

test('switching language renders the new language with no console error', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/zh-hant');
  await expect(page.getByRole('navigation', { name: '主導覽' })).toBeVisible();
  await switchLanguage(page, { button: '語言與貨幣', dialog: '語言與貨幣' }, 'English');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // Back to a language whose texts are loaded: the switch is immediate.
  await switchLanguage(
    page,
    { button: 'Language and currency', dialog: 'Language and currency' },
    '繁體中文',
  );
  await expect(page).toHaveURL(/\/zh-hant$/);
  await expect(page.getByRole('navigation', { name: '主導覽' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  expect(errors).toEqual([]);
});

test('a route that fails validation shows the framework 404 inside the shell, in its language', async ({
  page,
}) => {
  await page.goto('/en/goodsDetail');
  const main = page.getByRole('main');
  await expect(main.getByText('This page could not be found')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await main.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

/** The window's vertical scroll offset. */
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new screen opens at the top and Back returns to where the shopper was', async ({
  page,
}) => {
  await page.goto('/en');
  // A product low on Home: in the hot categories, below the rows of goods.
  const product = page.locator('main a[href*="/en/goodsDetail"]').last();
  await product.scrollIntoViewIfNeeded();
  await expect(product).toBeInViewport();
  const homeOffset = await scrollY(page);
  expect(homeOffset).toBeGreaterThan(500);
  await product.click();
  await expect(page).toHaveURL(/\/en\/goodsDetail\?/);
  await expect(page.getByRole('region', { name: 'Purchase summary' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/en$/);
  await expect.poll(() => scrollY(page)).toBe(homeOffset);
  await expect(product).toBeInViewport();
});

test('without its API the app shows the shell and Retry, then recovers when the API returns', async ({
  page,
}) => {
  await page.clock.install();
  const isApi = (url: URL) => url.pathname.startsWith('/api/');
  await page.route(isApi, (route) => route.abort('connectionrefused'));
  await page.goto('/en');

  // The shell, without the store's init data.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText('The home page could not be loaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(3);
  // Every block failed for the same cause: one toast says it.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Network connection failed' }),
  ).toHaveCount(1);
  expect((await axe(page).analyze()).violations).toEqual([]);

  // The language and currency dialog offers the defaults.
  await page.getByRole('button', { name: 'Language and currency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Language and currency' });
  await expect(dialog.getByRole('radio')).toHaveCount(4);
  await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'USD' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The API comes back: the app finds out by itself and the blocks fill in.
  await page.unroute(isApi);
  await page.clock.fastForward(10_000);
  await expect(page.getByRole('heading', { name: 'Top up now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('a server failure on every home call shows one toast', async ({ page }) => {
  // The most "busy" toasts shown at once, counted on every change of the page.
  await page.addInitScript(() => {
    const seen = globalThis as unknown as { mostBusyToasts: number };
    seen.mostBusyToasts = 0;
    new MutationObserver(() => {
      const shown = [...document.querySelectorAll('[role="alert"]')].filter((toast) =>
        toast.textContent.includes('The system is busy'),
      ).length;
      seen.mostBusyToasts = Math.max(seen.mostBusyToasts, shown);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.route(
    (url) => url.pathname.startsWith('/api/language/home/'),
    (route) =>
      route.continue({
        headers: { ...route.request().headers(), prefer: 'example=serverError500' },
      }),
  );
  await page.goto('/en');
  // Three blocks failed, each with its Retry.
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(3);
  expect(
    await page.evaluate(() => (globalThis as unknown as { mostBusyToasts: number }).mostBusyToasts),
  ).toBe(1);
});
