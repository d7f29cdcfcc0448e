import GoogleIcon from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { PlainButton } from '../../ui/common/PlainButton';

const meta: Meta<typeof PlainButton> = {
  title: 'Components/Common/PlainButton',
  component: PlainButton,
  args: { children: 'Refresh Page', onClick: fn(), disabled: false, tone: 'contained' },
  decorators: [
    (Story, { args }) => (
      <Box sx={{ p: 3, bgcolor: args.tone === 'light' ? 'primary.main' : 'background.default' }}>
        <Story />
      </Box>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof PlainButton>;

export const Playground: Story = {};
export const Light: Story = {
  args: { tone: 'light', children: 'Continue with Google', startIcon: <GoogleIcon /> },
};
export const Disabled: Story = {
  args: { tone: 'light', children: 'Redirecting...', disabled: true, startIcon: <GoogleIcon /> },
};
