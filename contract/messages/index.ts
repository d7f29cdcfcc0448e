/** Direct messages (docs/product.md, Messages): values, limits and shapes, no zod at run time. */
import type { CallEntry } from '../calls';
export type { NewMessage, MessageReactionInput, TypingInput } from './schemas';

export const MESSAGE_MAX = 2000;
/** The message reactions (docs/product.md, Message reactions), in picker order. */
export const MESSAGE_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '😡'] as const;
export type MessageReaction = (typeof MESSAGE_REACTIONS)[number];
export const MESSAGE_TYPES = ['text', 'emoji'] as const;
/** 'emoji' is the one-tap thumbs-up, shown while the input is empty (docs/product.md, Messages). */
export type MessageType = (typeof MESSAGE_TYPES)[number];
/** What a conversation holds: what people send, and the entries of their calls. */
export type MessageKind = MessageType | 'call';
export const THUMBS_UP = '👍';

/** docs/product.md, Constants at a glance. */
export const THREAD_REFRESH_MS = 30_000;
export const TYPING_INDICATOR_MS = 1_000;
export const TIME_SEPARATOR_GAP_MS = 5 * 60_000;
export const MESSAGE_INPUT_MAX_HEIGHT_PX = 100;
/** Messages per page of a conversation (newest first; `next_cursor` for older ones). */
export const MESSAGES_PAGE_SIZE = 50;
/** At most this many messages per minute per sender (bff/limits.ts, `messages`). */
export const MESSAGES_PER_MINUTE = 30;
/** Longest last-message preview in the thread list. */
export const PREVIEW_MAX = 120;

/**
 * The one answer to a send that may not go through: the same whether the recipient turned
 * accept_messages off or blocked the sender, so blocking stays silent.
 */
export const NOT_ACCEPTING_TEXT = 'This person is not accepting messages from you right now.';
/**
 * The answer to anything sent into a conversation whose other person deleted their account (a
 * message, a reaction, typing, a call): 404, as nothing of theirs is left to reach.
 */
export const ACCOUNT_DELETED_TEXT =
  'This account was deleted. No one will receive what you send here.';
/** Message send texts (docs/product.md, Sending). */
export const SEND_TEXTS = {
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Please try again.',
  offline: 'Error sending message. Please try again.',
} as const;

/** Whether a person is connected now, or when they last were (null: not seen since tracking). */
export interface Presence {
  online: boolean;
  last_seen: string | null;
}

/** One conversation in the viewer's list, with the other's presence (docs/product.md, Messages). */
export interface MessageThread {
  other_user_id: string;
  other_user_name: string;
  /** Preview of the last message (at most PREVIEW_MAX characters). */
  last_message: string;
  last_message_time: string;
  /** True when the viewer sent the last message. */
  last_message_mine: boolean;
  unread_count: number;
  presence: Presence;
  /** The viewer blocked this person: the thread stays readable, closed for sending. */
  blocked: boolean;
  /**
   * They deleted their account: named 'Deleted account', with no presence, nothing unread and
   * nothing that reaches them (docs/privacy-and-moderation.md, Delete my account).
   */
  deleted?: true;
}

export interface ThreadList {
  threads: MessageThread[];
}

/** Emoji -> ids of the people who chose it (docs/product.md, Message reactions). */
export type MessageReactions = Partial<Record<MessageReaction, string[]>>;

export interface Message {
  id: string;
  sender_user_id: string;
  recipient_user_id: string;
  content: string;
  created_at: string;
  /** The recipient has opened the conversation since this message arrived. */
  is_read: boolean;
  reactions: MessageReactions;
  message_type: MessageKind;
  /** For a call entry (message_type 'call'): the call, its outcome and length. */
  call?: CallEntry;
  /** Sent by a moderator of the community: the server knows, so no one can fake it. */
  by_moderator: boolean;
}

/** The person at the other end of a conversation, for its header. */
export interface Correspondent {
  id: string;
  display_name: string;
  presence: Presence;
  /** The viewer blocked this person. */
  blocked: boolean;
  /** They deleted their account: named 'Deleted account', nothing can reach them. */
  deleted?: boolean;
}

/** GET /api/messages/thread/{otherUserId}: newest messages, oldest first for display. */
export interface ConversationPage {
  messages: Message[];
  /** Pass as `?cursor=` for older messages; null when none. */
  next_cursor: string | null;
  other_user: Correspondent;
}
