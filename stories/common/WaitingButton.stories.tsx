import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { WaitingButton } from '../../ui/common/WaitingButton';

const meta: Meta<typeof WaitingButton> = {
  title: 'Components/Common/WaitingButton',
  component: WaitingButton,
  args: { children: 'Save settings', variant: 'contained', waiting: false, onClick: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ p: 3 }}>
        <Story />
      </Box>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof WaitingButton>;

export const Ready: Story = {};
export const Waiting: Story = { args: { waiting: true, children: 'Saving...' } };
export const OutlinedWaiting: Story = {
  args: { waiting: true, variant: 'outlined', children: 'Turning off...' },
};
