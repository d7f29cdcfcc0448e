import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { WaitingButton } from './WaitingButton';

/** What the fields of a FormDialog are given: the values, a setter and whether it is busy. */
export interface FormDialogFields<T> {
  values: T;
  set: <K extends keyof T>(key: K, value: T[K]) => void;
  busy: boolean;
  /** The error shown, if any, so a field can mark itself invalid. */
  error: string | null;
}

export interface FormDialogProps<T extends object> {
  /** Shows the dialog while true; closing it throws away what was typed. */
  open: boolean;
  /** The dialog's heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** A line under the title; it also describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** The values each opening starts from. @default {} */
  initialValues?: T;
  /** The fields, drawn from the current values. */
  children?: (fields: FormDialogFields<T>) => ReactNode;
  /** Whether the values may be submitted. @default () => true */
  canSubmit?: (values: T) => boolean;
  /** The submit button's text. */
  submitLabel: string;
  /** The submit button's text while busy. @default submitLabel */
  busyLabel?: string;
  /** The Cancel button's text, e.g. 'Close'. @default 'Cancel' */
  cancelLabel?: string;
  /** A red submit button for actions that remove or report. @default false */
  destructive?: boolean;
  /**
   * The request runs: the fields are disabled, Escape does nothing, and Cancel and the submit
   * button wait (dimmed, keeping the focus a press gave them; a press does nothing). @default false
   */
  busy?: boolean;
  /** A failure to show above the fields. @default null */
  error?: string | null;
  /** Focus starts on Cancel (confirmations) instead of the first field. @default false */
  focusCancel?: boolean;
  /** How wide the dialog is (MUI breakpoint); it takes that whole width. @default 'sm' */
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Receives the values; a returned string is shown as the error and the dialog stays open. */
  onSubmit: (values: T) => string | void;
  /** Called on Cancel, Escape or a click outside the dialog; none of them work while busy. */
  onClose: () => void;
}

/**
 * A dialog holding a form: title, optional description, error, fields, Cancel and a submit
 * button. The form unmounts while the dialog is closed, so every opening starts from
 * `initialValues` (dialogs reset on close; docs/product.md, Community, Composer).
 * Accessibility: the dialog is named by its title and described by its description, focus stays
 * inside it while open and returns where it was on close, and a failure is announced as an alert.
 * While busy the submit button waits instead of being disabled, so the focus a press gave it
 * stays there rather than falling to the page. A submit that leaves a field invalid (a refusal
 * shown by its field, as its description) moves the focus to the first such field, so its error
 * is read out.
 */
export function FormDialog<T extends object>({
  open,
  busy = false,
  onClose,
  maxWidth = 'sm',
  ...rest
}: FormDialogProps<T>) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={rest.description ? textId : undefined}
      fullWidth
      maxWidth={maxWidth}
    >
      <FormDialogForm titleId={titleId} textId={textId} busy={busy} onClose={onClose} {...rest} />
    </Dialog>
  );
}

type FormProps<T extends object> = Omit<FormDialogProps<T>, 'open' | 'maxWidth'> & {
  /** The id of the title, which names the dialog. */
  titleId: string;
  /** The id of the description, which describes the dialog. */
  textId: string;
  /** While the request runs the fields are disabled, and Cancel and the submit button wait. */
  busy: boolean;
};

function FormDialogForm<T extends object>({
  titleId,
  textId,
  title,
  description,
  initialValues = {} as T,
  children,
  canSubmit = () => true,
  submitLabel,
  busyLabel = submitLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  busy,
  error = null,
  focusCancel = false,
  onSubmit,
  onClose,
}: FormProps<T>) {
  const [values, setValues] = useState<T>(initialValues);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const set = <K extends keyof T>(key: K, value: T[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setSubmitError(null);
  };
  const complete = canSubmit(values);
  const shownError = submitError ?? error;
  const form = useRef<HTMLFormElement>(null);
  // Counts submits: once one has settled (not busy), a field it left invalid takes the focus.
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (submits === 0 || busy) return;
    form.current
      ?.querySelector<HTMLElement>(
        '[aria-invalid="true"]:not([aria-hidden="true"]):not([tabindex="-1"]):not(:disabled)',
      )
      ?.focus();
  }, [submits, busy]);

  return (
    <Box
      ref={form}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!complete || busy) return;
        setSubmitError(onSubmit(values) ?? null);
        setSubmits((n) => n + 1);
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {description && (
          <DialogContentText id={textId} sx={{ mb: children ? 2 : 0 }}>
            {description}
          </DialogContentText>
        )}
        {shownError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {shownError}
          </Alert>
        )}
        {children && (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {children({ values, set, busy, error: shownError })}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {/* Both wait rather than being disabled while busy, so whichever has the focus keeps it;
            what is not complete yet stays disabled, as there is nothing to press. */}
        <WaitingButton onClick={onClose} waiting={busy} autoFocus={focusCancel}>
          {cancelLabel}
        </WaitingButton>
        <WaitingButton
          type="submit"
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={!complete}
          waiting={busy}
        >
          {busy ? busyLabel : submitLabel}
        </WaitingButton>
      </DialogActions>
    </Box>
  );
}
