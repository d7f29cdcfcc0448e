import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { NotificationBell } from '../../ui/notifications/NotificationBell';

const meta: Meta<typeof NotificationBell> = {
  title: 'Components/Notifications/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 3, onOpen: fn() },
  // On the header's colour, as it is shown.
  decorators: [
    (Story) => (
      <Box
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', p: 2, width: 'max-content' }}
      >
        <Box component="span" sx={{ mr: 1 }}>
          The header&apos;s bell:
        </Box>
        <Story />
      </Box>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const NoneUnread: Story = { args: { unreadCount: 0 } };
export const MoreThan99: Story = { args: { unreadCount: 100 } };
export const Open: Story = { args: { expanded: true } };
