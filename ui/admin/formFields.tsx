import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** What the helpers read of a form's save (ui/admin/useFieldSave.ts). */
interface FieldRefusals {
  errorOf(field: string): string | null;
  clear(field: string): void;
}

/**
 * The two helpers every console form dialog uses: `change` sets a value and forgets the refusal
 * of that field; `text` is a labelled text field showing its field's refusal beside it.
 */
export function formFields<V extends object>(
  values: V,
  set: <K extends keyof V>(key: K, value: V[K]) => void,
  save: FieldRefusals,
  busy: boolean,
) {
  const change = <K extends keyof V & string>(k: K, value: V[K]) => {
    set(k, value);
    save.clear(k);
  };
  const text = <K extends keyof V & string>(
    k: K,
    label: string,
    more: Partial<TextFieldProps> = {},
  ) => (
    <TextField
      {...more}
      label={label}
      value={values[k]}
      onChange={(e) => change(k, e.target.value as V[K])}
      error={Boolean(save.errorOf(k))}
      helperText={save.errorOf(k) ?? more.helperText}
      disabled={busy}
      fullWidth
    />
  );
  return { change, text };
}
