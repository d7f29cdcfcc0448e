import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { PresenceDot } from '../../ui/messages/PresenceDot';
import { FIXTURE_NOW, minutesAgo } from '../../ui/messages/fixtures';

const meta: Meta<typeof PresenceDot> = {
  title: 'Components/Messages/PresenceDot',
  component: PresenceDot,
  args: { presence: { online: true, last_seen: minutesAgo(0) }, showLabel: true, now: FIXTURE_NOW },
  parameters: { maxWidth: 320 },
};
export default meta;
type Story = StoryObj<typeof PresenceDot>;

export const Playground: Story = {};
export const LastSeenMinutesAgo: Story = {
  args: { presence: { online: false, last_seen: minutesAgo(5) } },
};
export const LastSeenLongAgo: Story = {
  args: { presence: { online: false, last_seen: minutesAgo(60 * 24 * 12) } },
};
export const NeverSeen: Story = { args: { presence: { online: false, last_seen: null } } };
/** On an avatar, as in the chat list; the words are there for screen readers. */
export const OnAvatar: Story = {
  args: { showLabel: false, overlap: true },
  render: (args) => (
    <Box sx={{ display: 'flex', gap: 3 }}>
      <Box sx={{ position: 'relative', width: 44 }}>
        <Avatar sx={{ bgcolor: 'secondary.main', width: 44, height: 44 }} aria-hidden="true">
          M
        </Avatar>
        <PresenceDot {...args} />
      </Box>
      <Box sx={{ position: 'relative', width: 44 }}>
        <Avatar sx={{ bgcolor: 'secondary.main', width: 44, height: 44 }} aria-hidden="true">
          S
        </Avatar>
        <PresenceDot {...args} presence={{ online: false, last_seen: minutesAgo(90) }} />
      </Box>
    </Box>
  ),
};
