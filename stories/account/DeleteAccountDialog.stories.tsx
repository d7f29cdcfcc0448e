import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { DeleteAccountDialog } from '../../ui/account/DeleteAccountDialog';

const meta: Meta<typeof DeleteAccountDialog> = {
  title: 'Components/Account/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
};
export default meta;
type Story = StoryObj<typeof DeleteAccountDialog>;

/** Just opened: 'Delete my account' waits for the word. */
export const Empty: Story = {};
/** A word that is not DELETE (letter case counts): still waiting. */
export const Mistyped: Story = { args: { initialTyped: 'delete' } };
export const Typed: Story = { args: { initialTyped: 'DELETE' } };
export const Deleting: Story = { args: { initialTyped: 'DELETE', deleting: true } };
/** The server refused: nothing was deleted, and the person may try again. */
export const Failed: Story = {
  args: {
    initialTyped: 'DELETE',
    error: 'That did not reach the server. Please check your connection and try again.',
  },
};
export const Mobile: Story = {
  args: { initialTyped: 'DELETE' },
  tags: ['mobile'],
  ...mobile,
};
