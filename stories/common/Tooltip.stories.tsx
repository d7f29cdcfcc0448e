import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Tooltip } from '../../ui/common/Tooltip';

const meta: Meta<typeof Tooltip> = {
  title: 'Components/Common/Tooltip',
  component: Tooltip,
  args: {
    title: 'Log out',
    children: (
      <IconButton aria-label="Log out">
        <LogoutIcon />
      </IconButton>
    ),
  },
  decorators: [
    (Story) => (
      <Box sx={{ p: 6, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Story />
        <Typography variant="body2">
          Point at the button, or reach it with Tab, for its name.
        </Typography>
      </Box>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof Tooltip>;

/** The icon button alone: its name is its tooltip's title. */
export const Closed: Story = {};

/** Shown while the button has the keyboard's focus (or the pointer is over it). */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Log out' });
    await expect(button).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Log out');
  },
};
