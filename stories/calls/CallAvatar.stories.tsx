import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { CallAvatar } from '../../ui/calls/CallAvatar';

const meta: Meta<typeof CallAvatar> = {
  title: 'Components/Calls/CallAvatar',
  component: CallAvatar,
  args: { name: 'Maria G.', size: 96, ringing: false },
  parameters: { maxWidth: 320 },
  // The call screens' dark ground, with room for the ring.
  render: (args) => (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, p: 4, bgcolor: '#0f1a21' }}>
      <CallAvatar {...args} />
      <Typography sx={{ color: 'common.white' }}>{args.name ?? 'Name not known yet'}</Typography>
    </Box>
  ),
};
export default meta;
type Story = StoryObj<typeof CallAvatar>;

export const Initial: Story = {};
/** Two rings pulse out; one still ring under 'reduce motion' and in screenshots. */
export const Ringing: Story = { args: { ringing: true } };
export const NameUnknown: Story = { args: { name: null, ringing: true } };
export const EmojiName: Story = { args: { name: '🌻 Sunny' } };
export const Small: Story = { args: { size: 56 } };
