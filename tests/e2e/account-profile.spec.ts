// PersonalData and Feedback on the Prism mock at 375 px (issue 14): the nickname saved with
// Modify_Success, feedback sent with its live counter and Feedback_Success, sign out after
// its confirmation clearing the session cookies and landing on login; axe on both pages
// and on the sign-out dialog.
import { expect, test, type Page } from './test';
import { expectNoAxeViolations, sessionCookies } from './support';

const posted = (page: Page, path: string) =>
  page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === path,
  );

test('feedback sent, nickname saved, then sign out lands on login', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies(sessionCookies(baseURL));

  await page.goto('/en/Tabs/Feedback');
  expect(page.viewportSize()?.width).toBe(375);
  const box = page.getByRole('textbox', { name: 'Description' });
  await expect(box).toBeVisible();
  await expect(page.getByText('0/200 characters')).toBeVisible();
  await expectNoAxeViolations(page);
  await box.fill('Slow');
  await expect(page.getByText('4/200 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter at least 5 characters')).toBeVisible();
  await box.fill('Please add PayNow');
  const feedback = posted(page, '/api/service/feedback/add');
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await feedback).postDataJSON()).toEqual({ content: 'Please add PayNow' });
  await expect(page.getByText('Feedback submitted successfully')).toBeVisible();
  await expect(box).toHaveValue('');

  await page.goto('/en/Tabs/PersonalData');
  const nickname = page.getByRole('textbox', { name: 'Nickname' });
  await expect(nickname).toHaveValue('Alex');
  await expect(page.getByText('alex.chen@example.com')).toBeVisible();
  await expectNoAxeViolations(page);
  await nickname.fill('Alex C.');
  const rename = posted(page, '/api/service/member/edit');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await rename).postDataJSON()).toEqual({ nickName: 'Alex C.' });
  await expect(page.getByText('Modified successfully')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'adbws_marker')).toBeUndefined();
});
