// The Order tab and OrderDetail at 375 px against Prism (its first examples: the list of one
// order per status, the checkout story's unpaid order TL2026112000010 with a coupon, and a
// member detail check needing no phone verification; its `verificationRequired` example
// opens the popup): list -> detail -> cancel with a reason; copy the order number; Pay Now
// from the list to GoPay; the phone-verification popup; axe on both screens; a tab change
// from the end of a long list (served here) starting at the top with page 1 alone.
import { expect, test, type Page } from './test';
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

/**
 * Serves a list of `total` orders, 10 a page, for every filter (each order named by its
 * filter's status and number), recording each request's status and page.
 */
async function serveLongList(page: Page, total: number) {
  const asked: { status: string; pageNum: number }[] = [];
  await page.route(
    (url) => url.pathname === '/api/language/order/pageList',
    async (route) => {
      const body = route.request().postDataJSON() as {
        status: string;
        pageNum: number;
        pageSize: number;
      };
      asked.push({ status: body.status, pageNum: body.pageNum });
      const start = (body.pageNum - 1) * body.pageSize;
      const count = Math.max(0, Math.min(body.pageSize, total - start));
      const list = Array.from({ length: count }, (_, i) => ({
        orderId: `TL${String(start + i + 1).padStart(6, '0')}`,
        spuId: 10102,
        spuName: `Tab ${body.status || 'all'} order ${start + i + 1}`,
        pic: '/mock-assets/goods/pubg-mobile-uc.svg',
        attrvalue: '325 UC',
        createTime: '2026-11-20 16:40:12',
        status: '9',
        categoryId: 101,
        num: 1,
      }));
      await route.fulfill({ json: { code: 200, msg: 'success', data: { list, total } } });
    },
  );
  return asked;
}

test('a tab change from the end of a long list starts at the top, page 1 only', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  const asked = await serveLongList(page, 35);
  await page.goto('/en/Tabs/Order');
  // Scroll to the end page after page, until the last one is in.
  for (const last of [10, 20, 30, 35]) {
    const item = page.getByRole('link', { name: new RegExp(`Tab all order ${last} `) });
    await expect(item).toBeVisible();
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
  }
  await expect(page.getByText('No more')).toBeInViewport();

  await page.getByRole('button', { name: 'Unpaid' }).click();
  const first = page.getByRole('link', { name: /Tab 0 order 1 / });
  await expect(first).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: 'Unpaid' })).toBeInViewport();
  expect(asked.filter((a) => a.status === '0').map((a) => a.pageNum)).toEqual([1]);
  await expect(page.getByText('No more')).not.toBeInViewport();

  // Back to All, seen before down to its last page: again from page 1, at the top.
  const allBefore = asked.filter((a) => a.status === '').length;
  await page.getByRole('button', { name: 'All' }).click();
  await expect(page.getByRole('link', { name: /Tab all order 1 / })).toBeInViewport();
  expect(asked.filter((a) => a.status === '').slice(allBefore)).toEqual([
    { status: '', pageNum: 1 },
  ]);
  await expect(page.getByRole('link', { name: /Tab all order 11 / })).toHaveCount(0);
});

test('a chosen tab past the strip edge is in view when the list comes back', async ({
  page,
  context,
  baseURL,
}) => {
  // English at 320 px: the tabs scroll inside their strip (issue 23 item 5).
  await page.setViewportSize({ width: 320, height: 700 });
  await signIn(context, baseURL);
  await page.goto('/en/Tabs/Order');
  const strip = page.getByRole('navigation', { name: 'Order status' });
  const completed = strip.getByRole('button', { name: 'Completed' });
  await completed.click();
  await expect(completed).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'PUBG Mobile 325 UC 325 UC' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Product details' })).toBeVisible();
  // OrderDetail is reached by replace navigation (seed 001 section 2): its back link.
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(completed).toHaveAttribute('aria-pressed', 'true');
  const [tab, view] = await Promise.all([completed.boundingBox(), strip.boundingBox()]);
  expect(tab && view).toBeTruthy();
  if (!tab || !view) return;
  expect(tab.x).toBeGreaterThanOrEqual(view.x);
  expect(tab.x + tab.width).toBeLessThanOrEqual(view.x + view.width + 0.5);
});
