import { FormDialog } from './FormDialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, word for word as docs/product.md gives it. */
  message: string;
  confirmLabel: string;
  /** Marks the action as destructive (red). @default false */
  destructive?: boolean;
  /** Disables the buttons while the action runs. @default false */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone; focus starts on Cancel and stays in the dialog. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <FormDialog
      open={open}
      title={title}
      description={message}
      submitLabel={confirmLabel}
      destructive={destructive}
      busy={busy}
      focusCancel
      maxWidth="xs"
      onSubmit={() => onConfirm()}
      onClose={onCancel}
    />
  );
}
