import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { buildAdminResource, buildAdminResources } from '../../ui/admin/fixtures';
import { ResourceDialog } from '../../ui/admin/ResourceDialog';

const meta: Meta<typeof ResourceDialog> = {
  title: 'Components/Admin/ResourceDialog',
  component: ResourceDialog,
  args: {
    open: true,
    resource: null,
    refusal: null,
    onSave: fn(async () => {}),
    onClose: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Edit: Story = { args: { resource: buildAdminResource() } };
/** An imported type the map does not list: the moderator chooses one before saving. */
export const OtherType: Story = { args: { resource: buildAdminResources()[4] } };
/** The server refused the website: its message shows beside the field. */
export const FieldError: Story = {
  args: {
    resource: buildAdminResource({ website: 'harbor-light.example' }),
    refusal: { field: 'website', message: 'website must start with http:// or https://' },
  },
};
/** A refusal that names no field shows above the form. */
export const FormError: Story = {
  args: {
    resource: buildAdminResource(),
    refusal: { message: 'The database is busy right now. Please try again shortly.' },
  },
};
export const Mobile: Story = {
  args: {
    resource: buildAdminResource(),
    refusal: { field: 'latitude', message: 'latitude must be between -90 and 90' },
  },
  tags: ['mobile'],
  ...mobile,
};
