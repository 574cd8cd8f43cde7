// Tabs/billingaddress on the Prism mock at 375 px (issue 14): add an address (its messages
// first, a 500 that keeps what was typed, then Save_Success), edit one (Modify_Success) and
// delete one after its cannot-be-undone dialog (Delete_Success). Prism answers with the
// contract's examples, so the journey checks the requests the page sends and what it shows.
// axe on the list, the form (with its messages) and the delete dialog.
import { expect, test } from './test';
import { expectNoAxeViolations, preferOnce, recordBodies, signIn } from './support';

const ADDRESSES = '/api/member/billing-address';

test('add, edit and delete a billing address', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL);
  const created = recordBodies(page, ADDRESSES, 'POST');
  const updated = recordBodies(page, ADDRESSES, 'PUT');
  const deleted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deleted.push(new URL(request.url()).pathname);
  });

  await page.goto('/en/Tabs/billingaddress');
  expect(page.viewportSize()?.width).toBe(375);
  await expect(page.getByRole('heading', { name: 'Billing addresses', level: 1 })).toBeVisible();
  const singapore = page.getByRole('listitem').filter({ hasText: '10 Scotts Road' });
  await expect(singapore).toContainText('+65 81234567');
  await expect(singapore).toContainText('Singapore, Central Region');
  await expect(singapore).toContainText('Singapore 238839');
  await expect(singapore.getByText('Default')).toBeVisible();
  await expectNoAxeViolations(page, { exceptDevPanel: true });

  // Add: the messages first, nothing sent.
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.getByRole('dialog', { name: 'New billing address' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('First Name should be 1-45 letters or spaces')).toBeVisible();
  await expect(form.getByText('Phone number should be a 6-15digit number')).toBeVisible();
  await expect(form.getByText('Please enter your email')).toBeVisible();
  await expect(form.getByText('Please enter your type')).toBeVisible();
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  expect(created).toEqual([]);

  await form.getByLabel('First Name').fill('Mary Ann');
  await form.getByLabel('Last Name').fill('Lee');
  await form.getByLabel('Phone number').fill('2125550100');
  await form.getByLabel('Email').fill('mary@example.com');
  await form.getByRole('radio', { name: 'Credit and debit card' }).check();
  await form.getByLabel('City').fill('New York');
  await form.getByRole('checkbox', { name: 'Set as default address' }).check();
  const body = {
    firstName: 'Mary Ann',
    lastName: 'Lee',
    phoneCode: '1',
    phoneNumber: '2125550100',
    email: 'mary@example.com',
    type: 0,
    city: 'New York',
    country: null,
    state: null,
    zipCode: null,
    address1: null,
    defaultAddress: '1',
  };

  // A 500 keeps the sheet and what was typed.
  await preferOnce(page, ADDRESSES, 'serverError500');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The system is busy, please try again later')).toBeVisible();
  await expect(form.getByLabel('First Name')).toHaveValue('Mary Ann');
  await expect(form.getByLabel('City')).toHaveValue('New York');
  await expect(page.getByText('Saved successfully')).toHaveCount(0);

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(form).toBeHidden();
  expect(created).toEqual([body, body]);

  // Edit: the saved values, one change, the whole address with its id.
  await page.getByRole('button', { name: 'Edit Alex Chen, Flat 18B, 8 Canton Road' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit billing address' });
  await expect(edit.getByLabel('Phone number')).toHaveValue('61234567');
  await expect(edit.getByRole('radio', { name: 'Local payment' })).toBeChecked();
  await edit.getByLabel('City').fill('Kowloon City');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Modified successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  expect(updated).toEqual([
    {
      id: 4102,
      firstName: 'Alex',
      lastName: 'Chen',
      phoneCode: '852',
      phoneNumber: '61234567',
      city: 'Kowloon City',
      country: 'Hong Kong',
      state: 'Kowloon',
      zipCode: '999077',
      address1: 'Flat 18B, 8 Canton Road, Tsim Sha Tsui',
      email: 'alex.chen@example.com',
      type: 1,
      defaultAddress: '0',
    },
  ]);

  // Delete: the dialog says it cannot be undone; Cancel first, then Delete.
  const remove = page.getByRole('button', { name: 'Delete Alex Chen, 500 Howard Street, Apt 7' });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await expectNoAxeViolations(page, { exceptDevPanel: true });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(deleted).toEqual([]);
  await remove.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  expect(deleted).toEqual([`${ADDRESSES}/4103`]);
});
