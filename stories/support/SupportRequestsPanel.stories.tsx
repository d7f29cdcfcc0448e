import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { SupportRequestsPanel } from '../../ui/support/SupportRequestsPanel';
import { buildIncoming } from '../../ui/help/fixtures';

const meta: Meta<typeof SupportRequestsPanel> = {
  title: 'Components/Support/SupportRequestsPanel',
  component: SupportRequestsPanel,
  args: {
    requests: [
      buildIncoming(),
      buildIncoming({ id: 'sr-2', requester_name: 'Anonymous User', message: '', responded: true }),
    ],
    onRespond: fn(),
  },
  parameters: { maxWidth: 420 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Responding: Story = { args: { responding: 'sr-1' } };
export const None: Story = {
  args: { requests: [] },
  decorators: [
    (Story) => (
      <div>
        <p>No requests: the panel shows nothing.</p>
        <Story />
      </div>
    ),
  ],
};
