import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { ImportForm } from '../../ui/admin/ImportForm';
import { buildImportReport } from '../../ui/admin/fixtures';

const meta: Meta<typeof ImportForm> = {
  title: 'Components/Admin/ImportForm',
  component: ImportForm,
  args: { onImport: fn(async () => buildImportReport()) },
  parameters: { maxWidth: 600 },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a file and Import: the report below comes from the fixture. */
export const Playground: Story = {};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
