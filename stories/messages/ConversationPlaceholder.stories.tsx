import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { ConversationPlaceholder } from '../../ui/messages/ConversationPlaceholder';

const meta: Meta<typeof ConversationPlaceholder> = {
  title: 'Components/Messages/ConversationPlaceholder',
  component: ConversationPlaceholder,
  // It fills the pane beside the chats, which only wide screens show with nothing open.
  decorators: [(Story) => <Box sx={{ height: 640 }}>{Story()}</Box>],
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof ConversationPlaceholder>;

export const Playground: Story = {};
