import type { Correspondent, Message } from '../../contract/messages';

/** A message as the conversation shows it: `pending` while an optimistic send is unconfirmed. */
export type ConversationMessage = Message & {
  /** 'sending' until the server accepts it; 'failed' when it did not (offers Retry). */
  pending?: 'sending' | 'failed';
};

/** The kind of call the header's buttons start. */
export type { CallType } from '../../contract/calls';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** One open conversation, as the container keeps it. */
export interface ConversationState {
  /** 'loading' until the first page arrives. */
  status: LoadStatus;
  /** The person; null until the first page arrives (the thread's name is shown meanwhile). */
  other: Correspondent | null;
  /** Oldest first; optimistic ones last, marked `pending`. */
  messages: ConversationMessage[];
  /** Older messages exist: offers 'Load earlier messages'. */
  hasEarlier: boolean;
  /** Older messages are being fetched. */
  loadingEarlier: boolean;
  /** The other person is typing now. */
  typing: boolean;
  /** Why the last send failed (SEND_TEXTS or the server's words); null when it did not. */
  sendError: string | null;
  /** A send is in progress: the send buttons are disabled. */
  sending: boolean;
}
