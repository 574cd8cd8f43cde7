// A question before a step that cannot be undone (delete a saved account or card, ...): the
// one Dialog with Cancel and a confirm button that reads busy while the call runs.
import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** 'danger' for a removal (red confirm). */
  tone?: 'danger' | 'default';
}

export function ConfirmDialog({
  open,
  title,
  children,
  cancelLabel,
  confirmLabel,
  busyLabel,
  pending,
  onConfirm,
  onClose,
  tone = 'default',
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={styles.cancel} onClick={onClose}>
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
            {pending ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
