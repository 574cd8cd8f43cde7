// The Me tab on the Prism mock at 375 px: the member block (Alex, VIP1, e-mail not verified
// so the 'upgrade security' tag shows), the seven rows linking to their routes, the install
// offer and the public-account banner; a row leads to its screen; axe finds nothing.
import { axe } from './axe';
import { expect, test } from './test';
import { chooseExamples, expectNoAxeViolations, sessionCookies } from './support';

test('Me renders the member, the rows with their links and the banners, axe clean', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies(sessionCookies(baseURL));
  await page.goto('/en/Tabs/Me');
  expect(page.viewportSize()?.width).toBe(375);
  await expect(page.getByText('Level: VIP1')).toBeVisible();
  await expect(page.getByText('Alex', { exact: true })).toBeVisible();

  const rows = page.getByRole('navigation', { name: 'Account centre' }).getByRole('link');
  await expect(rows).toHaveCount(7);
  const hrefs = await rows.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/en/Tabs/PersonalData',
    '/en/Tabs/Purses',
    '/en/Tabs/Coupons',
    '/en/Tabs/User',
    '/en/Tabs/RechargeAccount',
    '/en/Tabs/myAssessment',
    '/en/Tabs/Feedback',
  ]);
  await expect(
    page.getByRole('link', { name: /Account security/ }).getByText('Upgrade security'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Follow our official account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get the app' })).toBeVisible();

  const results = await axe(page).analyze();
  expect(results.violations).toEqual([]);

  await page.getByRole('link', { name: 'My reviews' }).click();
  await expect(page).toHaveURL(/\/en\/Tabs\/myAssessment$/);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('a member with 0 app points gets the add-to-desktop guide, tracked bare, axe clean', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies(sessionCookies(baseURL));
    // getUserInfo answers its phoneMember example (Mei, appPoints 0).
    await chooseExamples(page, { getUserInfo: 'phoneMember' });
    await page.goto('/en/Tabs/Me');
    await expect(page.getByText('Level: VIP0')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download the app' })).toHaveCount(0);
    const tracked = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/member/log-info',
    );
    await page.getByRole('button', { name: 'Watch how' }).click();
    const guide = page.getByRole('dialog', { name: 'Add to home screen' });
    await expect(guide).toBeVisible();
    expect((await tracked).postDataJSON()).toEqual({ trackingPosition: 'add_to_desktop' });
    // The dev API panel (never in a production build) moves into an open dialog.
    await expectNoAxeViolations(page, { exceptDevPanel: true });
    await guide.getByRole('button', { name: 'Close' }).click();
    await expect(guide).toBeHidden();
  });
});
