import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete this address?"
      cancelLabel="Cancel"
      confirmLabel="Delete"
      onCancel={onCancel}
      onConfirm={onConfirm}
      {...props}
    >
      <p>This cannot be undone.</p>
    </ConfirmDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
  return { dialog, onCancel, onConfirm, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('shows its question and its two answers, Cancel first', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveTextContent('This cannot be undone.');
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel', 'Delete']);
  });

  it('the action answers onConfirm, Cancel onCancel', async () => {
    const { dialog, onCancel, onConfirm, user } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Escape cancels', async () => {
    const { onCancel, onConfirm, user } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape does nothing when the dialog needs an answer', async () => {
    const { onCancel, user } = renderDialog({ dismissible: false });
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('while pending the action is disabled, busy and says its busy label', async () => {
    const { dialog, onConfirm, user } = renderDialog({ pending: true, busyLabel: 'Deleting' });
    const busy = within(dialog).getByRole('button', { name: 'Deleting' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('marks the action of a danger question', () => {
    const { dialog } = renderDialog({ tone: 'danger' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
  });
});
