import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { CenterDialog } from '../../ui/admin/CenterDialog';
import { buildAdminCenter } from '../../ui/admin/fixtures';
import { FIXTURE_LOGO } from '../../ui/help/fixtures';

const meta: Meta<typeof CenterDialog> = {
  title: 'Components/Admin/CenterDialog',
  component: CenterDialog,
  args: {
    open: true,
    center: null,
    onSave: fn(async () => {}),
    onUpload: fn(async () => ({ id: 'img2', url: FIXTURE_LOGO })),
    onClose: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Edit: Story = { args: { center: buildAdminCenter() } };
export const Mobile: Story = { args: { center: buildAdminCenter() }, tags: ['mobile'], ...mobile };
