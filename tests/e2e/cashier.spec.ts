// GoPay (the cashier) at 375 px against Prism with the mock payment provider: the default
// story's unpaid order TL2026112000010 (21.99), the card-form method, create payment,
// Cardpayment, the provider's outcome and the payment result (success, then a failure
// chosen as the scenario switcher does); axe on GoPay.
import { expect, test, type Page } from './test';
import { chooseExamples, expectNoAxeViolations, recordBodies, signIn } from './support';

const ORDER = 'TL2026112000010';
const GO_PAY = `/en/Tabs/GoPay?orderId=${ORDER}&num=1`;

/** The contract examples' member logs in on the login screen. */
async function logInOnLoginScreen(page: Page) {
  await page.getByRole('textbox', { name: 'Email or phone number' }).fill('alex.chen@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Topup2026');
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** GoPay -> the card-form method -> Submit -> Cardpayment -> Pay Now. */
async function payByCardFromGoPay(page: Page) {
  const payments = recordBodies(page, '/api/service/order/payment');
  await page.goto(GO_PAY);
  const methods = page.getByRole('group', { name: 'Payment Methods' });
  await expect(methods.getByRole('radio')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Amount due' })).toContainText('$21.99');

  const fee = page.waitForResponse((r) => r.url().endsWith('/api/language/order/confirm-payment'));
  await methods.getByRole('radio', { name: /^Card/ }).check();
  expect((await fee).request().postDataJSON()).toEqual({ orderId: ORDER, paymentMethod: 22 });

  const created = page.waitForResponse((r) => r.url().endsWith('/api/service/order/payment'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await created).request().postDataJSON()).toMatchObject({
    orderId: ORDER,
    paymentMethod: 22,
    useepayMsg: { email: 'alex.chen@example.com', firstName: 'Alex', lastName: 'Chen' },
  });
  await expect(page).toHaveURL(
    `/en/Tabs/Cardpayment?orderId=${ORDER}&shift_money=21.99&paymentMethod=22`,
  );
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('alex.chen@example.com');
  await page.getByRole('textbox', { name: 'Card number (test)' }).fill('4242424242424242');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(`/en/Tabs/Pop-up?orderId=${ORDER}`);
  // The card page paid with the intent GoPay's create payment returned: created once.
  expect(payments).toHaveLength(1);
}

test('GoPay has no axe violations, folded and expanded', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL);
  await page.goto(GO_PAY);
  await expect(page.getByRole('region', { name: 'Amount due' })).toContainText('$21.99');
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  await page.getByRole('button', { name: 'Show all methods' }).click();
  await expect(page.getByRole('radio', { name: /Alipay HK/ })).toBeDisabled();
  await page.getByRole('radio', { name: /GCash/ }).check();
  await expect(page.getByRole('region', { name: 'Billing Address' })).toBeVisible();
  await expectNoAxeViolations(page, { exceptDevPanel: true });
});

test('GoPay -> card method -> Cardpayment -> a successful result', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  await payByCardFromGoPay(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const details = page.locator('dl');
  await expect(details).toContainText(`Order number${ORDER}`);
  await expect(details).toContainText('Amount$21.99');
});

test('GoPay -> card method -> Cardpayment -> a failed result', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  // The development panel's choices: the mock provider fails, and getOrderResult answers
  // its `failed` example (Prefer: example=failed).
  await page.addInitScript(() => {
    sessionStorage.setItem('dev.payment-mock-outcome', 'failure');
  });
  await chooseExamples(page, { getOrderResult: 'failed' });
  await payByCardFromGoPay(page);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(
    page.getByText('Your card was declined. Please try another card or payment method.'),
  ).toBeVisible();
});

test('a 401 on create payment: login, then back to the same GoPay', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  // The token expires between opening GoPay and Submit: create payment answers 401 once.
  let expired = true;
  await page.route('**/api/service/order/payment', (route) => {
    if (!expired) return route.continue();
    expired = false;
    return route.continue({
      headers: { ...route.request().headers(), prefer: 'example=unauthorized401' },
    });
  });
  await page.goto(GO_PAY);
  await expect(page.getByRole('region', { name: 'Amount due' })).toContainText('$21.99');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/en/login');

  await logInOnLoginScreen(page);
  await expect(page).toHaveURL(GO_PAY);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('a guest opening GoPay directly logs in and lands on the same GoPay', async ({ page }) => {
  await page.goto(GO_PAY);
  await expect(page).toHaveURL('/en/login');

  await logInOnLoginScreen(page);
  await expect(page).toHaveURL(GO_PAY);
  await expect(page.getByRole('region', { name: 'Amount due' })).toContainText('$21.99');
});

test('GoPay -> drop-in creates the payment once; a reload of the drop-in page still pays', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  const payments = recordBodies(page, '/api/service/order/payment');
  await page.goto(GO_PAY);
  await expect(page.getByRole('radio', { name: /Visa \/ Mastercard/ })).toBeChecked();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(`/en/Airwallex?orderId=${ORDER}&shift_money=21.99&paymentMethod=23`);
  await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();
  expect(payments).toHaveLength(1);
  expect(page.url()).not.toContain('secret');

  // Entered again (a reload): nothing in memory, so the page creates the payment itself.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();
  expect(payments).toHaveLength(2);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(`/en/Tabs/Pop-up?orderId=${ORDER}`);
});
