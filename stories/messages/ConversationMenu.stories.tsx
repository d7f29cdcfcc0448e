import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ConversationMenu } from '../../ui/messages/ConversationMenu';

const meta: Meta<typeof ConversationMenu> = {
  title: 'Components/Messages/ConversationMenu',
  component: ConversationMenu,
  args: {
    name: 'Maria G.',
    blocked: false,
    onBlock: fn(),
    onUnblock: fn(),
    onReport: fn(),
  },
  // The button at the end of a header line, with room below where the menu opens.
  decorators: [
    (Story, { args }) => (
      <Box sx={{ pb: 16 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2 }}>
          <Typography component="h2" variant="h6">
            {args.name}
          </Typography>
          {Story()}
        </Box>
      </Box>
    ),
  ],
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof ConversationMenu>;

/** Closed: the 'More options for Maria G.' button alone. */
export const Playground: Story = {};
export const Open: Story = { args: { initialOpen: true } };
/** The viewer blocked the person: Unblock in place of Block. */
export const OpenBlocked: Story = { args: { name: 'Jordan', blocked: true, initialOpen: true } };
