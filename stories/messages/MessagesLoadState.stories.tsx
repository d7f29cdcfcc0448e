import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { MessagesLoadState } from '../../ui/messages/MessagesLoadState';

const meta: Meta<typeof MessagesLoadState> = {
  title: 'Components/Messages/MessagesLoadState',
  component: MessagesLoadState,
  args: { status: 'loading', onRetry: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error'] } },
  // It takes the height the conversation leaves between its header and input.
  decorators: [
    (Story) => <Box sx={{ height: 480, display: 'flex', flexDirection: 'column' }}>{Story()}</Box>,
  ],
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof MessagesLoadState>;

export const Loading: Story = {};
/** The messages could not be loaded: the reason and Retry. */
export const Error: Story = { args: { status: 'error' } };
