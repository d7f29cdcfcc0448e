import { FormDialog } from '../common/FormDialog';

export interface BlockDialogProps {
  open: boolean;
  /** The person to block. */
  name: string;
  /** True while the block is being saved; the buttons are disabled. @default false */
  busy?: boolean;
  /** A failure to show in the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The text that says what blocking does before anyone commits to it. */
export const blockExplanation = (name: string) =>
  `${name} won't be able to message you, and you won't see each other's posts. ` +
  `They are not told that you blocked them. You can unblock them at any time from this chat.`;

/** Asks before blocking someone and says plainly what it does; focus starts on Cancel. */
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
