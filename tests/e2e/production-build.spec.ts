// The production build's boot path in a real browser, served by the production server
// (src/server, with its strict CSP): the screen rendered on the server and the inlined
// stylesheet in the document, the boot script fetching the entry with the landing page's
// chunks and texts, the start-up in short tasks, and lazy routes loading afterwards. The
// other journeys run on the Vite dev server, which has none of this.
import { expect, test, type Page } from './test';
import { BUILD_ORIGIN } from './servers';
import { signIn } from './support';

test.use({ baseURL: BUILD_ORIGIN });

/** Uncaught errors and console errors of the page, to assert there are none. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  return errors;
}

test('the document carries the rendered screen and the boot script starts the app', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/en')).text();
  // No render-blocking stylesheet or module script: the stylesheet is inlined and the
  // entry is fetched by the inline boot script at the end of the body.
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  expect(html).not.toMatch(/<script type="module"/);
  // Inline style and script carry the response's CSP nonce (src/server/page-shell.ts).
  expect(html).toMatch(/<style nonce="[\w+/=]+">[^<]+<\/style>/);
  // The screen itself, rendered on the server with its data, not the boot shell.
  expect(html).not.toContain('class="boot-shell"');
  expect(html).toMatch(/<h2 [^>]*>Top up now<\/h2>/);

  const errors = collectErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'Top up now' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="recharge-heading"] li')).toHaveCount(5);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Chunks are hashed files under /assets (named by their hash alone, but for the chunks the
  // build config names); the vendor and core chunks are among them.
  expect(scripts.every((path) => /^\/assets\/([\w.-]+-)?[\w-]{7,8}\.js$/.test(path))).toBe(true);
  expect(scripts.some((path) => path.startsWith('/assets/vendor-'))).toBe(true);
  expect(scripts.some((path) => path.startsWith('/assets/core-'))).toBe(true);
  // The field figures' library loads only where VITALS_ENDPOINT is set, never with the boot
  // (web-vitals observes 'largest-contentful-paint'; nothing else of the app does).
  for (const path of scripts) {
    expect(await (await request.get(path)).text(), path).not.toContain('largest-contentful-paint');
  }
  expect(errors).toEqual([]);
});

test('goodsDetail renders from the production build, and a lazy route loads on tap', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/en/goodsDetail?spuId=10101&categoryId=101');
  await expect(page.getByRole('heading', { level: 2, name: 'PUBG Mobile UC' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Purchase summary' })).toBeVisible();

  await page.goto('/zh');
  await expect(page.getByRole('heading', { name: '热门充值' })).toBeVisible();
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '分类' })
    .click();
  await expect(page).toHaveURL(/\/zh\/Tabs\/Class$/);
  await expect(page.getByRole('tablist', { name: '商品分类' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown path shows the 404 page from the production build', async ({ page }) => {
  await page.goto('/zh-hant/no-such-page');
  await expect(page.getByRole('heading', { name: '抱歉，頁面無法訪問' })).toBeVisible();
});

test('ConfirmOrder checks its replies and validates its form in the production build', async ({
  page,
  context,
}) => {
  // The build's reply check runs on the Zod Mini schemas, and its forms on classic Zod
  // without the JSON Schema converter (scripts/vite/zod-without-json-schema.ts).
  const errors = collectErrors(page);
  await signIn(context, BUILD_ORIGIN);
  await page.goto('/en/Tabs/ConfirmOrder?itemId=10104&num=1');
  await expect(page.getByRole('heading', { name: 'PUBG Mobile 1800 UC' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Visa \/ Mastercard/ })).toBeChecked();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please Enter Top-up Information')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Player ID' })).toHaveAccessibleDescription(
    'Player ID It cannot be empty.',
  );
  await page.getByRole('textbox', { name: 'Player ID' }).fill('5123456789');
  await page.getByRole('combobox', { name: 'Server' }).selectOption('Asia');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Please confirm your top-up information' }),
  ).toContainText('5123456789');
  expect(errors).toEqual([]);
});
