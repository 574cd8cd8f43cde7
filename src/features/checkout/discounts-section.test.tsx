// The Discounts section: the coupon picker (usable to choose, the same again deselects,
// not-usable ones with the Not_SatisfiedYet note and not selectable, Confirm returns the
// selection, Close keeps the old one) and the redeem box (12 characters, Redeem from 6
// non-space characters, trimmed code, Redemption_successful, applied only from its cill,
// a failed redeem clears the box).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { getRedeemVoucherMockHandler } from '../../api/generated/coupons/coupons.msw';
import type { Coupon, RedeemVoucherRequest } from '../../api/generated/model';
import { Form, useFormSubmit, useSchemaForm } from '../../components/form/form';
import * as z from 'zod';
import { DiscountsSection, REDEEM_FIELD } from './discounts-section';

const USABLE: Coupon[] = [
  { userSpuCouponsId: 9001, type: 0, parvalue: 3, cill: 10, name: '$3 off orders over $10' },
  { userSpuCouponsId: 9002, type: '1', parvalue: 0.95, cill: 20, name: '5% off over $20' },
];
const UNUSABLE: Coupon[] = [
  { userSpuCouponsId: 9003, type: 0, parvalue: 10, cill: 100, name: '$10 off orders over $100' },
];

function Harness({
  subtotal,
  initial,
  onChoose,
}: {
  subtotal: number;
  initial: number | undefined;
  onChoose: (id: number | undefined) => void;
}) {
  const [chosen, setChosen] = useState(initial);
  const form = useSchemaForm(z.object({ [REDEEM_FIELD]: z.string() }), { [REDEEM_FIELD]: '' });
  const submit = useFormSubmit(form, () => undefined, false);
  return (
    <Form form={form} submit={submit} aria-label="Order">
      <DiscountsSection
        usable={USABLE}
        unusable={UNUSABLE}
        chosenId={chosen}
        onChoose={(id) => {
          setChosen(id);
          onChoose(id);
        }}
        symbol="$"
        subtotal={subtotal}
        balance={1.5}
      />
    </Form>
  );
}

function renderDiscounts(subtotal = 24.99, initial: number | undefined = 9001) {
  const onChoose = vi.fn();
  renderWithProviders(
    <Harness subtotal={subtotal} initial={initial} onChoose={onChoose} />,
    '/en/Tabs/ConfirmOrder?itemId=10104&num=1',
  );
  return onChoose;
}

