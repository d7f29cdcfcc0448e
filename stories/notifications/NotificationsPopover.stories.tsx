import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { panelArgs } from './panelArgs';
import { useEffect, useRef, useState } from 'react';
import { fn } from 'storybook/test';
import { NotificationsPopover } from '../../ui/notifications/NotificationsPopover';

/** The popover open under a stand-in for the header's bell, at the top right. */
function UnderTheBell(props: React.ComponentProps<typeof NotificationsPopover>) {
  const bell = useRef<HTMLSpanElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Opened once the page is laid out, as a tap on the bell would: placed under it.
  useEffect(() => {
    const timer = setTimeout(() => setAnchor(bell.current), 50);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2, minHeight: 600 }}>
      <span ref={bell}>Bell</span>
      <NotificationsPopover {...props} anchor={anchor} />
    </Box>
  );
}

const meta: Meta<typeof NotificationsPopover> = {
  title: 'Components/Notifications/NotificationsPopover',
  component: NotificationsPopover,
  render: (args) => <UnderTheBell {...args} />,
  args: {
    anchor: null,
    onClose: fn(),
    ...panelArgs(),
  },
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Empty: Story = { args: { items: [], unreadCount: 0 } };
