import type { StateCreator, StoreApi } from 'zustand';
import type {
  Correspondent,
  MessageReaction,
  MessageThread,
  MessageType,
} from '../../../contract/messages';
import type { ConversationMessage } from '../../../ui/messages/types';

export interface ConversationState {
  userId: string;
  status: 'loading' | 'ready' | 'error';
  other: Correspondent | null;
  messages: ConversationMessage[];
  /** Cursor of the messages before those shown; null: none. */
  nextCursor: string | null;
  loadingEarlier: boolean;
  /** Why the last send failed, shown in the pane until the next send. */
  sendError: string | null;
  /**
   * The newest time the other person has read up to, as heard live: a message of mine whose
   * answer arrives after that event is shown read too.
   */
  readUpTo: string | null;
}

export interface ThreadsSlice {
  threads: MessageThread[];
  threadsStatus: 'loading' | 'ready' | 'error';
  loadThreads: () => Promise<void>;
}

export interface ConversationSlice {
  selectedUserId: string | null;
  conversation: ConversationState | null;
  /** Opens the conversation with a person (null: none; on small screens, back to the list). */
  select: (userId: string | null) => void;
  loadConversation: () => Promise<void>;
  loadEarlier: () => Promise<void>;
}

export interface SendingSlice {
  /** A send is on its way: the send button waits (docs/product.md, The message input). */
  sending: boolean;
  /** Rejects with the text to show; the optimistic message is rolled back. */
  send: (content: string, type?: MessageType) => Promise<void>;
  /** Clears the send error (its close button). */
  dismissSendError: () => void;
}

export interface ReactionsSlice {
  /** Shows failures itself (a notice); the reaction is rolled back. */
  react: (messageId: string, emoji: MessageReaction) => Promise<void>;
}

export interface TypingSlice {
  /** People typing to the viewer right now (shown TYPING_INDICATOR_MS after each signal). */
  typing: Record<string, true>;
  /** Tells the other person the viewer is typing (at most once a second). */
  typed: () => void;
}

export interface SafetySlice {
  /** Block and unblock reject with the text to show (the dialog shows it). */
  block: () => Promise<void>;
  unblock: () => Promise<void>;
  /** Rejects with the text to show (the report dialog shows it). */
  reportMessage: (messageId: string, reason: string) => Promise<void>;
  reportPerson: (reason: string) => Promise<void>;
}

export type MessagesState = ThreadsSlice &
  ConversationSlice &
  SendingSlice &
  ReactionsSlice &
  TypingSlice &
  SafetySlice;

/** One concern's part of the messages store; it may read and update the whole state. */
export type MessagesSlice<T> = StateCreator<MessagesState, [], [], T>;

/** The store as slices and live updates reach it outside React. */
export type MessagesStore = Pick<StoreApi<MessagesState>, 'getState' | 'setState'>;
