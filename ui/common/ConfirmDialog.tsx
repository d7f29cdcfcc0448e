import { FormDialog } from './FormDialog';

export interface ConfirmDialogProps {
  /** Shows the dialog while true. */
  open: boolean;
  /** The dialog's heading; it also names the dialog for screen readers. */
  title: string;
  /** The question, word for word as docs/product.md gives it. */
  message: string;
  /** The confirm button's text, e.g. 'Delete'. */
  confirmLabel: string;
  /** Marks the action as destructive (red). @default false */
  destructive?: boolean;
  /**
   * The action runs: the buttons wait (a press does nothing), and Escape does nothing.
   * @default false
   */
  busy?: boolean;
  /** Called when the person confirms; the dialog stays open until `open` turns false. */
  onConfirm: () => void;
  /** Called on Cancel, Escape or a click outside the dialog; none of them work while busy. */
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
