// Payment journeys at 375 px against Prism, with the mock payment provider (the dev
// server's default): the card page pays and lands on a successful result; a failed result
// chosen through the scenario switcher's Prefer mechanism; a result that cannot be read
// (502) shown as being confirmed, then paid after Check again; appFastPay posting success to
// a stub React Native bridge; and axe on the card pages and the result.
import { expect, test, type Page } from './test';
import { chooseExamples, DEMO_TOKEN, expectNoAxeViolations, signIn } from './support';

const ORDER = 'TL2026112000010';

function resultReply(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/api/service/order/result'));
}

test('the card page pays with the mock provider and lands on a successful result', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  await page.goto(`/en/Tabs/Cardpayment?shift_money=21.99&orderId=${ORDER}`);
  // The payer prefill (getCardPayerPrefill) fills the form.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('alex.chen@example.com');
  await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Chen');
  await page.getByRole('textbox', { name: 'Card number (test)' }).fill('4242424242424242');
  await expectNoAxeViolations(page, { exceptDevPanel: true });

  const payment = page.waitForResponse((r) => r.url().endsWith('/api/service/order/payment'));
  const result = resultReply(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  expect((await payment).request().postDataJSON()).toMatchObject({
    orderId: ORDER,
    paymentMethod: 22,
    useepayMsg: { email: 'alex.chen@example.com', firstName: 'Alex', lastName: 'Chen' },
  });
  await expect(page).toHaveURL(`/en/Tabs/Pop-up?orderId=${ORDER}`);
  await expect(page.getByText('Checking the payment result…')).toBeVisible();
  await result;
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const details = page.locator('dl');
  await expect(details).toContainText(`Order number${ORDER}`);
  await expect(details).toContainText('Payment methodVisa / Mastercard');
  await expect(details).toContainText('Amount$21.99');
  await expectNoAxeViolations(page, { exceptDevPanel: true });
});

test('the card form shows its messages on blur', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL);
  await page.route('**/api/service/order/getUseePayData', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=noNames' } }),
  );
  await page.goto(`/en/Tabs/Cardpayment?shift_money=21.99&orderId=${ORDER}`);
  const first = page.getByRole('textbox', { name: 'First Name' });
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('alex.chen@example.com');
  await first.focus();
  await first.blur();
  await expect(first).toHaveAccessibleDescription('First Name is required');
  await first.focus();
  await expect(page.getByText('First Name is required')).toHaveCount(0);
});

test('a failed result, chosen as the scenario switcher does, shows the reason', async ({
  page,
}) => {
  // The scenario switcher's choice (sessionStorage) makes the HTTP client send
  // Prefer: example=failed to Prism for getOrderResult.
  await chooseExamples(page, { getOrderResult: 'failed' });
  const result = resultReply(page);
  await page.goto(`/en/Tabs/Pop-up?orderId=${ORDER}`);
  expect((await result).request().headers().prefer).toBe('example=failed');
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(
    page.getByText('Your card was declined. Please try another card or payment method.'),
  ).toBeVisible();
  await expect(page.locator('dl')).toContainText('Create time2026-11-20 15:52:30');
  await expect(page.getByRole('link', { name: 'View orders' })).toHaveAttribute(
    'href',
    '/en/Tabs/Order',
  );
  await expectNoAxeViolations(page, { exceptDevPanel: true });
});

test('a result that cannot be read is being confirmed, and Check again finds it paid', async ({
  page,
}) => {
  // The page notes a tap on Check again; until then every result call answers 502, so an
  // automatic check (3 s after the first reply) cannot settle the result before the tap.
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest('button');
        if (button?.textContent === 'Check again') {
          (window as unknown as { checkAgainTapped?: boolean }).checkAgainTapped = true;
        }
      },
      true,
    );
  });
  let badGateways = 0;
  await page.route('**/api/service/order/result', async (route) => {
    const tapped = await page.evaluate(
      () => (window as unknown as { checkAgainTapped?: boolean }).checkAgainTapped === true,
    );
    if (tapped) return route.continue();
    badGateways += 1;
    return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
  });
  const firstReply = resultReply(page);
  await page.goto(`/en/Tabs/Pop-up?orderId=${ORDER}`);
  expect((await firstReply).status()).toBe(502);
  await expect(page.getByRole('heading', { name: 'Payment being confirmed' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText("Please don't pay again");
  await expect(main).not.toContainText(/fail/i);
  await expect(page.locator('dl')).toContainText(`Order number${ORDER}`);
  await expect(page.getByRole('link', { name: 'View orders' })).toBeVisible();
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  expect(badGateways).toBeGreaterThanOrEqual(1);

  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.locator('dl')).toContainText('Amount$21.99');
  await expect(page.getByRole('button', { name: 'Check again' })).toHaveCount(0);
});

test('appFastPay posts success to the app through a stub React Native bridge; its secret leaves the address bar', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const posted: string[] = [];
    (window as unknown as { __posted: string[] }).__posted = posted;
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
      postMessage: (message: string) => posted.push(message),
    };
  });
  await page.goto(
    '/en/appFastPay?intent_id=int_hkdmt5k1bw8r3y6p0qs' +
      '&client_secret=int_hkdmt5k1bw8r3y6p0qs_secret_Jw4nT7aHc1Ru' +
      `&paymentConsentId=cst_hkdm2nq7xg3f5wz8r1a&price=21.99&currency=USD&newstoken_app=${DEMO_TOKEN}`,
  );
  const confirm = page.getByRole('button', { name: 'Confirm payment' });
  await expect(page.locator('dl')).toContainText('Amount$21.99');
  // The client secret (and the app's token) left the address bar at start-up (memory only).
  expect(page.url()).not.toMatch(/client_secret|secret_|newstoken_app/);
  await expect(confirm).toBeDisabled();
  await page.getByRole('textbox', { name: 'Security code (test)' }).fill('123');
  await expect(confirm).toBeEnabled();
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  await confirm.click();
  await expect(page.getByText('The result has been sent to the app.')).toBeVisible();
  const posted = await page.evaluate(() => (window as unknown as { __posted: string[] }).__posted);
  expect(posted.map((message) => JSON.parse(message) as unknown)).toEqual([
    { source: 'topup-storefront', type: 'payment-result', page: 'appFastPay', result: 'success' },
  ]);
  expect(posted.join('')).not.toContain('secret');

  // A reload has no secret any more: the page says so instead of failing the payment.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    'This payment page cannot continue after a reload. Close it to return to the app.',
  );
  await expect(confirm).toHaveCount(0);
});

test('the Airwallex drop-in page shows the order amount and has no axe violations', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  // The amount is the order's (getOrderDetail), never shift_money as the address gives it.
  await page.goto(`/en/Airwallex?orderId=${ORDER}&billsid=4101&shift_money=javascript:alert(1)`);
  await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();
  await expect(page.locator('dl')).toContainText(`Order ID${ORDER}`);
  await expect(page.locator('dl')).toContainText('Amount$21.99');
  await expect(page.locator('main')).not.toContainText('javascript');
  await expectNoAxeViolations(page, { exceptDevPanel: true });
});
