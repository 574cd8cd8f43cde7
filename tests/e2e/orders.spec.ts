// The Order tab and OrderDetail at 375 px against Prism (its first examples: the list of one
// order per status, the checkout story's unpaid order TL2026112000010 with a coupon, and a
// member detail check needing no phone verification; its `verificationRequired` example
// opens the popup): list -> detail -> cancel with a reason; copy the order number; Pay Now
// from the list to GoPay; the phone-verification popup; axe on both screens.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, preferOnce, signIn } from './support';

async function openFirstOrder(page: Page) {
  await page.goto('/en/Tabs/Order');
  const item = page.getByRole('link', { name: 'PUBG Mobile 325 UC 325 UC' });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL('/en/Tabs/OrderDetail?orderId=TL2026112000001');
  await expect(page.getByRole('heading', { level: 2, name: 'Product details' })).toBeVisible();
}

test('Order and OrderDetail have no axe violations', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL);
  await page.goto('/en/Tabs/Order');
  await expect(page.getByRole('link', { name: 'PUBG Mobile 325 UC 325 UC' })).toBeVisible();
  await expect(page.getByText('No more')).toBeVisible();
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  await openFirstOrder(page);
  await expectNoAxeViolations(page, { exceptDevPanel: true });
});

test('list -> detail -> cancel with a reason', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL);
  await openFirstOrder(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Pending payment' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Order actions' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  const choice = page.getByRole('dialog', { name: 'This order used a coupon' });
  await choice.getByRole('button', { name: 'Cancel the order' }).click();
  const reasons = page.getByRole('dialog', { name: 'Reason for cancelling' });
  await reasons.getByRole('button', { name: 'Confirm' }).click();
  await expect(reasons.getByRole('alert')).toHaveText('Please choose a reason for cancelling');
  await reasons.getByRole('radio', { name: 'Too expensive' }).check();
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/api/service/order/cancel'));
  const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/service/order/detail'));
  await reasons.getByRole('button', { name: 'Confirm' }).click();
  expect((await cancelled).request().postDataJSON()).toEqual({
    orderId: 'TL2026112000010',
    closeType: 1,
  });
  await expect(page.getByText('Cancelled successfully')).toBeVisible();
  await reloaded;
  await expect(reasons).toBeHidden();
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL('/en/Tabs/Order');
});

test('copy the order number', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(context, baseURL);
  await openFirstOrder(page);
  await page.getByRole('button', { name: 'Copy Order number' }).click();
  await expect(page.getByText('Copy successful')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('TL2026112000010');
  await expect(page.getByText('Copy successful')).toBeHidden();
});

test('Pay Now from the list goes to GoPay', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL);
  await page.goto('/en/Tabs/Order');
  await page.getByRole('link', { name: 'Pay Now PUBG Mobile 325 UC' }).click();
  await expect(page).toHaveURL('/en/Tabs/GoPay?orderId=TL2026112000001&num=1');
  await expect(page.getByRole('group', { name: 'Payment Methods' })).toBeVisible();
});

test('an order needing phone verification opens the popup', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL);
  // Every check of this visit (the development build may ask twice, the first call aborted).
  await preferOnce(
    page,
    '/api/member/memberDetail/getById',
    'verificationRequired',
    Number.POSITIVE_INFINITY,
  );
  await openFirstOrder(page);
  const popup = page.getByRole('dialog', { name: 'Verify your phone' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('81234567');
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});
