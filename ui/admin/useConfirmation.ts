import { useState } from 'react';

export interface Confirmation<T> {
  /** Whether the question is shown. */
  open: boolean;
  /**
   * What the question is about. It stays set while the dialog closes, so the dialog's text does
   * not change during its closing animation.
   */
  subject: T | null;
  /** Shows the question about `subject`. */
  ask: (subject: T) => void;
  /** Hides it (answered either way). */
  close: () => void;
}

/** The state of a confirmation dialog about one item of a list. */
export function useConfirmation<T>(): Confirmation<T> {
  const [subject, setSubject] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    open,
    subject,
    ask: (s) => {
      setSubject(s);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
