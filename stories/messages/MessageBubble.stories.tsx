import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { MessageBubble } from '../../ui/messages/MessageBubble';
import { VIEWER_ID, buildCallEntry, buildMessage } from '../../ui/messages/fixtures';

const own = { sender_user_id: VIEWER_ID, recipient_user_id: 'u-maria' } as const;

const meta: Meta<typeof MessageBubble> = {
  title: 'Components/Messages/MessageBubble',
  component: MessageBubble,
  args: {
    message: buildMessage(),
    viewerId: VIEWER_ID,
    otherName: 'Maria G.',
    onReact: fn(),
    onRetry: fn(),
  },
  parameters: { maxWidth: 640 },
};
export default meta;
type Story = StoryObj<typeof MessageBubble>;

export const Playground: Story = {};
export const MineSent: Story = {
  args: { message: buildMessage({ ...own, content: 'On my way!', is_read: false }) },
};
export const MineRead: Story = {
  args: { message: buildMessage({ ...own, content: 'On my way!', is_read: true }) },
};
export const ThumbsUp: Story = {
  args: { message: buildMessage({ ...own, content: '👍', message_type: 'emoji' }) },
};
export const WithReactions: Story = {
  args: {
    message: buildMessage({
      content: 'Ninety days today.',
      reactions: { '❤️': ['u-maria'], '👍': [VIEWER_ID] },
    }),
  },
};
export const Sending: Story = {
  args: { message: buildMessage({ ...own, content: 'Be there soon', pending: 'sending' }) },
};
export const Failed: Story = {
  args: { message: buildMessage({ ...own, content: 'Be there soon', pending: 'failed' }) },
};
export const LongText: Story = {
  args: {
    message: buildMessage({
      content:
        'Some days the cravings still come out of nowhere. What helps me is to text someone, walk around the block, and remember that the feeling always passes.\n\nYou are not alone in this. Write any time, day or night.',
    }),
  },
};
/** A moderator wrote it: the badge comes from the server, never from the name. */
export const FromModerator: Story = {
  args: {
    otherName: 'Sam',
    message: buildMessage({
      sender_user_id: 'u-sam',
      content: 'Hi, I am one of the moderators. I saw your report and wanted to check in.',
      by_moderator: true,
    }),
  },
};
export const ReactionPickerOpen: Story = {
  args: { initialPickerOpen: true },
  decorators: [(Story) => <div style={{ paddingTop: 64 }}>{Story()}</div>],
};
/** A call's entry, not a bubble: centred, no reactions or ticks, even with onReact given. */
export const CallMissed: Story = {
  args: { message: buildCallEntry({ call_type: 'video', outcome: 'missed' }) },
};
/** The viewer called and Maria declined: the same words either way. */
export const CallDeclined: Story = {
  args: { message: buildCallEntry({ call_type: 'audio', outcome: 'declined' }, own) },
};
export const CallCompletedVideo: Story = {
  args: {
    message: buildCallEntry({ call_type: 'video', outcome: 'completed', duration_s: 23 * 60 }),
  },
};
export const CallFailed: Story = {
  args: { message: buildCallEntry({ call_type: 'audio', outcome: 'failed' }, own) },
};
export const CallMobile: Story = {
  args: {
    message: buildCallEntry({ call_type: 'audio', outcome: 'completed', duration_s: 45 }),
  },
  tags: ['mobile'],
  ...mobile,
};
