// The balance, saved recharge accounts and quick-pay cards on the Prism mock at 375 px:
// Purses shows the balance and its history; a saved account's Place order opens ConfirmOrder
// with its Player ID already in the Information form; a saved account is deleted through
// edit mode and the confirmation, another by a swipe; a card is deleted with its
// confirmation; axe finds nothing on the three screens and their dialogs.
import { expect, test, type Page } from './test';
import { expectNoAxeViolations, recordBodies, signIn } from './support';

const LIST_GROUP = '/api/language/memberMain/listGroup';

test.beforeEach(async ({ context, baseURL }) => {
  await signIn(context, baseURL);
});

test('Purses: the balance and its history, axe clean', async ({ page }) => {
  await page.goto('/en/Tabs/Purses');
  expect(page.viewportSize()?.width).toBe(375);
  await expect(page.getByRole('heading', { name: 'Available balance' })).toBeVisible();
  await expect(page.getByText('$12.50', { exact: true })).toBeVisible();
  const history = page.getByRole('region', { name: 'Balance history' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByText('Double 11 event bonus')).toBeVisible();
  await expect(history.getByText('+$9.50')).toBeVisible();
  await expect(history.getByText('−$2.00')).toBeVisible();
  await expectNoAxeViolations(page, { exceptDevPanel: true });
});

test('a saved account opens ConfirmOrder with its Player ID filled in', async ({ page }) => {
  await page.goto('/en/Tabs/RechargeAccount');
  const pubg = page.getByRole('region', { name: 'PUBG Mobile UC' });
  await expect(pubg.getByText('5123456789')).toBeVisible();
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  await pubg.getByRole('link', { name: 'Place order for 5123456789' }).click();
  await expect(page).toHaveURL(
    '/en/Tabs/ConfirmOrder?itemId=10102&num=1&memberNumber=5123456789&type=0',
  );
  await expect(page.getByRole('textbox', { name: 'Player ID' })).toHaveValue('5123456789');
});

/**
 * Prism is stateless: after a delete, the list answers without the deleted accounts. The
 * journey waits for that refetch, so no route is left running when the page closes.
 */
async function listWithout(page: Page, ids: readonly number[]) {
  await page.route(
    (url) => url.pathname === LIST_GROUP,
    async (route) => {
      const response = await route.fetch();
      const reply = (await response.json()) as { data: { list: { id: number }[] }[] };
      const data = reply.data
        .map((group) => ({ ...group, list: group.list.filter((a) => !ids.includes(a.id)) }))
        .filter((group) => group.list.length > 0);
      await route.fulfill({ response, json: { ...reply, data } });
    },
  );
}

test('deletes a saved account through edit mode and the confirmation', async ({ page }) => {
  const deletes = recordBodies(page, '/api/member/memberMain/del');
  await page.goto('/en/Tabs/RechargeAccount');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('checkbox', { name: 'Select 5198765432' }).check();
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  await page.getByRole('button', { name: 'Delete (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete saved accounts?' });
  await expect(dialog).toContainText('1 saved account will be deleted. This cannot be undone.');
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  await listWithout(page, [7002]);
  const refetched = page.waitForResponse((r) => new URL(r.url()).pathname === LIST_GROUP);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await refetched;
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(deletes).toEqual([{ idList: [7002] }]);
  await expect(page.getByText('5198765432')).toHaveCount(0);
  await expect(page.getByText('5123456789')).toBeVisible();
});

test('a swipe left reveals Delete, which asks first and deletes that account', async ({ page }) => {
  const deletes = recordBodies(page, '/api/member/memberMain/del');
  await page.goto('/en/Tabs/RechargeAccount');
  const row = page.getByRole('region', { name: 'TikTok Coins' }).getByRole('listitem');
  await expect(row).toContainText('alexchen.sg');
  const box = await row.boundingBox();
  if (!box) throw new Error('no row');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 200, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, y, { steps: 4 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Delete alexchen.sg' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete saved accounts?' });
  await listWithout(page, [7004]);
  const refetched = page.waitForResponse((r) => new URL(r.url()).pathname === LIST_GROUP);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await refetched;
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  expect(deletes).toEqual([{ idList: [7004] }]);
  await expect(page.getByRole('region', { name: 'TikTok Coins' })).toHaveCount(0);
});

test('fastspeed: a card is deleted with its confirmation, axe clean', async ({ page }) => {
  const deletes = recordBodies(page, '/api/service/member/airwallex/delCard');
  await page.goto('/en/Tabs/fastspeed');
  await expect(page.getByText('4242 **** **** 4242')).toBeVisible();
  await expect(page.getByText('5555 **** **** 4444')).toBeVisible();
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  await page.getByRole('button', { name: 'Delete card 4242 **** **** 4242' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
  await expect(dialog).toContainText('Card 4242 **** **** 4242 will no longer be offered');
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  expect(deletes).toEqual([{ id: 'cst_hkdm2nq7xg3f5wz8r1a' }]);
});
