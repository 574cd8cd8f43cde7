// ConfirmOrder journeys at 375 px against Prism (the default purchase story: PUBG Mobile
// 1800 UC, 24.99, the best coupon 9001 $3 off, Visa / Mastercard 23 preselected, 21.99 due,
// order TL2026112000010) with the mock payment provider: a card purchase with a coupon to
// a successful result; a guest purchase resuming after login; a 500 on create order and a
// 401 with signing in again, both keeping everything typed and chosen; a short-video
// account checked, confirmed and its nickname saved with the order; axe; the texts in zh,
// en and zh-hant.
import { expect, test, type Page } from './test';
import { expectNoAxeViolations, preferOnce, recordBodies, signIn } from './support';

const ORDER = 'TL2026112000010';
const CONFIRM = '/en/Tabs/ConfirmOrder?itemId=10104&num=1';

function priceRow(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Price details' })
    .locator('div')
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** The Information form of the story's item, filled. */
async function fillInformation(page: Page) {
  await page.getByRole('textbox', { name: 'Player ID' }).fill('5123456789');
  await page.getByRole('combobox', { name: 'Server' }).selectOption('Asia');
}

/** Fills the form, chooses the card form (22), submits and confirms the account. */
async function submitWithCard(page: Page) {
  await fillInformation(page);
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm your top-up information' })
    .getByRole('button', { name: 'Confirm' })
    .click();
}

async function expectInformationKept(page: Page) {
  await expect(page.getByRole('textbox', { name: 'Player ID' })).toHaveValue('5123456789');
  await expect(page.getByRole('combobox', { name: 'Server' })).toHaveValue('Asia');
  await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked();
}

test('buys with the best coupon and a card through the mock provider to a successful result', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  const orders = recordBodies(page, '/api/service/order/create');
  await page.goto(CONFIRM);
  await expect(page.getByRole('heading', { name: 'PUBG Mobile 1800 UC' })).toBeVisible();
  await expect(page.getByRole('button', { name: '$3.00 off applied' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Visa \/ Mastercard/ })).toBeChecked();
  await expect(priceRow(page, 'Subtotal')).toContainText('$24.99');
  await expect(priceRow(page, 'Coupon deduction')).toContainText('-$3.00');
  // No balance is used: no balance line (never "-$0.00").
  await expect(priceRow(page, 'Balance discount')).toHaveCount(0);
  await expect(priceRow(page, 'Fee')).toContainText('$0.00');
  await expect(priceRow(page, 'Amount due')).toContainText('$21.99');

  // Submit with an empty form: the form-wide message and the field's own.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please Enter Top-up Information')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Player ID' })).toHaveAccessibleDescription(
    'Player ID It cannot be empty.',
  );

  await fillInformation(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm your top-up information' });
  await expect(confirm).toContainText('5123456789');
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/en\/Airwallex\?/);
  expect(orders).toEqual([
    expect.objectContaining({ spuId: 10104, num: 1, couponsId: 9001, paymentMethod: 23 }),
  ]);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(`/en/Tabs/Pop-up?orderId=${ORDER}`);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
});

test('a double-tap on Submit opens the account confirmation, which stays open and orders once', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  const orders = recordBodies(page, '/api/service/order/create');
  await page.clock.install();
  await page.goto(CONFIRM);
  await fillInformation(page);
  const box = await page.getByRole('button', { name: 'Submit' }).boundingBox();
  if (!box) throw new Error('Submit is not on the screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  // The page's clock stands still from here: however slow this machine, the second tap
  // comes within the dialog's first 300 ms, as a finger's second tap does.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await page.touchscreen.tap(x, y);
  const confirm = page.getByRole('dialog', { name: 'Please confirm your top-up information' });
  await expect(confirm).toBeVisible();
  // The second tap, at the same place: the backdrop now covers Submit.
  expect(
    await page.evaluate((at) => document.elementFromPoint(at.x, at.y)?.localName, { x, y }),
  ).toBe('dialog');
  await page.touchscreen.tap(x, y);
  await page.clock.resume();
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('5123456789');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/en\/Airwallex\?/);
  expect(orders).toHaveLength(1);
});

test('a guest purchase resumes at ConfirmOrder after login and can be completed', async ({
  page,
}) => {
  await page.goto('/en/goodsDetail?spuId=10101&categoryId=101');
  await page.getByRole('radio', { name: /660 UC/ }).check();
  await page
    .getByRole('region', { name: 'Purchase summary' })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await page.getByRole('textbox', { name: 'Email or phone number' }).fill('alex.chen@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Topup2026');
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/en\/Tabs\/ConfirmOrder\?itemId=10103&num=1$/);
  await expect(page.getByRole('heading', { name: 'Information' })).toBeVisible();
  await fillInformation(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm your top-up information' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page).toHaveURL(/\/en\/Airwallex\?/);
});

test('a 500 on create order keeps everything typed and chosen, and a retry goes on', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  await preferOnce(page, '/api/service/order/create', 'orderFailed500');
  await page.goto(CONFIRM);
  await submitWithCard(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Order placement failure' }),
  ).toBeVisible();
  await expect(page).toHaveURL(CONFIRM);
  await expectInformationKept(page);
  await expect(page.getByRole('button', { name: '$3.00 off applied' })).toBeVisible();

  // A reload keeps them too (never a password).
  await page.reload();
  await expectInformationKept(page);

  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm your top-up information' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page).toHaveURL(/\/en\/Tabs\/Cardpayment\?/);
});

