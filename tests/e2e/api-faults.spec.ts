// Faults of the API survived, in the browser (issue 25 item 3, the journey part): a copy of
// the built server (BUILD_DIR) whose API_ORIGIN is a fault proxy (fault-proxy.ts) in front
// of the run's Prism. For each fault the server still answers the page with its shell and
// header (within SERVER_DATA_BUDGET_MS, 1.5 s, when the API hangs), the product block shows
// its error state (or, while the API hangs, its loading state), and once the API is healthy
// Retry (or a reload) lets the shopper carry on to Buy Now. The same faults on a fake clock,
// and the slow (5 s) API, are in src/server/faults.test.ts: a slow API here would cost 5 s
// of real time and proves nothing the hanging one does not. The journey starts the copy and
// the proxy itself and stops them at its end.
import { startFaultProxy, type FaultMode, type FaultProxy } from './fault-proxy';
import { portBesideBuild, startServerCopy, type ServerCopy } from './server-copy';
import { PRISM_PORT } from './servers';
import { expect, test, type Page } from './test';

const COPY_PORT = portBesideBuild(24);
const PROXY_PORT = portBesideBuild(25);
const GOODS = '/en/goodsDetail?spuId=10101';
/** The product block's call (getProductDetail). */
const DETAIL_PATH = '/api/language/spu/detail-show';

let copy: ServerCopy | undefined;
let proxy: FaultProxy | undefined;

test.use({ baseURL: `http://127.0.0.1:${String(COPY_PORT)}` });

test.beforeAll(async () => {
  proxy = await startFaultProxy(PROXY_PORT, PRISM_PORT);
  copy = await startServerCopy(COPY_PORT, proxy.origin);
});

test.afterAll(async () => {
  // The proxy first: calls it still holds are dropped, so the copy stops at once.
  await proxy?.close();
  await copy?.stop();
});

test.beforeEach(() => {
  proxy?.setMode('healthy');
});

test.afterEach(() => {
  // Whatever a failed test left: held calls answered, the next test healthy.
  proxy?.setMode('healthy');
});

/** Uncaught errors and console errors of the page; the failed calls' own lines aside. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

function setMode(mode: FaultMode) {
  if (!proxy) throw new Error('The fault proxy is not running');
  proxy.setMode(mode);
}

/** Opens goodsDetail: the server answers the page, its header rendered there. Its HTML. */
async function openProduct(page: Page): Promise<string> {
  const answer = await page.goto(GOODS);
  expect(answer?.status()).toBe(200);
  const html = (await answer?.text()) ?? '';
  expect(html).toContain('Product details</h1>');
  await expect(page.getByRole('heading', { level: 1, name: 'Product details' })).toBeVisible();
  return html;
}

/** The shopper carries on: the product and its denominations, and Buy Now (to sign in). */
async function buyNow(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'PUBG Mobile UC' })).toBeVisible();
  await page.getByRole('radio', { name: /660 UC/ }).check();
  await page
    .getByRole('region', { name: 'Purchase summary' })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  await expect(page).toHaveURL(/\/en\/login$/);
}

const FAILURES: readonly { mode: FaultMode; what: string }[] = [
  { mode: 'down', what: 'closes the connection unanswered' },
  { mode: 'html-502', what: 'answers an HTML 502' },
  { mode: 'invalid-json', what: 'answers invalid JSON' },
];

for (const { mode, what } of FAILURES) {
  test(`the API ${what}: the page answers with Retry, and Retry carries on once it is back`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    setMode(mode);
    await openProduct(page);
    const failed = page.getByRole('alert').filter({ hasText: 'The product could not be loaded' });
    await expect(failed).toBeVisible();
    await expect(page.getByRole('radio', { name: /660 UC/ })).toHaveCount(0);

    setMode('healthy');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(failed).toBeHidden();
    await buyNow(page);
    expect(errors).toEqual([]);
  });
}

test('the API hangs: the page answers after its budget, loading, and a reload carries on', async ({
  page,
}) => {
  const errors = collectErrors(page);
  setMode('hang');
  // The server gives up on the API after its budget: the page, the block still loading (the
  // browser's own call hangs too, up to its 40 s timeout).
  expect(await openProduct(page)).toContain('Loading…');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  // Still loading because the browser's own call is held, not because it is not made yet.
  await expect.poll(() => proxy?.heldPaths()).toContain(DETAIL_PATH);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  await expect(page.getByRole('radio', { name: /660 UC/ })).toHaveCount(0);

  setMode('healthy');
  await page.reload();
  await buyNow(page);
  expect(errors).toEqual([]);
});

test('signed in, the API fails on the Order tab: the list shows Retry, and Retry shows orders', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/en/login');
  await page.getByRole('textbox', { name: 'Email or phone number' }).fill('alex.chen@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Topup2026');
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/en\/login$/);

  setMode('html-502');
  const answer = await page.goto('/en/Tabs/Order');
  expect(answer?.status()).toBe(200);
  await expect(page).toHaveURL('/en/Tabs/Order');
  await expect(page.getByText('Your orders could not be loaded.')).toBeVisible();

  setMode('healthy');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: 'PUBG Mobile 325 UC 325 UC' })).toBeVisible();
  expect(errors).toEqual([]);
});
