import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { FormDialog } from '../../ui/common/FormDialog';

type Values = { note: string };

const meta: Meta<typeof FormDialog<Values>> = {
  title: 'Components/Common/FormDialog',
  component: FormDialog<Values>,
  args: {
    open: true,
    title: 'Add a note',
    description: 'Notes stay on this device.',
    initialValues: { note: '' },
    canSubmit: (v: Values) => v.note.trim() !== '',
    submitLabel: 'Save',
    busyLabel: 'Saving...',
    busy: false,
    error: null,
    onSubmit: fn(),
    onClose: fn(),
    children: ({ values, set, busy }) => (
      <TextField
        label="Note"
        value={values.note}
        onChange={(e) => set('note', e.target.value)}
        disabled={busy}
        autoFocus
      />
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Busy: Story = { args: { busy: true, initialValues: { note: 'Called Sam' } } };
export const Error: Story = { args: { error: 'The note could not be saved.' } };
