// The review flow on the Prism mock at 375 px: a pending-review order rated 4 stars with an
// empty box (the body sent carries 'good！'), then EvaluateSuccess; the option picker's
// choices sent as tags; myAssessment's tabs;
// Evaluation reached from goodsDetail's review summary; axe on Evaluate, myAssessment and
// Evaluation.
import { expect, test, type Page } from './test';
import { expectNoAxeViolations, signIn } from './support';

/** Taps Submit on Evaluate and returns the body of the review posted. */
async function submitReview(page: Page): Promise<unknown> {
  const posted = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/service/memberOrderEvaluate/add',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  return (await posted).postDataJSON();
}

test('a pending-review order rated 4 stars with an empty box sends good！ and shows EvaluateSuccess', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  await page.goto('/en/Tabs/Evaluate?orderId=TL2026112000008');
  const form = page.getByRole('form', { name: 'Rate the order' });
  await expect(form).toBeVisible();
  await expect(page.getByText('Google Play Gift Card $10')).toBeVisible();
  expect(page.viewportSize()?.width).toBe(375);
  await expect(page.getByRole('radio', { name: '5 out of 5 stars' })).toBeChecked();
  await expect(page.getByText('0/200 characters')).toBeVisible();
  await expectNoAxeViolations(page);

  // The star itself (the radio's label) is what a finger taps.
  await page
    .locator('label', { has: page.getByRole('radio', { name: '4 out of 5 stars' }) })
    .click();
  await expect(page.getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
  expect(await submitReview(page)).toEqual({
    orderId: 'TL2026112000008',
    score: 4,
    content: 'good！',
    anonymous: 0,
  });
  await expect(page).toHaveURL(/\/en\/Tabs\/EvaluateSuccess$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review submitted' })).toBeVisible();
});

test('the options picked on the option picker are sent as tags', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  await page.goto('/en/Tabs/Evaluate?orderId=TL2026112000008');
  const picker = page.getByRole('group', { name: 'Pick what fits (optional)' });
  await expect(picker.getByRole('checkbox')).toHaveCount(5);
  // The chip (the checkbox's label) is what a finger taps.
  for (const name of ['Would buy again', 'Fast delivery']) {
    await picker.locator('label', { has: page.getByRole('checkbox', { name }) }).click();
    await expect(picker.getByRole('checkbox', { name })).toBeChecked();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Your review' }).fill('Arrived in a minute');
  expect(await submitReview(page)).toEqual({
    orderId: 'TL2026112000008',
    score: 5,
    content: 'Arrived in a minute',
    anonymous: 0,
    tags: ['fastDelivery', 'willBuyAgain'],
  });
  // Prism accepts the body (the contract's optional tags) and the flow goes on.
  await expect(page).toHaveURL(/\/en\/Tabs\/EvaluateSuccess$/);
});

test('the review box counts the trimmed text live and refuses more than 200 characters', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  await page.goto('/en/Tabs/Evaluate?orderId=TL2026112000008');
  const box = page.getByRole('textbox', { name: 'Your review' });
  await box.fill(' Fast ');
  await expect(page.getByText('4/200 characters')).toBeVisible();
  await box.fill('');
  await box.pressSequentially('x'.repeat(5));
  await box.fill(`  ${'a'.repeat(200)} `);
  await expect(page.getByText('200/200 characters')).toBeVisible();
  await box.press('b');
  // The space before it now counts too: 200 letters, a space and a b.
  await expect(page.getByText('202/200 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The review can have at most 200 characters.')).toBeVisible();
});

test('myAssessment lists the review orders by tab with no axe violations', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/language/order/pageList'
    ) {
      bodies.push(request.postDataJSON());
    }
  });
  await page.goto('/en/Tabs/myAssessment');
  await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByRole('tab', { name: 'Completed', selected: true })).toBeVisible();
  await expect.poll(() => bodies.length).toBeGreaterThanOrEqual(2);
  // (The dev server may ask for a tab twice; what matters is what each ask carries.)
  expect(bodies).toContainEqual({ status: '3', pageNum: 1, pageSize: 999999 });
  expect(bodies).toContainEqual({ status: '3', pageNum: 1, pageSize: 999999, evaluateStatus: 1 });
  expect(bodies.every((body) => (body as { status: string }).status === '3')).toBe(true);
});

test('Evaluation is reached from goodsDetail’s review summary, with no axe violations', async ({
  page,
}) => {
  await page.goto('/en/goodsDetail?spuId=10101&categoryId=101');
  await page.getByRole('link', { name: 'View all reviews' }).click();
  await expect(page).toHaveURL(/\/en\/Tabs\/Evaluation\?categoryId=101$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByText('1286 reviews')).toBeVisible();
  await expect(page.getByText('UC arrived in two minutes, will buy again.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('View review on a completed order opens its review read back', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  // Prism answers the first example whatever the filter: ask it for the completed one.
  await page.route(
    (url) => url.pathname === '/api/language/order/pageList',
    (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=completed' } }),
  );
  await page.goto('/en/Tabs/myAssessment');
  await page.getByRole('tab', { name: 'Completed' }).click();
  const view = page.getByRole('tabpanel').getByRole('link', { name: 'View review' });
  await expect(view).toHaveAttribute('href', '/en/Tabs/EvaluateDetail?orderId=TL2026112000009');
  await view.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review details' })).toBeVisible();
  await expect(page.getByText('Alex')).toBeVisible();
  await expect(
    page.getByText('660 UC arrived right after payment. Smooth as always!'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveText(['Fast delivery', 'Would buy again']);
  await expectNoAxeViolations(page, { exceptDevPanel: true });
});
