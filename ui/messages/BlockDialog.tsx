import { FormDialog } from '../common/FormDialog';

export interface BlockDialogProps {
  /** Shows the dialog while true. */
  open: boolean;
  /** The person to block. */
  name: string;
  /**
   * True while the block is being saved: the buttons wait (a press does nothing).
   * @default false
   */
  busy?: boolean;
  /** A failure to show in the dialog. */
  error?: string | null;
  /** Called when the person presses Block. */
  onConfirm: () => void;
  /** Called by Cancel, Escape or a click outside the dialog; not while busy. */
  onCancel: () => void;
}

/** The text that says what blocking does before anyone commits to it. */
export const blockExplanation = (name: string) =>
  `${name} won't be able to message you, and you won't see each other's posts. ` +
  `They are not told that you blocked them. You can unblock them at any time from this chat.`;

/**
 * Asks before blocking someone and says plainly what it does; focus starts on Cancel.
 * Accessibility: the dialog is named by its title and described by the explanation; Escape closes
 * it, except while the block is being saved.
 */
export function BlockDialog({
  open,
  name,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: BlockDialogProps) {
  return (
    <FormDialog
      open={open}
      title={`Block ${name}?`}
      description={blockExplanation(name)}
      submitLabel="Block"
      busyLabel="Blocking..."
      destructive
      busy={busy}
      error={error}
      focusCancel
      maxWidth="xs"
      onSubmit={() => onConfirm()}
      onClose={onCancel}
    />
  );
}
