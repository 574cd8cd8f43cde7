// The google, line and apple binding screens at 375 px against Prism: the bind session comes
// in its cookie (as the provider's return leaves it), a password bind signs the shopper in and
// lands Home, a reply 804 (Prism's needsPassword804 / needsCode804 examples) switches the form,
// and axe finds nothing on the three screens.
import { axe } from './axe';
import { expect, test, type BrowserContext, type Page } from './test';

const EMAIL = 'alex.chen@example.com';

async function setBindSession(
  context: BrowserContext,
  baseURL: string | undefined,
  provider: 'google' | 'line' | 'apple',
  bindType: 0 | 1 | 2 | 3,
) {
  const value = encodeURIComponent(
    JSON.stringify({ email: EMAIL, bindType, bizId: 'g-5f2c9a7e41b3' }),
  );
  await context.addCookies([{ name: `${provider}_huinca`, value, url: baseURL }]);
}

/** Prism answers the binding call with another named example of the contract. */
async function bindReplies(page: Page, example: string) {
  await page.route('**/api/auth/authorize-login', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

test('a password bind shows Binding successful and lands Home, signed in', async ({
  page,
  context,
  baseURL,
}) => {
  await setBindSession(context, baseURL, 'google', 2);
  await page.goto('/en/google');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(EMAIL);
  await expect(page.getByRole('tab', { name: 'One-time code' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Password' }).fill('Topup2026');
  await page.getByRole('button', { name: 'Link and sign in' }).click();

  await expect(page.getByText('Binding successful')).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'adbws_marker')).toMatchObject({
    value: expect.any(String),
    httpOnly: true,
  });
  expect(cookies.find((c) => c.name === 'signed_in')?.value).toBe('1');
  expect(cookies.find((c) => c.name === 'google_huinca')).toBeUndefined();
  expect(page.viewportSize()?.width).toBe(375);
});

test('a reply 804 switches the form to the password bind, then to the code bind', async ({
  page,
  context,
  baseURL,
}) => {
  await setBindSession(context, baseURL, 'google', 1);
  await bindReplies(page, 'needsPassword804');
  await page.goto('/en/google');
  await expect(page.getByRole('tab', { name: 'One-time code' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Password' }).fill('Topup2026');
  await page.getByRole('button', { name: 'Link and sign in' }).click();

  await expect(
    page.getByText('This email is already registered, please enter its password to bind'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'One-time code' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('Topup2026');

  await page.unroute('**/api/auth/authorize-login');
  await bindReplies(page, 'needsCode804');
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByText('Please verify your email with a code to bind')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'One-time code' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Password' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeFocused();
});

test('google, line and apple have no axe violations', async ({ page, context, baseURL }) => {
  await setBindSession(context, baseURL, 'google', 1);
  await setBindSession(context, baseURL, 'line', 3);
  await setBindSession(context, baseURL, 'apple', 0);

  await page.goto('/en/google');
  await expect(page.getByRole('tab', { name: 'Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a mobile number instead' }).click();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.goto('/line');
  await expect(page.getByRole('tab', { name: '一次性验证码' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.goto('/zh-hant/apple');
  // The error state too: an emptied email is refused at the field.
  await page.getByRole('textbox', { name: '電子郵件' }).fill('');
  await page.getByRole('button', { name: '建立帳號並登入' }).click();
  await expect(page.getByText('請輸入您的電子郵件地址', { exact: true })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
