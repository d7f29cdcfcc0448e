import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DecisionButtons } from '../../ui/admin/DecisionButtons';

const meta: Meta<typeof DecisionButtons> = {
  title: 'Components/Admin/DecisionButtons',
  component: DecisionButtons,
  args: { busy: false, running: null, onApprove: fn(), onReject: fn() },
  parameters: { maxWidth: 400 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Approving: Story = { args: { busy: true, running: 'approve' } };
export const Rejecting: Story = { args: { busy: true, running: 'reject' } };
