/**
 * GET /api/events: the Server-Sent Events a signed-in person receives. Each arrives as
 * `event: <type>` with `data:` the JSON below.
 */
import type { Message, MessageReactions, MessageThread, Presence } from '../messages';

export interface MessageEvent {
  /** The new message, and the thread as the receiving person's list shows it now. */
  message: Message;
  thread: MessageThread;
}
export interface ReadEvent {
  /** The person who opened the conversation, and the newest message they have now read. */
  reader_id: string;
  other_user_id: string;
  up_to: string;
}
export interface ReactionEvent {
  message_id: string;
  other_user_id: string;
  reactions: MessageReactions;
}
export interface TypingEvent {
  user_id: string;
}
export interface PresenceEvent {
  user_id: string;
  presence: Presence;
}
export interface ServerEvents {
  message: MessageEvent;
  read: ReadEvent;
  reaction: ReactionEvent;
  typing: TypingEvent;
  presence: PresenceEvent;
}
export type ServerEventType = keyof ServerEvents;
export const SERVER_EVENT_TYPES: readonly ServerEventType[] = [
  'message',
  'read',
  'reaction',
  'typing',
  'presence',
];
/** The stream sends a comment this often so proxies keep it open and the client sees it live. */
export const EVENTS_HEARTBEAT_MS = 25_000;
