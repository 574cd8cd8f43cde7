// The production server keeps nothing between requests (issue 25 item 4), proven in the
// browser: two copies of the built server (BUILD_DIR, made by the run's third webServer)
// behind a round-robin proxy on 127.0.0.1 (round-robin.ts), and a shopper's whole purchase
// through it: Home, goodsDetail, signing in on the login form, ConfirmOrder, the mock
// provider's payment, the result and the order detail. Pages, /api calls and assets each
// alternate between the copies, so every step's requests are answered by both; a step that
// needed what the other copy kept would fail here. The journey starts the copies and the
// proxy itself and stops them at its end.
import { startRoundRobin, type RoundRobin } from './round-robin';
import { portBesideBuild, startServerCopy, type ServerCopy } from './server-copy';
import { PRISM_PORT } from './servers';
import { expect, test, type Page } from './test';

const COPY_PORTS = [portBesideBuild(21), portBesideBuild(22)];
const PROXY_PORT = portBesideBuild(23);
/** The contract's checkout story: the order Prism's create order answers. */
const ORDER = 'TL2026112000010';

let copies: ServerCopy[] = [];
let proxy: RoundRobin | undefined;

test.use({ baseURL: `http://127.0.0.1:${String(PROXY_PORT)}` });

test.beforeAll(async () => {
  const api = `http://127.0.0.1:${String(PRISM_PORT)}`;
  copies = await Promise.all(COPY_PORTS.map((port) => startServerCopy(port, api)));
  proxy = await startRoundRobin(PROXY_PORT, COPY_PORTS);
});

test.afterAll(async () => {
  await proxy?.close();
  await Promise.all(copies.map((copy) => copy.stop()));
});

/** Uncaught errors and console errors of the page, to assert there are none. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  return errors;
}

test('a purchase completes with its requests alternating between two copies of the server', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const bearers: string[] = [];
  page.on('request', (request) => {
    const bearer = request.headers().authorization;
    if (bearer) bearers.push(bearer);
  });
  await page.goto('/en');
  await page
    .getByRole('region', { name: 'Top up now' })
    .getByRole('link', { name: 'PUBG Mobile UC' })
    .click();
  await expect(page).toHaveURL('/en/goodsDetail?spuId=10101');
  await page.getByRole('radio', { name: /660 UC/ }).check();
  await page
    .getByRole('region', { name: 'Purchase summary' })
    .getByRole('button', { name: 'Buy Now' })
    .click();

  // Signed in on the form, as a shopper is (whatever the session's cookies are).
  await expect(page).toHaveURL(/\/en\/login$/);
  await page.getByRole('textbox', { name: 'Email or phone number' }).fill('alex.chen@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Topup2026');
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/Tabs\/ConfirmOrder\?itemId=10103&num=1$/);
  // Loaded again: the signed-in page rendered by the next copy.
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Visa \/ Mastercard/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Player ID' }).fill('5123456789');
  await page.getByRole('combobox', { name: 'Server' }).selectOption('Asia');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm your top-up information' })
    .getByRole('button', { name: 'Confirm' })
    .click();

  await expect(page).toHaveURL(/\/en\/Airwallex\?/);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(`/en/Tabs/Pop-up?orderId=${ORDER}`);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.locator('dl')).toContainText(`Order number${ORDER}`);

  await page.goto(`/en/Tabs/OrderDetail?orderId=${ORDER}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Product details' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(ORDER);
  expect(errors).toEqual([]);

  // Issue 25 item 5: signed in and paid, and no script could have read the session's token.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'adbws_marker');
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  const readable = await page.evaluate(() =>
    [
      document.cookie,
      JSON.stringify(Object.entries(localStorage)),
      JSON.stringify(Object.entries(sessionStorage)),
    ].join('\n'),
  );
  expect(readable).toContain('signed_in=1');
  expect(readable).not.toContain(token?.value ?? 'no token');
  expect(readable).not.toContain('adbws_marker');
  // The page's own calls carried no token: the pass-through added it.
  expect(bearers).toEqual([]);

  // Both copies answered pages and calls: a strict turn leaves each about half.
  const answered = proxy?.answered ?? [];
  expect(answered).toHaveLength(2);
  for (const kind of ['page', 'api'] as const) {
    const counts = answered.map((copy) => copy[kind]);
    const total = counts.reduce((sum, count) => sum + count, 0);
    expect(total, `${kind} requests`).toBeGreaterThanOrEqual(4);
    for (const count of counts) {
      expect(count, `${kind} requests of one copy, of ${String(total)}`).toBeGreaterThanOrEqual(
        total / 3,
      );
    }
  }
});
