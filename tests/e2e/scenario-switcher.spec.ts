// The dev-only scenario switcher: a developer makes Prism answer Home's getHomeInfo with its
// named example serverError500 and sees the error toast; the choice survives a reload and
// Reset brings the data back; a login chosen before its first call answers
// wrongPassword10001, which shows the password error; and the panel stays usable while a
// modal dialog (the unpaid-order pop-up) makes the rest of the page inert.
import { expect, test, type Page } from './test';
import { signIn } from './support';

const BUSY = 'The system is busy, please try again later';

function homeInfoReply(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/language/home/info') && response.request().method() === 'POST',
  );
}

async function codeOf(response: Awaited<ReturnType<typeof homeInfoReply>>) {
  return ((await response.json()) as { code: number }).code;
}

/** Opens the panel on /en and makes getHomeInfo answer serverError500; returns the panel. */
async function chooseHomeInfoError(page: Page) {
  await page.getByRole('button', { name: 'API scenarios' }).click();
  const panel = page.getByRole('region', { name: 'API scenarios' });
  await expect(panel.getByText('Called on /en')).toBeVisible();
  const chosen = homeInfoReply(page);
  await panel.getByLabel('getHomeInfo').selectOption({ label: 'serverError500' });
  const failed = await chosen;
  expect(failed.request().headers().prefer).toBe('example=serverError500');
  expect(await codeOf(failed)).toBe(500);
  return panel;
}

test('Prism answers getHomeInfo with the chosen serverError500 until Reset, across a reload', async ({
  page,
}) => {
  const first = homeInfoReply(page);
  await page.goto('/en');
  expect(await codeOf(await first)).toBe(200);

  const panel = await chooseHomeInfoError(page);
  await expect(page.getByRole('alert').filter({ hasText: BUSY })).toBeVisible();

  // The choice survives a reload: the first call of the new page already gets the error.
  const reloaded = homeInfoReply(page);
  await page.reload();
  const afterReload = await reloaded;
  expect(afterReload.request().headers().prefer).toBe('example=serverError500');
  expect(await codeOf(afterReload)).toBe(500);
  await expect(page.getByRole('alert').filter({ hasText: BUSY })).toBeVisible();
  await expect(page.getByRole('button', { name: 'API scenarios' })).toHaveText('API 1');

  // Reset: the data comes back and no error is shown any more.
  await page.getByRole('button', { name: 'API scenarios' }).click();
  await expect(panel.getByLabel('getHomeInfo')).toHaveValue('example:serverError500');
  const restored = homeInfoReply(page);
  await panel.getByRole('button', { name: 'Reset all' }).click();
  const ok = await restored;
  expect(ok.request().headers().prefer).toBeUndefined();
  expect(await codeOf(ok)).toBe(200);
  await expect(page.getByRole('button', { name: 'API scenarios' })).toHaveText('API');
  await expect(page.getByText('PUBG Mobile UC').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: BUSY })).toHaveCount(0);
});

test('choosing wrongPassword10001 for login shows the password error at the field', async ({
  page,
}) => {
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'API scenarios' }).click();
  const panel = page.getByRole('region', { name: 'API scenarios' });
  // login is called only on submit: add it to the panel before the first call.
  await panel.getByLabel('Add an operation before it is called').selectOption('login');
  await panel.getByLabel('login', { exact: true }).selectOption({ label: 'wrongPassword10001' });
  await panel.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('textbox', { name: 'Email or phone number' }).fill('alex.chen@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Topup2026');
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  const reply = page.waitForResponse((r) => r.url().endsWith('/api/language/token/login-c'));
  await page.getByRole('button', { name: 'Log in' }).click();
  const login = await reply;
  expect(login.request().headers().prefer).toBe('example=wrongPassword10001');
  expect(((await login.json()) as { code: number }).code).toBe(10001);

  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Incorrect account or password')).toBeVisible();
  // What was typed is kept, and the shopper stays on login.
  await expect(password).toHaveValue('Topup2026');
  await expect(page).toHaveURL(/\/en\/login$/);
});

test('with the unpaid-order pop-up open, the panel opens and a scenario is chosen', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  await page.goto('/en');
  // The default checkUnpaidOrder example has an unpaid order: the tip opens modally.
  const tip = page.getByRole('dialog', { name: 'You have an unpaid order' });
  await expect(tip).toBeVisible();

  const panel = await chooseHomeInfoError(page);
  await expect(page.getByRole('button', { name: 'API scenarios' })).toHaveText('API 1');

  // The pop-up is still open and still answers; the panel closes and the tip's own button works.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
  await expect(tip).toBeVisible();
  await tip.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(tip).toHaveCount(0);
  await page.getByRole('button', { name: 'API scenarios' }).click();
  await expect(panel.getByLabel('getHomeInfo')).toHaveValue('example:serverError500');
});
