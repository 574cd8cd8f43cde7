// The form family's one behaviour: validation on submit with the schema's i18n-key messages,
// each message tied to its input (aria-describedby, aria-invalid) and never a live region,
// the focus on the first invalid field, typing clearing only that field's message, server
// messages shown as sent, and one submit at a time.
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { ApiError } from '../../api/api-error';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from './form';
import { PasswordField } from './password-field';
import {
  handledCodes,
  isFieldTarget,
  matchServerCode,
  SERVER_ERROR,
  type ServerCodeTable,
} from './server-codes';
import { TextField } from './text-field';

const schema = z.object({
  email: z.string().trim().min(1, 'auth:registration.errors.reg_ErrorText_4'),
  password: z.string().trim().min(1, 'auth:registration.errors.passwordEmpty'),
});

type Values = z.input<typeof schema>;

function TestForm({
  onValid,
  pending = false,
}: {
  onValid: (values: z.output<typeof schema>) => Promise<void> | void;
  pending?: boolean;
}) {
  const form = useSchemaForm(schema, { email: '', password: '' } satisfies Values);
  const submit = useFormSubmit(form, onValid, pending);
  return (
    <Form form={form} submit={submit} aria-label="Test">
      <TextField name="email" label="Email" normalise={(raw) => raw.replace(/\s/g, '')} />
      <PasswordField name="password" label="Password" autoComplete="new-password" />
      <button
        type="button"
        onClick={() => {
          form.setError('password', { type: SERVER_ERROR, message: 'Wrong password (server)' });
        }}
      >
        server
      </button>
      <SubmitButton pending={pending} label="Send" busyLabel="Sending" />
    </Form>
  );
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password', { selector: 'input' });

describe('the form family', () => {
  it('shows the translated messages, tied to their inputs, and focuses the first invalid field', async () => {
    const onValid = vi.fn();
    renderWithProviders(<TestForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(password()).toHaveAccessibleDescription('Please set a password');
    expect(email()).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('clears only the edited field’s message, and keeps what a keystroke may keep', async () => {
    renderWithProviders(<TestForm onValid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Please enter a valid email address');
    await userEvent.type(email(), 'a b');
    expect(email()).toHaveValue('ab');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(email()).not.toHaveAttribute('aria-describedby');
    expect(password()).toHaveAccessibleDescription('Please set a password');
  });

  it('sends the schema’s output (trimmed) and shows a server message as sent', async () => {
    const onValid = vi.fn();
    renderWithProviders(<TestForm onValid={onValid} />);
    await userEvent.type(email(), 'alex@example.com');
    await userEvent.type(password(), '  Topup2026 ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      email: 'alex@example.com',
      password: 'Topup2026',
    });
    await userEvent.click(screen.getByRole('button', { name: 'server' }));
    expect(password()).toHaveAccessibleDescription('Wrong password (server)');
  });

  it('submits once while a submit runs, and not at all while pending', async () => {
    let finish!: () => void;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { unmount } = renderWithProviders(<TestForm onValid={onValid} />);
    await userEvent.type(email(), 'alex@example.com');
    await userEvent.type(password(), 'x');
    const form = screen.getByRole('form', { name: 'Test' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Sending' })).toBeDisabled();
    fireEvent.submit(form);
    expect(onValid).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
    unmount();

    const blocked = vi.fn();
    renderWithProviders(<TestForm onValid={blocked} pending />);
    expect(screen.getByRole('button', { name: 'Sending' })).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(screen.getByRole('form', { name: 'Test' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(blocked).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    renderWithProviders(<TestForm onValid={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password()).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(password()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('server code tables', () => {
  const table: ServerCodeTable<'code' | 'password'> = {
    500: { to: 'toast' },
    10004: { to: 'password' },
    10006: { to: 'dialog' },
    10008: { to: 'code', fallbackKey: 'fallback' },
    10002: { to: 'password', messageKey: 'fixed' },
  };
  const t = (key: never) => `t(${String(key)})`;
  const business = (code: number, msg = '') =>
    new ApiError({ kind: 'business', code, msg, url: '/api/x', method: 'POST' });

  it('derives the handled codes: every code the form shows itself', () => {
    expect(handledCodes(table)).toEqual([10002, 10004, 10006, 10008]);
  });

  it('gives the server msg, the fixed message or the fallback', () => {
    expect(matchServerCode(business(10004, 'Too weak'), table, t)).toMatchObject({
      to: 'password',
      message: 'Too weak',
    });
    expect(matchServerCode(business(10002, 'ignored'), table, t)?.message).toBe('t(fixed)');
    expect(matchServerCode(business(10008), table, t)?.message).toBe('t(fallback)');
  });

  it('ignores codes outside the table and failures that are not business codes', () => {
    expect(matchServerCode(business(10001), table, t)).toBeUndefined();
    expect(
      matchServerCode(new ApiError({ kind: 'network', url: '/x', method: 'POST' }), table, t),
    ).toBeUndefined();
    expect(matchServerCode(new Error('x'), table, t)).toBeUndefined();
  });

  it('tells a field from a dialog', () => {
    expect(isFieldTarget('code')).toBe(true);
    expect(isFieldTarget('dialog')).toBe(false);
  });
});
