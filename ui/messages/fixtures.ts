/**
 * Messages fixtures shared by stories and tests: fixed times relative to FIXTURE_NOW, realistic
 * words, overrides per call.
 */
import { DELETED_ACCOUNT_NAME } from '../../contract/account';
import { callEntryText, type CallEntry } from '../../contract/calls';
import type { Correspondent, Message, MessageThread } from '../../contract/messages';
import { FIXTURE_NOW, minutesAgo } from '../fixtures';
import type { ConversationMessage, ConversationState } from './types';

export { FIXTURE_NOW, minutesAgo };

export const VIEWER_ID = 'viewer';

export const buildThread = (overrides: Partial<MessageThread> = {}): MessageThread => ({
  other_user_id: 'u-maria',
  other_user_name: 'Maria G.',
  last_message: 'See you at the Tuesday circle. Bring a friend if you like!',
  last_message_time: minutesAgo(4),
  last_message_mine: false,
  unread_count: 2,
  presence: { online: true, last_seen: minutesAgo(0) },
  blocked: false,
  ...overrides,
});

/** Five conversations: unread, many unread ('9+'), the viewer's last word, away, blocked. */
export const buildThreads = (): MessageThread[] => [
  buildThread(),
  buildThread({
    other_user_id: 'u-dev',
    other_user_name: 'Dev',
    last_message: 'Day 91 today. Thank you for checking in on me every morning.',
    last_message_time: minutesAgo(38),
    unread_count: 12,
    presence: { online: false, last_seen: minutesAgo(5) },
  }),
  buildThread({
    other_user_id: 'u-sam',
    other_user_name: 'Sam',
    last_message: 'That breathing exercise really helped last night.',
    last_message_time: minutesAgo(60 * 3),
    last_message_mine: true,
    unread_count: 0,
    presence: { online: false, last_seen: minutesAgo(60 * 2) },
  }),
  buildThread({
    other_user_id: 'u-lee',
    other_user_name: 'Lee',
    last_message: '👍',
    last_message_time: minutesAgo(60 * 24 * 2),
    unread_count: 0,
    presence: { online: true, last_seen: minutesAgo(0) },
  }),
  buildThread({
    other_user_id: 'u-jordan',
    other_user_name: 'Jordan',
    last_message: 'Why are you ignoring me?',
    last_message_time: minutesAgo(60 * 24 * 9),
    unread_count: 0,
    presence: { online: false, last_seen: null },
    blocked: true,
  }),
];

/**
 * Maria's thread once she deleted her account: 'Deleted account', the viewer's own last message,
 * nothing unread, no presence, marked `deleted` (bff/services/messages.ts, threads).
 */
export const buildDeletedThread = (overrides: Partial<MessageThread> = {}): MessageThread =>
  buildThread({
    other_user_name: DELETED_ACCOUNT_NAME,
    last_message: 'Thank you for last night. I am okay now.',
    last_message_time: minutesAgo(60 * 24 * 4),
    last_message_mine: true,
    unread_count: 0,
    presence: { online: false, last_seen: null },
    deleted: true,
    ...overrides,
  });

export const buildCorrespondent = (overrides: Partial<Correspondent> = {}): Correspondent => ({
  id: 'u-maria',
  display_name: 'Maria G.',
  presence: { online: true, last_seen: minutesAgo(0) },
  blocked: false,
  ...overrides,
});

export const buildMessage = (overrides: Partial<ConversationMessage> = {}): ConversationMessage => {
  return {
    id: 'm1',
    sender_user_id: 'u-maria',
    recipient_user_id: VIEWER_ID,
    content: 'How are you holding up today?',
    created_at: minutesAgo(10),
    is_read: true,
    reactions: {},
    message_type: 'text',
    by_moderator: false,
    ...overrides,
  };
};

const theirs = (id: string, minutes: number, content: string, over: Partial<Message> = {}) =>
  buildMessage({ id, created_at: minutesAgo(minutes), content, ...over });
const mine = (id: string, minutes: number, content: string, over: Partial<Message> = {}) =>
  buildMessage({
    id,
    created_at: minutesAgo(minutes),
    content,
    sender_user_id: VIEWER_ID,
    recipient_user_id: 'u-maria',
    ...over,
  });

/** A short, recent exchange: reactions, a thumbs-up, the last one not read yet. */
export const buildMessages = (): ConversationMessage[] => [
  theirs('m-1', 32, 'Hey! How did the interview go?'),
  mine(
    'm-2',
    30,
    'It went well I think. I was so nervous, but I told them the truth about my gap year.',
    {
      reactions: { '❤️': ['u-maria'] },
    },
  ),
  theirs('m-3', 29, "That takes courage. I'm really proud of you."),
  mine('m-4', 28, '👍', { message_type: 'emoji' }),
  theirs('m-5', 6, 'Want to grab a coffee after the Tuesday circle?', {
    reactions: { '👍': [VIEWER_ID, 'u-maria'] },
  }),
  mine('m-6', 4, 'Yes, I would love that.', { is_read: false }),
];

/**
 * A call's entry as the server adds it when the call ends: Maria's missed video call to the viewer
 * unless told otherwise, its words those of callEntryText; `overrides` set the message around it
 * (its sender is the caller).
 */
