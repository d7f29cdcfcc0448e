import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { NOT_ACCEPTING_TEXT, SEND_TEXTS, type MessageType } from '../../contract/messages';
import { toggleReaction } from '../../domain/messages/reactions';
import { MessagesScreen, type MessagesScreenProps } from '../../ui/messages/MessagesScreen';
import {
  FIXTURE_NOW,
  VIEWER_ID,
  buildConversation,
  buildCorrespondent,
  buildLongThread,
  buildMessage,
  buildMessages,
  buildPendingAndFailed,
  buildThreads,
  minutesAgo,
} from '../../ui/messages/fixtures';
import type { ConversationState } from '../../ui/messages/types';

const resolved = () => fn(async () => {});

const meta: Meta<typeof MessagesScreen> = {
  title: 'Screens/Messages/MessagesScreen',
  component: MessagesScreen,
  args: {
    threads: buildThreads(),
    threadsStatus: 'ready',
    selectedUserId: 'u-maria',
    conversation: buildConversation(),
    viewerId: VIEWER_ID,
    mobile: false,
    now: FIXTURE_NOW,
    onSelectThread: fn(),
    onBack: fn(),
    onRetryThreads: fn(),
    onRetryConversation: fn(),
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
  argTypes: {
    threadsStatus: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
};
export default meta;
type Story = StoryObj<typeof MessagesScreen>;

const jordan = buildCorrespondent({
  id: 'u-jordan',
  display_name: 'Jordan',
  presence: { online: false, last_seen: null },
  blocked: true,
});

export const Playground: Story = {};
export const NothingSelected: Story = { args: { selectedUserId: null, conversation: null } };
export const ThreadsLoading: Story = {
  args: { threads: [], threadsStatus: 'loading', selectedUserId: null, conversation: null },
};
export const ThreadsError: Story = {
  args: { threads: [], threadsStatus: 'error', selectedUserId: null, conversation: null },
};
/** A new member: no conversations yet. */
export const Empty: Story = { args: { threads: [], selectedUserId: null, conversation: null } };
export const SearchNoMatch: Story = { args: { initialSearch: 'zed' } };
export const ConversationLoading: Story = {
  args: { selectedUserId: 'u-dev', conversation: null },
};
export const ConversationError: Story = {
  args: { conversation: buildConversation({ status: 'error', messages: [] }) },
};
/** Opened from the map or a post: nobody has written yet. */
export const NewConversation: Story = {
  args: { conversation: buildConversation({ messages: [] }) },
};
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
/** One message on its way, one that failed with its Retry, and the failure above the input. */
export const PendingAndFailed: Story = {
  args: {
    conversation: buildConversation({
      sending: true,
      sendError: SEND_TEXTS.offline,
      messages: buildPendingAndFailed(),
    }),
  },
};
/** The person turned messages off or blocked the viewer: the one neutral answer. */
export const NotAccepting: Story = {
  args: { conversation: buildConversation({ sendError: NOT_ACCEPTING_TEXT }) },
};
export const Blocked: Story = {
  args: {
    selectedUserId: 'u-jordan',
    conversation: buildConversation({
      other: jordan,
      messages: [
        buildMessage({
          id: 'j-1',
          sender_user_id: 'u-jordan',
          content: 'Why are you ignoring me?',
          created_at: minutesAgo(60 * 24 * 9),
        }),
      ],
    }),
  },
};
export const BlockConfirmation: Story = { args: { initialDialog: 'block' } };
export const ReportPerson: Story = { args: { initialDialog: 'report' } };
export const Mobile: Story = {
  args: { mobile: true, selectedUserId: null, conversation: null },
  tags: ['mobile'],
  ...mobile,
};
export const MobileConversation: Story = {
  args: { mobile: true, conversation: buildConversation({ typing: true }) },
  tags: ['mobile'],
  ...mobile,
};
export const MobileLongThread: Story = {
  args: {
    mobile: true,
    conversation: buildConversation({ messages: buildLongThread(), hasEarlier: true }),
  },
  tags: ['mobile'],
  ...mobile,
};

/** The screen with state: select, send (a thumbs-up too), react, block and unblock. */
function LiveMessages(args: MessagesScreenProps) {
  const [selected, setSelected] = useState<string | null>(args.selectedUserId);
  const [conversation, setConversation] = useState<ConversationState>(buildConversation());
  const [threads, setThreads] = useState(args.threads);
  const person = threads.find((t) => t.other_user_id === selected);
  const other = person
    ? buildCorrespondent({
        id: person.other_user_id,
        display_name: person.other_user_name,
        presence: person.presence,
        blocked: person.blocked,
      })
    : null;
  const setBlocked = async (blocked: boolean) =>
    setThreads((ts) => ts.map((t) => (t.other_user_id === selected ? { ...t, blocked } : t)));
  return (
    <MessagesScreen
      {...args}
      threads={threads}
      selectedUserId={selected}
      conversation={selected ? { ...conversation, other } : null}
      onSelectThread={(id) => {
        setSelected(id);
        setConversation(buildConversation({ messages: id === 'u-maria' ? buildMessages() : [] }));
      }}
      onBack={() => setSelected(null)}
      onSend={async (content: string, type: MessageType) => {
        const message = buildMessage({
          id: `live-${Date.now()}`,
          sender_user_id: VIEWER_ID,
          recipient_user_id: selected ?? '',
          content,
          message_type: type,
          is_read: false,
          created_at: new Date().toISOString(),
        });
        setConversation((c) => ({ ...c, messages: [...c.messages, message] }));
      }}
      onReact={(id, emoji) =>
        setConversation((c) => ({
          ...c,
          messages: c.messages.map((m) =>
            m.id === id ? { ...m, reactions: toggleReaction(m.reactions, VIEWER_ID, emoji) } : m,
          ),
        }))
      }
      onBlock={() => setBlocked(true)}
      onUnblock={() => setBlocked(false)}
      now={undefined}
    />
  );
}

/** Try it: everything works on local state (no server); times are real. */
export const Live: Story = {
  tags: ['skip-visual'],
  render: (args) => <LiveMessages {...args} />,
};
