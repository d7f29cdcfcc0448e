/**
 * GET /api/events: the Server-Sent Events a signed-in person receives. Each arrives as
 * `event: <type>` with `data:` the JSON below.
 */
import type { Message, MessageReactions, MessageThread, Presence } from '../messages';
import type { CallInfo, CallSignalInput } from '../calls';
import type { NotificationsEvent } from '../notifications';
import type { IncomingSupportRequest } from '../support';

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
/** A support request closed or ended: peers drop it from their 'Support requests'. */
export interface SupportRequestClosedEvent {
  id: string;
}
/** A peer answered the viewer's support request. */
export interface SupportResponseEvent {
  request_id: string;
  responder_id: string;
  responder_name: string;
}
/**
 * The person's sessions were ended by the server (a moderator suspended the account): every open
 * tab signs out and says why. The stream closes right after it. With `session`, only that one
 * session was ended (from the person's list of sessions): only its tabs receive it.
 */
export interface SignedOutEvent {
  reason: 'suspended' | 'session_ended' | 'account_deleted';
  message: string;
  /** The ended session's public id (`AccountSession.id`, contract/account). */
  session?: string;
}
/** What a suspended person is told when their open app signs out. */
export const SUSPENDED_MESSAGE =
  'Your account has been suspended by our moderators, and you have been signed out.';
/** What every open app of a person is told when their account was deleted. */
export const ACCOUNT_DELETED_MESSAGE = 'Your account was deleted.';
/** What a browser is told when its session was ended from the person's list of sessions. */
export const SESSION_ENDED_MESSAGE =
  'This session was ended from your list of signed-in devices, and you have been signed out.';
/** A WebRTC description or candidate from the other person of a call (relayed as it came). */
export type CallSignalEvent = CallSignalInput & { call_id: string; from_user_id: string };
export interface ServerEvents {
  message: MessageEvent;
  read: ReadEvent;
  reaction: ReactionEvent;
  typing: TypingEvent;
  presence: PresenceEvent;
  support_request: IncomingSupportRequest;
  support_request_closed: SupportRequestClosedEvent;
  support_response: SupportResponseEvent;
  signed_out: SignedOutEvent;
  /** A call of the person's started ringing, was answered, or ended. */
  call: CallInfo;
  call_signal: CallSignalEvent;
  /** The person's count of unread notifications changed (contract/notifications). */
  notifications: NotificationsEvent;
}
export type ServerEventType = keyof ServerEvents;
export const SERVER_EVENT_TYPES: readonly ServerEventType[] = [
  'message',
  'read',
  'reaction',
  'typing',
  'presence',
  'support_request',
  'support_request_closed',
  'support_response',
  'signed_out',
  'call',
  'call_signal',
  'notifications',
];
/** The stream sends a comment this often so proxies keep it open and the client sees it live. */
export const EVENTS_HEARTBEAT_MS = 25_000;
