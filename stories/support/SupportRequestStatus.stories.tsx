import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { SupportRequestStatus } from '../../ui/support/SupportRequestStatus';
import { buildSupportRequest } from '../../ui/help/fixtures';

const meta: Meta<typeof SupportRequestStatus> = {
  title: 'Components/Support/SupportRequestStatus',
  component: SupportRequestStatus,
  args: {
    request: buildSupportRequest(),
    responders: [],
    onClose: fn(),
    onOpenMessages: fn(),
    formatTime: () => '11:00 PM',
  },
  parameters: { maxWidth: 640 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Answered: Story = {
  args: { request: buildSupportRequest({ responded: 1 }), responders: ['Maria G.'] },
};
export const NobodyReached: Story = { args: { request: buildSupportRequest({ notified: 0 }) } };
export const Closing: Story = { args: { closing: true } };
