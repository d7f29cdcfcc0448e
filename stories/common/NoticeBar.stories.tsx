import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { NoticeBar } from '../../ui/common/NoticeBar';

const meta: Meta<typeof NoticeBar> = {
  title: 'Components/Common/NoticeBar',
  component: NoticeBar,
  args: { onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof NoticeBar>;

export const Error: Story = {
  args: {
    notice: {
      id: 1,
      severity: 'error',
      message: 'Authentication failed: access_denied - User cancelled',
    },
  },
};
export const Warning: Story = {
  args: {
    notice: {
      id: 2,
      severity: 'warning',
      message: 'Access Restricted: This area is for administrators only.',
    },
  },
};
export const Success: Story = {
  args: { notice: { id: 3, severity: 'success', message: 'Post deleted successfully.' } },
};
