import { axe } from './axe';
import { expect, test, type Page } from './test';
import { preferOnce, sessionCookies, signIn } from './support';

async function logIn(page: Page, username = 'alex.chen@example.com') {
  await page.getByRole('textbox', { name: 'Email or phone number' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Topup2026');
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a coupon claim after an abandoned Buy Now: sign-in returns to the product claimed', async ({
  page,
}) => {
  // Guest Buy Now on 660 UC (10103) -> login, then back.
  await page.goto('/en/goodsDetail?spuId=10101&categoryId=101');
  await page.getByRole('radio', { name: /660 UC/ }).check();
  await page
    .getByRole('region', { name: 'Purchase summary' })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await page.goBack();

  // A coupon claim on 325 UC (10102) -> login: the newer intent.
  await page.getByRole('radio', { name: /325 UC/ }).check();
  await page.getByRole('button', { name: /See all coupons/ }).click();
  await page
    .getByRole('dialog', { name: 'Claim coupons' })
    .getByRole('button', { name: /^Claim / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/login$/);

  await logIn(page);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/goodsDetail\?spuId=10102&categoryId=101$/);
  // Used once: nothing is left for the next sign-in.
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('QueryData');
  expect(names).not.toContain('PuiomData');
});

test('a token that expires during Buy Now: signing in again resumes that purchase', async ({
  page,
  context,
}) => {
  await context.addCookies(sessionCookies('http://127.0.0.1', 'expired.token.sig'));
  await preferOnce(page, '/api/service/spu/checkSpuConfig', 'unauthorized401');
  await page.goto('/en/goodsDetail?spuId=10101&categoryId=101');
  await page.getByRole('radio', { name: /660 UC/ }).check();
  const bar = page.getByRole('region', { name: 'Purchase summary' });
  await bar.getByRole('button', { name: 'Increase quantity' }).click();
  await bar.getByRole('button', { name: 'Buy Now' }).click();

  await expect(page).toHaveURL(/\/en\/login$/);
  // The pass-through ended the session on the 401: the HttpOnly token and the flag.
  expect((await context.cookies()).map((c) => c.name)).not.toContain('adbws_marker');
  expect((await context.cookies()).map((c) => c.name)).not.toContain('signed_in');
  await logIn(page);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/Tabs\/ConfirmOrder\?itemId=10103&num=2$/);
});

test('phone login with 10001: a dialog that does not call the number unregistered, then Cancel', async ({
  page,
}) => {
  await preferOnce(page, '/api/language/token/login-c', 'wrongPassword10001');
  await page.goto('/en/login');
  await page.getByRole('textbox', { name: 'Email or phone number' }).fill('81234567');
  await expect(page.getByRole('button', { name: /^Area code/ })).toBeVisible();
  await logIn(page, '81234567');

  const dialog = page.getByRole('dialog', { name: "Couldn't log in" });
  await expect(dialog).toContainText('The account or password is incorrect.');
  await expect(dialog).not.toContainText(/not registered/i);
  await expect(dialog.getByRole('button', { name: 'Quick register' })).toBeVisible();
  expect((await axe(page).include('dialog[open]').analyze()).violations).toEqual([]);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription('Incorrect account or password');
  await expect(password).toHaveValue('Topup2026');
});

test('a running send-code countdown holds in a new tab and at a re-entered address', async ({
  page,
  context,
}) => {
  const counting = /^Sent \d+s$/;
  await page.goto('/en/Registration');
  const panel = page.getByRole('tabpanel', { name: 'Email' });
  await panel.getByRole('textbox', { name: 'Email' }).fill('alex.chen@example.com');
  await panel.getByRole('button', { name: 'Send Code' }).click();
  await expect(panel.getByRole('button', { name: counting })).toBeVisible();

  const tab = await context.newPage();
  await tab.goto('/en/Registration');
  const tabPanel = tab.getByRole('tabpanel', { name: 'Email' });
  await expect(tabPanel.getByRole('button', { name: counting })).toBeVisible();
  await expect(tabPanel.getByRole('button', { name: 'Send Code' })).toHaveCount(0);

  await page.goto('/en/Registration');
  await expect(panel.getByRole('button', { name: counting })).toBeVisible();
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['start', 'startui']));
});

test('the quick register code placeholder fits its field at 375 px, in every language', async ({
  page,
}) => {
  for (const [lang, dialogName] of [
    ['en', "Couldn't log in"],
    ['zh', '登录失败'],
    ['zh-hant', '登入失敗'],
  ] as const) {
    await preferOnce(page, '/api/language/token/login-c', 'wrongPassword10001');
    await page.goto(`/${lang}/login`);
    await page.locator('input[name="username"]').fill('81234567');
    await page.locator('input[name="password"]').fill('Topup2026');
    await page.locator('input[type="checkbox"]').check();
    await page.locator('form button[type="submit"]').click();
    const code = page.getByRole('dialog', { name: dialogName }).locator('input[name="code"]');
    await expect(code).toBeVisible();
    const room = await code.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const free =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return free - context.measureText(input.placeholder).width;
    });
    expect(room, `${lang}: the placeholder is cut off`).toBeGreaterThanOrEqual(0);
    await page.unrouteAll();
  }
});

test('signing out in another tab: the next guarded screen of this tab asks to log in', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  await page.goto('/en/Tabs/Class');
  const tabs = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(tabs).toBeVisible();
  // The app holds the cookies it read until the browser reports a change (lib/cookies.ts).
  // A listener added now runs after the app's: once it has run, the app has been told.
  const reported = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const store = (window as unknown as { cookieStore: EventTarget }).cookieStore;
        store.addEventListener(
          'change',
          () => {
            resolve();
          },
          { once: true },
        );
      }),
  );
  const other = await context.newPage();
  await other.goto('/en');
  await other.evaluate(() => {
    document.cookie = 'signed_in=; max-age=0; path=/';
  });
  await reported;
  await tabs.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
});
