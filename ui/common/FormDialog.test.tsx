import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { FormDialog, type FormDialogProps } from './FormDialog';

type Values = { note?: string };

const props = (over: Partial<FormDialogProps<Values>> = {}): FormDialogProps<Values> => ({
  open: true,
  title: 'Add a note',
  submitLabel: 'Save',
  busyLabel: 'Saving...',
  canSubmit: (v) => Boolean(v.note?.trim()),
  onSubmit: vi.fn(),
  onClose: vi.fn(),
  children: ({ values, set, busy }) => (
    <input
      aria-label="Note"
      value={values.note ?? ''}
      disabled={busy}
      onChange={(e) => set('note', e.target.value)}
    />
  ),
  ...over,
});

it('while busy the pressed submit button keeps the focus, and a press submits nothing', async () => {
  const user = userEvent.setup();
  const p = props();
  const { rerender } = render(<FormDialog {...p} />);
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Walked today');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(p.onSubmit).toHaveBeenCalledExactlyOnceWith({ note: 'Walked today' });

  rerender(<FormDialog {...p} busy />);
  const submit = screen.getByRole('button', { name: 'Saving...' });
  expect(submit).toHaveFocus();
  expect(submit).toBeWaiting();
  await user.click(submit);
  await user.keyboard('{Enter}');
  expect(p.onSubmit).toHaveBeenCalledOnce();
});

it('while busy Cancel waits too: it keeps its place in the Tab order, and a press closes nothing', async () => {
  const user = userEvent.setup();
  const p = props();
  render(<FormDialog {...p} busy />);
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  expect(cancel).toBeWaiting();
  expect(cancel).toBeEnabled();
  await user.click(cancel);
  expect(cancel).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(p.onClose).not.toHaveBeenCalled();
});

it('submit stays disabled while the form is not complete', () => {
  render(<FormDialog {...props()} />);
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

it('a submit that leaves a field invalid moves the focus to it, so its error is read', async () => {
  const user = userEvent.setup();
  render(
    <FormDialog<Values>
      {...props({
        onSubmit: () => 'Notes are kept under 10 characters.',
        children: ({ values, set, error }) => (
          <>
            <input
              aria-label="Note"
              aria-invalid={Boolean(error)}
              aria-describedby="note-error"
              value={values.note ?? ''}
              onChange={(e) => set('note', e.target.value)}
            />
            <span id="note-error">{error}</span>
          </>
        ),
      })}
    />,
  );
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Walked all day');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const note = screen.getByRole('textbox', { name: 'Note' });
  expect(note).toHaveFocus();
  expect(note).toHaveAccessibleDescription('Notes are kept under 10 characters.');
});