describe('the coupon picker', () => {
  it('shows the chosen coupon and the balance discount line', () => {
    renderDiscounts();
    expect(screen.getByRole('button', { name: '$3.00 off applied' })).toBeInTheDocument();
    expect(screen.getByText('Balance discount').nextSibling).toHaveTextContent('-$1.50');
  });

  it('lists usable and not-usable coupons; the not-usable ones cannot be chosen', async () => {
    const user = userEvent.setup();
    renderDiscounts();
    await user.click(screen.getByRole('button', { name: '$3.00 off applied' }));
    const dialog = screen.getByRole('dialog', { name: 'Coupons' });
    expect(within(dialog).getByText('Available (2)')).toBeInTheDocument();
    expect(within(dialog).getByText('Unavailable (1)')).toBeInTheDocument();
    const unusable = within(dialog).getByRole('button', { name: /\$10 off orders over \$100/ });
    expect(unusable).toBeDisabled();
    expect(unusable).toHaveTextContent('Conditions not yet met');
    expect(
      within(dialog).getByRole('button', { name: /\$3 off orders over \$10/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('the same coupon again deselects; Confirm returns the selection', async () => {
    const user = userEvent.setup();
    const onChoose = renderDiscounts();
    await user.click(screen.getByRole('button', { name: '$3.00 off applied' }));
    const dialog = screen.getByRole('dialog', { name: 'Coupons' });
    const three = within(dialog).getByRole('button', { name: /\$3 off orders over \$10/ });
    await user.click(three);
    expect(three).toHaveAttribute('aria-pressed', 'false');
    expect(onChoose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onChoose).toHaveBeenCalledWith(undefined);
    expect(screen.getByRole('button', { name: 'Choose a coupon' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose a coupon' }));
    await user.click(screen.getByRole('button', { name: /5% off over \$20/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onChoose).toHaveBeenLastCalledWith(9002);
    expect(screen.getByRole('button', { name: '5% off applied' })).toBeInTheDocument();
  });

  it('Close keeps the previous choice', async () => {
    const user = userEvent.setup();
    const onChoose = renderDiscounts();
    await user.click(screen.getByRole('button', { name: '$3.00 off applied' }));
    await user.click(screen.getByRole('button', { name: /5% off over \$20/ }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '$3.00 off applied' })).toBeInTheDocument();
  });
});

function serveRedeem(reply: Parameters<typeof getRedeemVoucherMockHandler>[0]) {
  const bodies: RedeemVoucherRequest[] = [];
  server.use(
    getRedeemVoucherMockHandler(async (info) => {
      bodies.push((await info.request.json()) as RedeemVoucherRequest);
      return typeof reply === 'function' ? reply(info) : reply!;
    }),
  );
  return bodies;
}

const box = () => screen.getByRole('textbox', { name: 'Redeem code' });
const redeemButton = () => screen.getByRole('button', { name: 'Redeem' });

describe('the redeem code', () => {
  it('keeps 12 characters and offers Redeem from 6 non-space characters', async () => {
    const user = userEvent.setup();
    renderDiscounts();
    expect(redeemButton()).toBeDisabled();
    await user.type(box(), 'AB CDE');
    expect(redeemButton()).toBeDisabled();
    await user.type(box(), 'F');
    expect(redeemButton()).toBeEnabled();
    await user.clear(box());
    await user.type(box(), 'ABCDEFGHIJKLMNOP');
    expect(box()).toHaveValue('ABCDEFGHIJKL');
  });

  it('an empty box sends nothing, even with Enter', async () => {
    const user = userEvent.setup();
    const bodies = serveRedeem({
      code: 200,
      msg: 'success',
      data: { cill: 5, type: 0, parvalue: 1, userSpuCouponsId: 9004 },
    });
    renderDiscounts();
    await user.type(box(), '   {Enter}');
    expect(bodies).toEqual([]);
  });

  it('sends the trimmed code, says Redemption successful and applies it from its cill', async () => {
    const user = userEvent.setup();
    const bodies = serveRedeem({
      code: 200,
      msg: 'success',
      data: { cill: 5, type: 0, parvalue: 1, userSpuCouponsId: 9004 },
    });
    const onChoose = renderDiscounts(5, undefined);
    await user.type(box(), ' WELCOME186 ');
    await user.click(redeemButton());
    expect(await screen.findByText('Redemption successful')).toBeInTheDocument();
    expect(bodies).toEqual([{ voucherCode: 'WELCOME186' }]);
    await waitFor(() => {
      expect(onChoose).toHaveBeenCalledWith(9004);
    });
  });

  it('does not apply a redeemed coupon below its cill', async () => {
    const user = userEvent.setup();
    serveRedeem({
      code: 200,
      msg: 'success',
      data: { cill: 5, type: 0, parvalue: 1, userSpuCouponsId: 9004 },
    });
    const onChoose = renderDiscounts(4.99, undefined);
    await user.type(box(), 'WELCOME186');
    await user.click(redeemButton());
    expect(await screen.findByText('Redemption successful')).toBeInTheDocument();
    await waitFor(() => {
      expect(box()).toHaveValue('');
    });
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('a failed redeem shows the message and clears the box', async () => {
    const user = userEvent.setup();
    serveRedeem({ code: 500, msg: 'Invalid redeem code', data: null });
    const onChoose = renderDiscounts();
    await user.type(box(), 'WRONGCODE');
    await user.click(redeemButton());
    expect(await screen.findByText('Invalid redeem code')).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(onChoose).not.toHaveBeenCalled();
  });
});
