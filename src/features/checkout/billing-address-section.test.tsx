// The Billing Address section: the list by type (localPayment), the default preselected, a
// choice, and a new address through the form (its messages, then create, then chosen).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import {
  getCreateBillingAddressMockHandler,
  getListBillingAddressesMockHandler,
  getListBillingAddressesResponseMock,
} from '../../api/generated/account-security/account-security.msw';
import type { BillingAddress, CreateBillingAddressRequest } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { scrollToBillingAddress } from './billing-address-anchor';
import { BillingAddressSection } from './billing-address-section';

function Harness({ type = 0 as 0 | 1 }) {
  const [selected, setSelected] = useState<number | undefined>(undefined);
  return (
    <>
      <BillingAddressSection type={type} selectedId={selected} onSelect={setSelected} />
      <output data-testid="selected">{selected ?? 'none'}</output>
    </>
  );
}

const selected = () => screen.getByTestId('selected').textContent;

describe('the section while its content loads', () => {
  // First in the file: the content's chunk has not arrived yet at the first render.
  it('is there at once, with its heading, as the place a missing address scrolls to', async () => {
    recordListTypes();
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledTo.push(this);
    };
    renderWithProviders(<Harness />);
    const section = screen.getByRole('region', { name: 'Billing Address' });
    expect(screen.queryByRole('radio')).toBeNull();
    scrollToBillingAddress();
    expect(scrolledTo).toEqual([section]);
    expect(section).toHaveFocus();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    // The list then appears inside the same section.
    expect(await within(section).findByRole('radio')).toBeInTheDocument();
  });
});

function recordListTypes(): (string | null)[] {
  const types: (string | null)[] = [];
  server.use(
    getListBillingAddressesMockHandler(({ request }) => {
      types.push(new URL(request.url).searchParams.get('type'));
      return {
        code: 200,
        msg: 'success',
        data: [
          {
            id: 4102,
            firstName: 'Alex',
            lastName: 'Chen',
            phoneCode: '852',
            phoneNumber: '51234567',
            email: 'alex.chen@example.com',
            city: 'Hong Kong',
            country: 'HK',
            state: null,
            zipCode: null,
            address1: '1 Queen Road',
            type: 1,
            defaultAddress: '1',
          },
        ],
      };
    }),
  );
  return types;
}

describe('BillingAddressSection', () => {
  it('lists the addresses of the chosen kind and preselects the default one', async () => {
    const types = recordListTypes();
    renderWithProviders(<Harness type={1} />);
    const section = await screen.findByRole('region', { name: 'Billing Address' });
    expect(await within(section).findByRole('radio', { name: /Alex Chen/ })).toBeChecked();
    expect(section).toHaveTextContent('Default');
    expect(section).toHaveTextContent('1 Queen Road, Hong Kong, HK');
    expect(selected()).toBe('4102');
    expect(types).toEqual(['1']);
  });

  it('lets the shopper choose another address', async () => {
    renderWithProviders(<Harness />);
    const radios = await screen.findAllByRole('radio');
    await waitFor(() => {
      expect(selected()).toBe('4101');
    });
    await userEvent.click(radios[2]!);
    expect(selected()).toBe('4103');
    expect(radios[2]).toBeChecked();
  });

  it('shows the empty text when there is no address', async () => {
    server.use(getListBillingAddressesMockHandler({ code: 200, msg: 'success', data: [] }));
    renderWithProviders(<Harness />);
    expect(
      await screen.findByText('No billing address yet. Add one to continue.'),
    ).toBeInTheDocument();
    expect(selected()).toBe('none');
  });

  it('adds a new address: messages first, then create, then it is chosen', async () => {
    const bodies: CreateBillingAddressRequest[] = [];
    const saved: BillingAddress[] = [];
    server.use(
      getCreateBillingAddressMockHandler(async ({ request }) => {
        const body = (await request.json()) as CreateBillingAddressRequest;
        bodies.push(body);
        const address: BillingAddress = { ...body, id: 4199, defaultAddress: '0' };
        saved.push(address);
        return { code: 200, msg: 'success', data: address };
      }),
      // The server lists the new address from then on.
      getListBillingAddressesMockHandler(() => {
        const base = getListBillingAddressesResponseMock();
        return { ...base, data: [...okData(base), ...saved] };
      }),
    );
    renderWithProviders(<Harness />);
    await screen.findAllByRole('radio');
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New billing address' });
    // The type comes from the payment option: no selector here.
    expect(within(dialog).queryByRole('group', { name: 'Type' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('First Name should be 1-45 letters or spaces'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Last Name should be 1-45 letters or spaces'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Phone number should be a 6-15digit number'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your email')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Mary Ann');
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Lee');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '2125550100');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'mary@example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The email you entered is invalid')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Email'), '.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(selected()).toBe('4199');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        firstName: 'Mary Ann',
        lastName: 'Lee',
        phoneCode: '1',
        phoneNumber: '2125550100',
        email: 'mary@example.com',
        type: 0,
        city: null,
        country: null,
        state: null,
        zipCode: null,
        address1: null,
        defaultAddress: '0',
      },
    ]);
  });
});
