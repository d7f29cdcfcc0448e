import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { MessageLog } from '../../ui/messages/MessageLog';
import {
  FIXTURE_NOW,
  VIEWER_ID,
  buildConversation,
  buildLongThread,
  buildPendingAndFailed,
  buildThreadWithCalls,
} from '../../ui/messages/fixtures';

const meta: Meta<typeof MessageLog> = {
  title: 'Components/Messages/MessageLog',
  component: MessageLog,
  args: {
    conversation: buildConversation(),
    name: 'Maria G.',
    viewerId: VIEWER_ID,
    now: FIXTURE_NOW,
    onLoadEarlier: fn(),
    onReact: fn(),
    onRetrySend: fn(),
  },
  // The log fills the height the conversation gives it and scrolls inside.
  decorators: [
    (Story) => <Box sx={{ height: 480, display: 'flex', flexDirection: 'column' }}>{Story()}</Box>,
  ],
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof MessageLog>;

export const Playground: Story = {};
export const Empty: Story = { args: { conversation: buildConversation({ messages: [] }) } };
/** Two days of messages: time separators where more than 5 minutes passed. */
export const LongThread: Story = {
  args: { conversation: buildConversation({ messages: buildLongThread(), hasEarlier: true }) },
};
export const LoadingEarlier: Story = {
  args: {
    conversation: buildConversation({
      messages: buildLongThread(),
      hasEarlier: true,
      loadingEarlier: true,
    }),
  },
};
export const PendingAndFailed: Story = {
  args: {
    conversation: buildConversation({
      messages: buildPendingAndFailed(),
    }),
  },
};
/** Calls between the messages: missed, declined, completed and failed, each a centred entry. */
export const WithCalls: Story = {
  args: { conversation: buildConversation({ messages: buildThreadWithCalls() }) },
};
/**
 * A deleted account where the viewer never wrote: nothing is left, and nothing invites a hello
 * (in the conversation, the notice below the log says why).
 */
export const DeletedAccountEmpty: Story = {
  args: {
    conversation: buildConversation({ messages: [] }),
    name: 'Deleted account',
    deleted: true,
    onReact: undefined,
  },
};
/** A closed thread (the person is blocked): readable, but reactions cannot be changed. */
export const Closed: Story = { args: { onReact: undefined } };
export const Mobile: Story = {
  args: { conversation: buildConversation({ messages: buildLongThread() }) },
  tags: ['mobile'],
  ...mobile,
};
