import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { SEND_TEXTS } from '../../contract/messages';
import { ConversationPane } from '../../ui/messages/ConversationPane';
import {
  FIXTURE_NOW,
  VIEWER_ID,
  buildConversation,
  buildCorrespondent,
  buildDeletedAccountMessages,
  buildDeletedCorrespondent,
  buildLongThread,
  buildPendingAndFailed,
  minutesAgo,
} from '../../ui/messages/fixtures';

const resolved = () => fn(async () => {});

const meta: Meta<typeof ConversationPane> = {
  title: 'Components/Messages/ConversationPane',
  component: ConversationPane,
  args: {
    conversation: buildConversation(),
    viewerId: VIEWER_ID,
    now: FIXTURE_NOW,
    onBack: fn(),
    onRetry: fn(),
    onLoadEarlier: fn(),
    onSend: resolved(),
    onRetrySend: fn(),
    onTyping: fn(),
    onReact: fn(),
    onCall: fn(),
    onBlock: resolved(),
    onUnblock: resolved(),
    onReport: resolved(),
    onDismissSendError: fn(),
  },
  // The pane fills the height it is given, as in the screen.
  decorators: [(Story) => <Box sx={{ height: 640 }}>{Story()}</Box>],
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof ConversationPane>;

export const Playground: Story = {};
export const NothingSelected: Story = { args: { conversation: null } };
export const Loading: Story = {
  args: { conversation: buildConversation({ status: 'loading', messages: [] }) },
};
export const Error: Story = {
  args: { conversation: buildConversation({ status: 'error', messages: [] }) },
};
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
export const Typing: Story = { args: { conversation: buildConversation({ typing: true }) } };
export const PendingAndFailed: Story = {
  args: {
    conversation: buildConversation({
      sending: true,
      messages: buildPendingAndFailed(),
    }),
  },
};
export const SendError: Story = {
  args: { conversation: buildConversation({ sendError: SEND_TEXTS.failed }) },
};
export const AwayPerson: Story = {
  args: {
    conversation: buildConversation({
      other: buildCorrespondent({
        display_name: 'Sam',
        presence: { online: false, last_seen: minutesAgo(60 * 5) },
      }),
    }),
  },
};
export const Blocked: Story = {
  args: {
    conversation: buildConversation({
      other: buildCorrespondent({ display_name: 'Jordan', blocked: true }),
    }),
  },
};
/**
 * The other person deleted their account: only the viewer's messages are left, a notice stands in
 * for the input, and the header has no presence, calls or menu.
 */
export const DeletedAccount: Story = {
  args: {
    conversation: buildConversation({
      other: buildDeletedCorrespondent(),
      messages: buildDeletedAccountMessages(),
    }),
  },
};
/** A deleted account where the viewer never wrote: nothing left, and no hello invited. */
export const DeletedAccountNothingLeft: Story = {
  args: {
    conversation: buildConversation({ other: buildDeletedCorrespondent(), messages: [] }),
  },
};
/** The same on the narrowest phone, 320 px inside Storybook's padding: the notice wraps. */
export const DeletedAccountNarrow: Story = {
  args: { ...DeletedAccount.args, showBack: true },
  parameters: { maxWidth: 352 },
};
export const BlockConfirmation: Story = { args: { initialDialog: 'block' } };
export const ReportPerson: Story = { args: { initialDialog: 'report' } };
export const Mobile: Story = {
  args: { showBack: true },
  tags: ['mobile'],
  ...mobile,
};