export const buildCallEntry = (
  call: Partial<CallEntry> = {},
  overrides: Partial<ConversationMessage> = {},
): ConversationMessage => {
  const entry: CallEntry = {
    call_id: 'call-1',
    call_type: 'video',
    outcome: 'missed',
    duration_s: 0,
    ...call,
  };
  return buildMessage({
    id: `m-${entry.call_id}`,
    content: callEntryText(entry),
    message_type: 'call',
    call: entry,
    is_read: false,
    ...overrides,
  });
};

/** Calls between the messages: a missed one, a declined one, a talk, and one that broke. */
export const buildThreadWithCalls = (): ConversationMessage[] => [
  buildCallEntry({ call_id: 'c-1', call_type: 'video' }, { created_at: minutesAgo(120) }),
  theirs('w-1', 118, 'Sorry I missed you! Call me when you can.'),
  buildCallEntry(
    { call_id: 'c-2', call_type: 'audio', outcome: 'declined' },
    { created_at: minutesAgo(60), sender_user_id: VIEWER_ID, recipient_user_id: 'u-maria' },
  ),
  theirs('w-2', 59, 'In a meeting, 10 minutes?'),
  buildCallEntry(
    { call_id: 'c-3', call_type: 'audio', outcome: 'completed', duration_s: 14 * 60 },
    { created_at: minutesAgo(30), sender_user_id: VIEWER_ID, recipient_user_id: 'u-maria' },
  ),
  buildCallEntry(
    { call_id: 'c-4', call_type: 'video', outcome: 'failed' },
    { created_at: minutesAgo(8), is_read: true },
  ),
  mine('w-3', 6, 'The video dropped. Thank you for listening today.'),
];

/** The short exchange, then two of the viewer's: one that failed (offers Retry), one on its way. */
export const buildPendingAndFailed = (): ConversationMessage[] => [
  ...buildMessages(),
  buildMessage({
    id: 'temp-1',
    sender_user_id: VIEWER_ID,
    content: 'Is 6:30 okay for you?',
    created_at: minutesAgo(1),
    pending: 'failed',
  }),
  buildMessage({
    id: 'temp-2',
    sender_user_id: VIEWER_ID,
    content: 'I can bring the coffee.',
    created_at: minutesAgo(0),
    pending: 'sending',
  }),
];

/** A long conversation over two days, with gaps that put time separators between its parts. */
export const buildLongThread = (): ConversationMessage[] => {
  const day = 60 * 24;
  return [
    theirs('l-1', day + 300, 'Good morning! Did you sleep any better?'),
    mine('l-2', day + 297, 'A bit. I tried the body scan from the toolkit.'),
    theirs('l-3', day + 296, 'That one helps me too. Slow and steady.'),
    mine('l-4', day + 180, 'Cravings are loud this afternoon.'),
    theirs(
      'l-5',
      day + 178,
      'I hear you. What is around you right now? Name five things you can see.',
      {
        reactions: { '❤️': [VIEWER_ID] },
      },
    ),
    mine('l-6', day + 176, 'A lamp, my dog, a mug, the window, my shoes.'),
    theirs('l-7', day + 175, 'Good. Breathe with me: in for four, hold for four, out for four.'),
    mine('l-8', day + 170, 'Okay. It passed. Thank you for staying with me.'),
    theirs('l-9', day + 169, '👍', { message_type: 'emoji' }),
    theirs('l-10', 95, 'Checking in. How is today going?'),
    mine('l-11', 90, 'Better. I went to the 9am meeting and shared.'),
    theirs('l-12', 89, 'That is huge! 🎉', { reactions: { '😮': [VIEWER_ID, 'u-maria'] } }),
    mine('l-13', 12, 'Are you going on Tuesday?'),
    theirs('l-14', 3, 'Yes! Save me a seat.'),
  ];
};

/**
 * Maria deleted her account: the server names her 'Deleted account', shows no presence and marks
 * her `deleted`.
 */
export const buildDeletedCorrespondent = (): Correspondent =>
  buildCorrespondent({
    display_name: DELETED_ACCOUNT_NAME,
    presence: { online: false, last_seen: null },
    deleted: true,
  });

/** What the viewer keeps of the short exchange once Maria deleted her account: their own messages, without her reactions. */
export const buildDeletedAccountMessages = (): ConversationMessage[] =>
  buildMessages()
    .filter((m) => m.sender_user_id === VIEWER_ID)
    .map((m) => ({
      ...m,
      reactions: Object.fromEntries(
        Object.entries(m.reactions)
          .map(([emoji, ids]) => [emoji, ids.filter((id) => id !== 'u-maria')] as const)
          .filter(([, ids]) => ids.length > 0),
      ),
    }));

/** A conversation state; ready with the short exchange unless told otherwise. */
export const buildConversation = (
  overrides: Partial<ConversationState> = {},
): ConversationState => ({
  status: 'ready',
  other: buildCorrespondent(),
  messages: buildMessages(),
  hasEarlier: false,
  loadingEarlier: false,
  typing: false,
  sendError: null,
  sending: false,
  ...overrides,
});
