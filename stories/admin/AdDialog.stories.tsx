import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { AdDialog } from '../../ui/admin/AdDialog';
import { buildAdminAd } from '../../ui/admin/fixtures';
import { FIXTURE_BANNER } from '../../ui/help/fixtures';

const meta: Meta<typeof AdDialog> = {
  title: 'Components/Admin/AdDialog',
  component: AdDialog,
  args: {
    open: true,
    ad: null,
    onSave: fn(async () => {}),
    onUpload: fn(async () => ({ id: 'img1', url: FIXTURE_BANNER })),
    onClose: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Edit: Story = { args: { ad: buildAdminAd() } };
export const Mobile: Story = { args: { ad: buildAdminAd() }, tags: ['mobile'], ...mobile };
