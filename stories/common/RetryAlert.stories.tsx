import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { RetryAlert } from '../../ui/common/RetryAlert';

const meta: Meta<typeof RetryAlert> = {
  title: 'Components/Common/RetryAlert',
  component: RetryAlert,
  args: {
    message: 'Messages could not be loaded. Please check your connection.',
    onRetry: fn(),
  },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof RetryAlert>;

export const Playground: Story = {};
