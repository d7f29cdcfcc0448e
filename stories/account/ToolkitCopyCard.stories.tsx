import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ToolkitCopyCard } from '../../ui/account/ToolkitCopyCard';
import { COPY_SAVED_AT } from '../../ui/account/fixtures';

const meta: Meta<typeof ToolkitCopyCard> = {
  title: 'Components/Account/ToolkitCopyCard',
  component: ToolkitCopyCard,
  args: {
    onSave: fn(),
    onRestore: fn(),
    onConfirmReplace: fn(),
    onCancelReplace: fn(),
  },
  parameters: { maxWidth: 760 },
};
export default meta;
type Story = StoryObj<typeof ToolkitCopyCard>;

export const Playground: Story = {};
export const Reading: Story = { args: { restoring: true } };
export const Refused: Story = {
  args: { refusal: 'This file is not a toolkit copy from this app.' },
};
/** A toolkit with data on this device: asked first. */
export const ReplaceDialog: Story = { args: { pendingSavedAt: COPY_SAVED_AT } };
export const Restored: Story = { args: { restored: true } };
/** The narrowest phone the page is made for: 320 px inside Storybook's padding. */
export const Narrow: Story = {
  args: {
    refusal: 'This copy was saved by a newer version of the app. Update the app and try again.',
  },
  parameters: { maxWidth: 352 },
};
