import { useState } from 'react';
import { fieldErrorOf } from './failure';
import type { FieldError } from './types';

export interface FieldSave<F extends string> {
  /** The save is under way. */
  busy: boolean;
  /** The refusal's message for field `f`, if it named that field. */
  errorOf: (f: F) => string | null;
  /** A refusal that named no field of the form (shown above the fields). */
  formError: string | null;
  /** Shows a refusal found before sending (a number that is not one). */
  refuse: (error: FieldError<F>) => void;
  /** Saves; closes the form on success, keeps the refusal on failure. */
  save: (call: () => Promise<unknown>) => void;
  /** Forgets the refusal of field `f` (it was changed). */
  clear: (f: F) => void;
  /** Forgets everything (the form closed). */
  reset: () => void;
}

const FALLBACK = 'This could not be saved. Please try again.';

/** The state of a form whose save may be refused with a message about one of its fields. */
export function useFieldSave<F extends string>(
  fields: readonly F[],
  onSaved: () => void,
): FieldSave<F> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FieldError<F> | null>(null);
  return {
    busy,
    errorOf: (f) => (error?.field === f ? error.message : null),
    formError: error && !error.field ? error.message : null,
    refuse: setError,
    save: (call) => {
      setBusy(true);
      setError(null);
      call().then(
        () => {
          setBusy(false);
          onSaved();
        },
        (err: unknown) => {
          setBusy(false);
          setError(fieldErrorOf(err, fields, FALLBACK));
        },
      );
    },
    clear: (f) => setError((e) => (e?.field === f ? null : e)),
    reset: () => {
      setBusy(false);
      setError(null);
    },
  };
}
