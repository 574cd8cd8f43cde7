// The Coupons page on the Prism mock at 375 px: the tabs ask the coupon list for status 0, 1
// and 2, a coupon reads its value, minimum spend and validity, and the redeem dialog sends
// the trimmed code and says Redemption successful; axe on the page and on the open dialog.
import { expect, test } from './test';
import { expectNoAxeViolations, sessionCookies } from './support';

test('Coupons: tabs switch by status and a rookie code is redeemed', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies(sessionCookies(baseURL));
  const statuses: unknown[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/service/spuCoupons/dataList'
    ) {
      statuses.push((request.postDataJSON() as { status: number }).status);
    }
  });

  await page.goto('/en/Tabs/Coupons');
  expect(page.viewportSize()?.width).toBe(375);
  await expect(page.getByRole('tab', { name: 'Unused', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Valid for 30 days after claiming').first()).toBeVisible();
  await expect(panel.getByText('5% off', { exact: true })).toBeVisible();
  await expect(panel.getByText('Valid until 2026-12-31')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Used', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Used', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Expired', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Expired', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect.poll(() => statuses).toEqual(expect.arrayContaining([0, 1, 2]));

  await page.getByRole('button', { name: 'Redeem a code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem a coupon' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('textbox', { name: 'Coupon code' });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoAxeViolations(page);
  await box.fill('  ROOKIE2026XYZ');
  await expect(box).toHaveValue('  ROOKIE2026');
  const posted = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/member/memberSpuCoupons/voucherCode',
  );
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  expect((await posted).postDataJSON()).toEqual({ voucherCode: 'ROOKIE2026' });
  await expect(page.getByText('Redemption successful')).toBeVisible();
  await expect(dialog).toBeHidden();
});
