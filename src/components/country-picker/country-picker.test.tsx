import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import type { CountryOption } from '../../lib/countries';
import { CountryPicker } from './country-picker';

function Harness({
  initial,
  onChange,
}: {
  initial?: string;
  onChange?: (c: CountryOption) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CountryPicker
      value={value}
      label="Area code"
      onChange={(country) => {
        setValue(country.value);
        onChange?.(country);
      }}
    />
  );
}

const search = () =>
  screen.getByRole('combobox', { name: 'Search by country, region or area code' });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

describe('CountryPicker', () => {
  it('shows the chosen dial code and names it with the label', () => {
    renderWithProviders(<Harness initial="SG" />);
    const trigger = screen.getByRole('button', { name: 'Area code: Singapore +65' });
    expect(trigger).toHaveTextContent('+65');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('asks for a choice when nothing is chosen', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('button', { name: 'Area code: Select' })).toBeVisible();
  });

  it('opens a dialog with the search box focused and the chosen country highlighted', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="MY" />);
    await user.click(screen.getByRole('button', { name: /Area code/ }));
    expect(screen.getByRole('dialog', { name: 'Area code' })).toBeVisible();
    expect(search()).toHaveFocus();
    expect(options().length).toBeGreaterThanOrEqual(220);
    const active = document.getElementById(search().getAttribute('aria-activedescendant')!);
    expect(active).toHaveTextContent('Malaysia+60');
    expect(active).toHaveAttribute('aria-selected', 'true');
  });

  it('filters by name, ISO code and dial code, ignoring case and accents, and picks with a tap', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Area code/ }));
    await user.type(search(), 'CÔTE');
    expect(options().map((o) => o.textContent)).toEqual(['Côte d’Ivoire+225']);
    await user.clear(search());
    await user.type(search(), '+886');
    expect(options()[0]).toHaveTextContent('Taiwan+886');
    await user.clear(search());
    await user.type(search(), 'hk');
    expect(options()[0]).toHaveTextContent('Hong Kong SAR China+852');
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('Results: 1');
    await user.click(options()[0]!);
    expect(onChange).toHaveBeenCalledWith({
      value: 'HK',
      name: 'Hong Kong SAR China',
      dialCode: '852',
      label: 'Hong Kong SAR China +852',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Area code: Hong Kong SAR China +852' }),
    ).toHaveTextContent('+852');
  });

  it('is usable from the keyboard: arrows move, Enter picks, Escape closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Area code/ }));
    await user.type(search(), 'united');
    const names = options().map((o) => o.textContent);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const activeId = search().getAttribute('aria-activedescendant')!;
    expect(document.getElementById(activeId)?.textContent).toBe(names[1]);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(`${onChange.mock.calls[0]![0].name}+${onChange.mock.calls[0]![0].dialCode}`).toBe(
      names[1],
    );
    await user.click(screen.getByRole('button', { name: /Area code/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('says when no area code matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: /Area code/ }));
    await user.type(search(), '+9999');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'This area code has not been found yet',
    );
    expect(search()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('names countries in Chinese and shows the Chinese empty text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="US" />, '/zh/login');
    expect(screen.getByRole('button', { name: 'Area code: 美国 +1' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Area code/ }));
    await user.type(screen.getByRole('combobox'), '新加坡');
    expect(options().map((o) => o.textContent)).toEqual(['新加坡+65']);
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'zzzz');
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      '暂未找到该区号',
    );
  });

  it('shows the Traditional Chinese empty text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, '/zh-hant/login');
    await user.click(screen.getByRole('button', { name: /Area code/ }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zzzz' } });
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      '暫未找到該區號',
    );
  });

  it('has no axe violations, open or closed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="SG" />);
    const rules = { 'color-contrast': { enabled: false } };
    expect((await axe.run(document.body, { rules })).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Area code/ }));
    const open = await axe.run(document.body, { rules });
    expect(open.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.type(search(), 'zzzz');
    const empty = await axe.run(document.body, { rules });
    expect(empty.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
