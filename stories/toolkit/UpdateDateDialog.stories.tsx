import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { TOOLKIT_NOW } from '../../ui/fixtures';
import { UpdateDateDialog } from '../../ui/toolkit/UpdateDateDialog';

const meta: Meta<typeof UpdateDateDialog> = {
  title: 'Components/Toolkit/UpdateDateDialog',
  component: UpdateDateDialog,
  args: { open: true, current: '2025-03-15', onSave: fn(), onCancel: fn(), now: TOOLKIT_NOW },
};
export default meta;
type Story = StoryObj<typeof UpdateDateDialog>;

export const Playground: Story = {};