test('10010 on create order opens the purchase-limit popup; close keeps everything', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  await preferOnce(page, '/api/service/order/create', 'purchaseLimit10010');
  await page.goto(CONFIRM);
  await submitWithCard(page);
  const popup = page.getByRole('dialog', { name: 'Purchase limit' });
  await expect(popup).toContainText(
    'Purchase limit reached for this denomination. Please choose a different amount.',
  );
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(CONFIRM);
  await expectInformationKept(page);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('a 401 on create order: after signing in again everything typed is back', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  await preferOnce(page, '/api/service/order/create', 'unauthorized401');
  await page.goto(CONFIRM);
  await submitWithCard(page);
  await expect(page).toHaveURL(/\/en\/login$/);
  await page.getByRole('textbox', { name: 'Email or phone number' }).fill('alex.chen@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Topup2026');
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(CONFIRM);
  await expectInformationKept(page);
});

test('a short-video account is checked, confirmed by its nickname and saved with the order', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  // Every details call: in development React's StrictMode mounts the screen twice, and the
  // first details request is cancelled and sent again.
  await preferOnce(
    page,
    '/api/language/order/checkout-details',
    'shortVideoAccount',
    Number.POSITIVE_INFINITY,
  );
  await preferOnce(page, '/api/service/home/account/check', 'shortVideoAccount');
  const checks = recordBodies(page, '/api/service/home/account/check');
  const logs = recordBodies(page, '/api/service/order/log');
  await page.goto('/en/Tabs/ConfirmOrder?itemId=30302&num=1');
  await page.getByRole('textbox', { name: 'TikTok account' }).fill('alexchen.sg');
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Is this your account?' });
  await expect(dialog).toContainText('Alex Chen');
  await expect(dialog).toContainText('Account ID: alexchen.sg');
  expect(checks).toEqual([{ type: 1, account: 'alexchen.sg' }]);
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/en\/Airwallex\?/);
  await expect.poll(() => logs).toEqual([{ orderId: ORDER, memberNickName: 'Alex Chen' }]);
});

test('ConfirmOrder has no axe violations, with its dialogs', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL);
  await page.goto(CONFIRM);
  await expect(page.getByRole('button', { name: '$3.00 off applied' })).toBeVisible();
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  await page.getByRole('button', { name: '$3.00 off applied' }).click();
  await expect(page.getByRole('dialog', { name: 'Coupons' })).toBeVisible();
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Recharge help' }).click();
  await expect(page.getByRole('dialog', { name: 'Recharge help' })).toBeVisible();
  await expectNoAxeViolations(page, { exceptDevPanel: true });
});

for (const [prefix, title, information, submit] of [
  ['', '确认订单', '充值信息', '提交'],
  ['/en', 'Confirm order', 'Information', 'Submit'],
  ['/zh-hant', '確認訂單', '充值資訊', '提交'],
] as const) {
  test(`ConfirmOrder reads in ${prefix || '/zh'}`, async ({ page, context, baseURL }) => {
    await signIn(context, baseURL);
    await page.goto(`${prefix}/Tabs/ConfirmOrder?itemId=10104&num=1`);
    await expect(page.getByRole('heading', { name: information })).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.getByRole('button', { name: submit })).toBeVisible();
    // The labels are nameZH in Chinese and name otherwise.
    await expect(
      page.getByRole('textbox', { name: prefix === '/en' ? 'Player ID' : '玩家ID' }),
    ).toBeVisible();
  });
}

test('a form chunk that fails to load shows the error state, and Retry brings the form', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  // The form is its own chunk (dev: its source module), asked for by the route's prefetch
  // and, when that load failed, once more by the screen: it cannot load until Retry.
  let reachable = false;
  await page.route(/confirm-order-form\.tsx/, async (route) => {
    if (!reachable) {
      await route.abort();
      return;
    }
    await route.fallback();
  });
  await page.goto(CONFIRM);
  await expect(page.getByRole('heading', { name: 'PUBG Mobile 1800 UC' })).toBeVisible();
  await expect(page.getByText('The order form could not be loaded.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Player ID' })).toHaveCount(0);
  reachable = true;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('textbox', { name: 'Player ID' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
});

test('the payment methods show while the form downloads, and stay in place when it arrives', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  // The form's chunk (dev: its source module) is held until released below.
  let release: () => void = () => undefined;
  const released = new Promise<undefined>((resolve) => {
    release = () => {
      resolve(undefined);
    };
  });
  await page.route(/confirm-order-form\.tsx/, async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto(CONFIRM);
  const methods = page.getByRole('group', { name: 'Payment Methods' });
  await expect(methods.getByRole('radio', { name: /^Visa \/ Mastercard/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Player ID' })).toHaveCount(0);
  const before = await methods.boundingBox();
  release();
  await expect(page.getByRole('textbox', { name: 'Player ID' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  // The place held for the form was its height: the list has not moved.
  expect(await methods.boundingBox()).toEqual(before);
});
