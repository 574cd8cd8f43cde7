import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createBundledI18n } from '../i18n/bundled';
import { QuantityStepper } from './quantity-stepper';

function Harness({ initial = 1 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={createBundledI18n('en')}>
      <QuantityStepper value={value} onChange={setValue} />
      <output>{value}</output>
    </I18nextProvider>
  );
}

describe('QuantityStepper', () => {
  it('stops minus at 1', async () => {
    render(<Harness initial={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('keeps digits only and at most 2 of them', async () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(box);
    await userEvent.type(box, '4a5x6');
    expect(box).toHaveValue('45');
    expect(screen.getByRole('status')).toHaveTextContent('45');
  });

  it('turns 0 into 1', async () => {
    render(<Harness initial={5} />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(box);
    await userEvent.type(box, '0');
    expect(screen.getByRole('status')).toHaveTextContent('1');
    await userEvent.tab();
    expect(box).toHaveValue('1');
  });

  it('shows the quantity the total uses while typing: 1 for 0, 5 for a pasted 05', async () => {
    render(<Harness initial={5} />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(box);
    // A blank box is allowed while typing (the total keeps the last quantity).
    expect(box).toHaveValue('');
    await userEvent.type(box, '0');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('1');
    expect(screen.getByRole('status')).toHaveTextContent('1');

    await userEvent.clear(box);
    await userEvent.paste('05');
    expect(box).toHaveValue('5');
    expect(screen.getByRole('status')).toHaveTextContent('5');
  });

  it('increments with plus', async () => {
    render(<Harness initial={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('status')).toHaveTextContent('4');
  });
});
