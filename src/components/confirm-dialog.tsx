// A question with two answers on the one Dialog: Cancel (also Escape and a tap outside)
// and the action (sign out, delete, register ...). The action can be busy while its call
// runs (disabled, aria-busy, its busy label), and 'danger' marks one that cannot be undone.
// The footer's look is the form family's (the submit and the second button).
import type { ReactNode } from 'react';
import { Dialog, type DialogProps } from './dialog';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps extends Omit<DialogProps, 'actions' | 'onClose'> {
  cancelLabel: string;
  confirmLabel: string;
  /** The cancel button; also Escape and a tap outside while the dialog is dismissible. */
  onCancel: () => void;
  onConfirm: () => void;
  /** The action's call is under way: the action is disabled and says `busyLabel`. */
  pending?: boolean;
  busyLabel?: string;
  tone?: 'default' | 'danger';
  children?: ReactNode;
}

export function ConfirmDialog({
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  pending = false,
  busyLabel,
  tone = 'default',
  ...dialog
}: ConfirmDialogProps) {
  return (
    <Dialog
      {...dialog}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className={styles.cancel} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={styles.confirm}
            data-tone={tone}
            disabled={pending}
            aria-busy={pending}
            onClick={onConfirm}
          >
            {pending && busyLabel ? busyLabel : confirmLabel}
          </button>
        </>
      }
    />
  );
}
