import { useState } from 'react';
import type { ConversationNotice } from './ConversationNotices';

export type ConversationDialog = 'block' | 'report';

interface Options {
  /** The person, for the thank-you after a report. */
  name: string;
  /** Opens a dialog at once (stories). */
  initialDialog: ConversationDialog | null;
  /** Resolves once the block is saved; rejects with the reason to show. */
  onBlock: () => Promise<void>;
  /** Resolves once the unblock is saved; rejects with the reason to show in a notice. */
  onUnblock: () => Promise<void>;
  /** Resolves once the report reached the moderators; rejects with the reason to show. */
  onReport: (reason: string) => Promise<void>;
}

const errorText = (err: unknown) =>
  err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.';

/**
 * Block, Unblock and Report in a conversation: which dialog is open, whether an action is running,
 * and what to tell the viewer. A failure in a dialog keeps it open with the reason; a failed
 * unblock, which has no dialog, says why in a notice.
 */
export function useConversationActions({
  name,
  initialDialog,
  onBlock,
  onUnblock,
  onReport,
}: Options) {
  const [dialog, setDialog] = useState<ConversationDialog | null>(initialDialog);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<ConversationNotice | null>(null);

  const run = async (action: () => Promise<void>, success?: string) => {
    setBusy(true);
    setDialogError(null);
    try {
      await action();
      setDialog(null);
      setNotice(success ? { severity: 'success', text: success } : null);
    } catch (err) {
      setDialogError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const unblock = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await onUnblock();
    } catch (err) {
      setNotice({ severity: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return {
    dialog,
    busy,
    dialogError,
    notice,
    openDialog: (d: ConversationDialog) => {
      setDialogError(null);
      setDialog(d);
    },
    closeDialog: () => setDialog(null),
    dismissNotice: () => setNotice(null),
    block: () => void run(onBlock),
    report: (reason: string) =>
      void run(
        () => onReport(reason),
        `Thank you. Your report about ${name} was sent to our moderators.`,
      ),
    unblock: () => void unblock(),
  };
}
