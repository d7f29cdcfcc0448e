import { useState } from 'react';
import type { FieldSave } from './useFieldSave';
import type { FieldError } from './types';

/**
 * A form's FieldSave that also shows a refusal it was opened with (`kept`: one the app kept from
 * an earlier save, or a story's): beside its field, or above the form when it names none, until
 * that field changes or the form is saved or refused again. Closing the form (`reset`) shows it
 * again on the next opening, as long as it is still given.
 */
export function useKeptRefusal<F extends string>(
  save: FieldSave<F>,
  kept: FieldError<F> | null | undefined,
): FieldSave<F> {
  const [dismissed, setDismissed] = useState(false);
  const shown = kept && !dismissed ? kept : null;
  return {
    ...save,
    errorOf: (f) => save.errorOf(f) ?? (shown?.field === f ? shown.message : null),
    formError: save.formError ?? (shown && !shown.field ? shown.message : null),
    refuse: (error) => {
      setDismissed(true);
      save.refuse(error);
    },
    save: (call) => {
      setDismissed(true);
      save.save(call);
    },
    clear: (f) => {
      if (shown?.field === f) setDismissed(true);
      save.clear(f);
    },
    reset: () => {
      setDismissed(false);
      save.reset();
    },
  };
}
