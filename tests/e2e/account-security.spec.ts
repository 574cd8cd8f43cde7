// The account security pages on the Prism mock at 375 px (issue 14): change password with a
// mismatch then success, the two-step phone change from the hub and back to it, and axe on
// User, changePassword, emailCertification, bindCellphone and changetiePhone (both steps).
import { expect, test, type Page } from './test';
import { expectNoAxeViolations, recordBodies, signIn } from './support';

const KEY = '7f3e9a1c-2b4d-4e6f-8a10-5c9d3b7e2f41';

const posted = (page: Page, path: string) =>
  page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === path,
  );

test.beforeEach(async ({ context, baseURL }) => {
  await signIn(context, baseURL);
});

test('change password: the mismatch, then Modified successfully and back to the hub', async ({
  page,
}) => {
  await page.goto('/en/Tabs/User');
  expect(page.viewportSize()?.width).toBe(375);
  const rows = page.getByRole('navigation', { name: 'Security settings' });
  await expect(rows.getByText('Not verified')).toBeVisible();
  await expect(rows.getByText('+65 812***67')).toBeVisible();
  await expect(
    page.getByText(
      'You may complete identity verification later under Account Settings > Security.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await rows.getByRole('link', { name: /Login password/ }).click();
  await expect(page).toHaveURL(/\/en\/Tabs\/changePassword$/);
  const confirmButton = page.getByRole('button', { name: 'Confirm' });
  await expect(confirmButton).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByLabel('Original password').fill('Topup2026');
  await page.getByLabel('New password', { exact: true }).fill('Alex_secure88');
  await page.getByLabel('Confirm new password').fill('Alex_secure89');
  await expect(confirmButton).toBeEnabled();
  await confirmButton.click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Confirm new password').fill('Alex_secure88');
  const change = posted(page, '/api/service/member/changePwd');
  await confirmButton.click();
  expect((await change).postDataJSON()).toEqual({
    password: 'Topup2026',
    newPassword: 'Alex_secure88',
  });
  await expect(page.getByText('Modified successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/Tabs\/User$/);
});

test('the two-step phone change: verify the old phone, bind the new one, back to the hub', async ({
  page,
}) => {
  const sends = recordBodies(page, '/api/auth/sendPhoneCode');
  await page.goto('/en/Tabs/User');
  await page
    .getByRole('navigation', { name: 'Security settings' })
    .getByRole('link', { name: /Mobile number/ })
    .click();
  await expect(page).toHaveURL(/\/en\/Tabs\/changetiePhone$/);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByText('+65 812***67')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('button', { name: /Sent \d+s/ })).toBeVisible();
  expect(sends).toEqual([{ type: '1' }]);
  await page.getByRole('textbox', { name: 'Verification code' }).fill('518342');
  await expect(next).toBeEnabled();
  const verify = posted(page, '/api/auth/codeC');
  await next.click();
  expect((await verify).postDataJSON()).toEqual({ code: '518342' });

  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const confirmChange = page.getByRole('button', { name: 'Confirm Change' });
  await expect(confirmChange).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Country code: / })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'New mobile number' }).fill('61234567');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect.poll(() => sends.length).toBe(2);
  expect(sends[1]).toMatchObject({ phone: '61234567', type: '1' });
  await page.getByRole('textbox', { name: 'Verification code' }).fill('305716');
  await expect(confirmChange).toBeEnabled();
  const bind = posted(page, '/api/auth/authenticationPhone');
  await confirmChange.click();
  expect((await bind).postDataJSON()).toMatchObject({
    phone: '61234567',
    code: '305716',
    key: KEY,
    type: '1',
  });
  await expect(page.getByText('Binding successful')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/Tabs\/User$/);
});

test('emailCertification and bindCellphone: their fields, help and area code, axe clean', async ({
  page,
}) => {
  await page.goto('/en/Tabs/emailCertification');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('alex.chen@example.com');
  await expect(page.getByRole('link', { name: 'Customer service' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Please enter your Email')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/en/Tabs/bindCellphone');
  await page.getByRole('button', { name: 'Bind' }).click();
  await expect(page.getByText('Please enter your mobile number')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Area code: / }).click();
  await page.getByRole('combobox').fill('Atlantis');
  await expect(page.getByText('This area code has not been found yet')).toBeVisible();
  await expectNoAxeViolations(page);
});
