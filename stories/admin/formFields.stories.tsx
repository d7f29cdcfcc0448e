import type { Meta, StoryObj } from '@storybook/react';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { mobile } from '../../.storybook/viewports';
import { formFields } from '../../ui/admin/formFields';

interface Values {
  name: string;
  website: string;
}

interface DemoProps {
  initial: Values;
  /** The refusal the server gave, shown beside its field until that field changes. */
  refused: { field: keyof Values; message: string } | null;
  busy: boolean;
}

/** The console's form fields as every console dialog lays them out (ui/admin/formFields.tsx). */
function FormFieldsDemo({ initial, refused, busy }: DemoProps) {
  const [values, setValues] = useState(initial);
  const [refusal, setRefusal] = useState(refused);
  const { text } = formFields(
    values,
    (key, value) => setValues((v) => ({ ...v, [key]: value })),
    {
      errorOf: (f) => (refusal?.field === f ? refusal.message : null),
      clear: (f) => setRefusal((r) => (r?.field === f ? null : r)),
    },
    busy,
  );
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {text('name', 'Name', { required: true })}
      {text('website', 'Website', { helperText: 'Starts with https://' })}
    </Stack>
  );
}

const meta: Meta<typeof FormFieldsDemo> = {
  title: 'Components/Admin/formFields',
  component: FormFieldsDemo,
  args: { initial: { name: '', website: '' }, refused: null, busy: false },
  parameters: { maxWidth: 480 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { initial: { name: 'Harbor Light Center', website: 'https://harbor-light.example' } },
};
/** The server refused the website: its message replaces the hint until the field changes. */
export const Refused: Story = {
  args: {
    initial: { name: 'Harbor Light Center', website: 'harbor-light.example' },
    refused: { field: 'website', message: 'website must start with http:// or https://' },
  },
};
/** Saving: every field waits. */
export const Busy: Story = {
  args: {
    initial: { name: 'Harbor Light Center', website: 'https://harbor-light.example' },
    busy: true,
  },
};
export const Mobile: Story = {
  args: Refused.args,
  tags: ['mobile'],
  ...mobile,
};
