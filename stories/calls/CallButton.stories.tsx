import CallEndRoundedIcon from '@mui/icons-material/CallEndRounded';
import MicOffRoundedIcon from '@mui/icons-material/MicOffRounded';
import MicRoundedIcon from '@mui/icons-material/MicRounded';
import VideocamRoundedIcon from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { CallButton } from '../../ui/calls/CallButton';

const meta: Meta<typeof CallButton> = {
  title: 'Components/Calls/CallButton',
  component: CallButton,
  args: {
    label: 'Mute',
    icon: <MicRoundedIcon />,
    tone: 'neutral',
    waiting: false,
    onClick: fn(),
  },
  parameters: { maxWidth: 320 },
  decorators: [
    // The call screens' dark ground.
    (Story) => (
      <Box sx={{ display: 'flex', p: 3, bgcolor: '#0f1a21' }}>
        <Story />
      </Box>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof CallButton>;

/** A toggle, off. */
export const Toggle: Story = { args: { pressed: false } };
/** A toggle, on: drawn light. */
export const Pressed: Story = {
  args: { label: 'Unmute', icon: <MicOffRoundedIcon />, pressed: true },
};
/** A long caption wraps under its circle. */
export const LongLabel: Story = {
  args: { label: 'Turn camera off', icon: <VideocamRoundedIcon />, pressed: false },
};
export const Danger: Story = {
  args: { label: 'End call', icon: <CallEndRoundedIcon />, tone: 'danger' },
};
/** Waiting for what a press started (the hang-up on its way): dimmed, a press does nothing. */
export const Waiting: Story = {
  args: { label: 'End call', icon: <CallEndRoundedIcon />, tone: 'danger', waiting: true },
};
