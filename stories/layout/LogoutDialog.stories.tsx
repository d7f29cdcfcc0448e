import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { LogoutDialog } from '../../ui/layout/LogoutDialog';

const meta: Meta<typeof LogoutDialog> = {
  title: 'Components/Layout/LogoutDialog',
  component: LogoutDialog,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
};
export default meta;
type Story = StoryObj<typeof LogoutDialog>;

/** As it opens: the toolkit data is kept unless the person ticks the box. */
export const Playground: Story = {};
export const ClearToolkitTicked: Story = { args: { initialClearToolkit: true } };
export const LoggingOut: Story = { args: { initialClearToolkit: true, busy: true } };
/** The server did not answer: the person is still signed in and may try again. */
export const CouldNotLogOut: Story = {
  args: {
    error:
      'You are still signed in. That did not reach the server. Please check your connection and try again.',
  },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
