// The payment method list on the contract's cashier examples: maintenance shown but not
// selectable, option 56's help popup, the cashier's first-2 variant with expand/fold, and
// the preselection rule.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import type {
  PaymentAddressKind,
  PaymentOption,
  PaymentOptionStatus,
} from '../../api/generated/model';
import { getGetCashierResponseMock } from '../../api/generated/payments/payments.msw';
import { okData } from '../../api/http-client';
import { PaymentMethodList, preselectedOption } from './payment-method-list';

const OPTIONS = okData(getGetCashierResponseMock()).paymentList;

function Harness({
  options = OPTIONS,
  collapsible,
  onSelect,
  initial = 23,
}: {
  options?: PaymentOption[];
  collapsible?: boolean;
  onSelect?: (o: PaymentOption) => void;
  initial?: number;
}) {
  const [selected, setSelected] = useState<number | undefined>(initial);
  return (
    <PaymentMethodList
      options={options}
      selectedId={selected}
      collapsible={collapsible}
      onSelect={(o) => {
        setSelected(o.shopPaymentId);
        onSelect?.(o);
      }}
    />
  );
}

const group = () => screen.getByRole('group', { name: 'Payment Methods' });

describe('PaymentMethodList', () => {
  it('lists every option with the chosen one checked', () => {
    renderWithProviders(<Harness />);
    expect(within(group()).getAllByRole('radio')).toHaveLength(6);
    expect(screen.getByRole('radio', { name: /Visa \/ Mastercard/ })).toBeChecked();
  });

  it('shows a method under maintenance (status 2) but does not let it be chosen', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<Harness onSelect={onSelect} />);
    const alipay = screen.getByRole('radio', { name: /Alipay HK/ });
    expect(alipay).toBeDisabled();
    expect(alipay).toHaveAccessibleDescription(/Under maintenance/);
    await userEvent.click(alipay);
    expect(onSelect).not.toHaveBeenCalled();
    expect(alipay).not.toBeChecked();
  });

  it('shows an option of a status or address kind the contract does not list, not choosable, with no maintenance note', async () => {
    const onSelect = vi.fn();
    const [visa, , applePay, googlePay] = OPTIONS;
    const options = [
      visa!,
      { ...applePay!, status: 3 as PaymentOptionStatus },
      { ...googlePay!, localPayment: 5 as PaymentAddressKind },
    ];
    renderWithProviders(<Harness options={options} onSelect={onSelect} />);
    for (const option of options.slice(1)) {
      const radio = screen.getByRole('radio', { name: new RegExp(option.name) });
      expect(radio).toBeDisabled();
      expect(radio).not.toHaveAccessibleDescription(/Under maintenance/);
      await userEvent.click(radio);
    }
    expect(onSelect).not.toHaveBeenCalled();
    expect(preselectedOption(options.map((o) => ({ ...o, select: o !== visa })))).toBeUndefined();
  });

  it('chooses another method', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<Harness onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('radio', { name: /GCash/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ shopPaymentId: 56 }));
    expect(screen.getByRole('radio', { name: /GCash/ })).toBeChecked();
  });

  it('opens the help popup of option 56 and closes it', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getAllByRole('button', { name: /How to pay/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'How to pay with GCash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paying with GCash' });
    expect(dialog).toHaveTextContent('Log in to GCash and confirm the amount.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in the cashier variant shows the first 2, then expands and folds', async () => {
    renderWithProviders(<Harness collapsible />);
    expect(within(group()).getAllByRole('radio')).toHaveLength(2);
    const toggle = screen.getByRole('button', { name: 'Show all methods' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(group()).getAllByRole('radio')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Show fewer methods' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer methods' }));
    expect(within(group()).getAllByRole('radio')).toHaveLength(2);
  });

  it('folded, still shows a chosen method that is further down', async () => {
    renderWithProviders(<Harness collapsible initial={25} />);
    const radios = within(group()).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Google Pay/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Visa \/ Mastercard/ }));
    expect(within(group()).getAllByRole('radio')).toHaveLength(2);
  });

  it('has no expand control with 2 options or fewer', () => {
    renderWithProviders(<Harness collapsible options={OPTIONS.slice(0, 2)} />);
    expect(within(group()).getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /methods/ })).not.toBeInTheDocument();
  });
});

describe('preselectedOption', () => {
  it.each([
    ['the server-marked option', undefined, 23],
    ['the preferred option of the query', 25, 25],
    ['the server-marked option when the preferred is under maintenance', 28, 23],
    ['the server-marked option when the preferred is not listed', 99, 23],
  ])('picks %s', (_name, preferred, expected) => {
    expect(preselectedOption(OPTIONS, preferred)?.shopPaymentId).toBe(expected);
  });

  it('picks nothing when the marked option is under maintenance', () => {
    const options = OPTIONS.map((o) => ({ ...o, select: o.shopPaymentId === 28 }));
    expect(preselectedOption(options)).toBeUndefined();
  });
});
