import type { CallOutcome } from '../../contract/calls';
import {
  MESSAGE_REACTIONS,
  type Message,
  type MessageReaction,
  type MessageReactions,
  type MessageThread,
  type Presence,
} from '../../contract/messages';
import { ANONYMOUS_NAME } from '../../domain/profile/displayName';
import type { Ref } from '../db/pagedList';
import type { InboxThread } from '../models/inbox';

/**
 * A message as stored in its conversation's list of references (bff/services/messages.ts): the
 * message itself, since a message never changes (reactions live beside it). Short keys: every
 * page holds up to 100 of them.
 */
export interface MessageRef {
  /** The sender's side of the pair (0, 1: bff/models/thread.ts sideOf). */
  s: 0 | 1;
  /** Content. */
  c: string;
  /** Sent at, ms since the epoch. */
  t: number;
  /** 'e' for the thumbs-up (message_type 'emoji'), 'c' for a call's entry; absent for text. */
  k?: 'e' | 'c';
  /** A call's entry: its id, video (1) or audio (0), outcome and length in seconds. */
  call?: { i: string; v: 0 | 1; o: CallOutcome; d: number };
  /** 1 when a moderator sent it (the 'Moderator' badge); absent otherwise. */
  m?: 1;
  /**
   * 1 once erased with its sender's account: the words are gone (`c` is empty) and readers skip
   * it; the position stays, so every other message keeps its id.
   */
  g?: 1;
}

/** `<smaller id>-<larger id>-<position>`: the conversation and the place in it, no lookup needed. */
export const messageIdOf = (pair: string, pos: number) => `${pair.replace(':', '-')}-${pos}`;

export function parseMessageId(id: string): { pair: string; pos: number } | null {
  // One spelling per message: no leading zeros, so '-007' is not a second id of '-7'.
  const m = /^([0-9a-f]{24})-([0-9a-f]{24})-(0|[1-9]\d{0,9})$/.exec(id);
  if (!m || m[1]! >= m[2]!) return null;
  return { pair: `${m[1]}:${m[2]}`, pos: Number(m[3]) };
}

/** Reactions as stored (`pos|userId|emoji` strings) grouped per message position. */
export function groupReactions(entries: readonly string[]): Map<number, MessageReactions> {
  const out = new Map<number, MessageReactions>();
  for (const entry of entries) {
    const [pos, userId, emoji] = entry.split('|');
    if (!userId || !MESSAGE_REACTIONS.includes(emoji as MessageReaction)) continue;
    const forMessage = out.get(Number(pos)) ?? {};
    (forMessage[emoji as MessageReaction] ??= []).push(userId);
    out.set(Number(pos), forMessage);
  }
  return out;
}

export function presentMessage(
  ref: Ref<MessageRef>,
  pair: string,
  isRead: boolean,
  reactions: MessageReactions | undefined,
): Message {
  const ids = pair.split(':') as [string, string];
  return {
    id: messageIdOf(pair, ref.pos),
    sender_user_id: ids[ref.s],
    recipient_user_id: ids[1 - ref.s]!,
    content: ref.c,
    created_at: new Date(ref.t).toISOString(),
    is_read: isRead,
    reactions: reactions ?? {},
    message_type: ref.k === 'e' ? 'emoji' : ref.k === 'c' ? 'call' : 'text',
    ...(ref.k === 'c' && ref.call
      ? {
          call: {
            call_id: ref.call.i,
            call_type: ref.call.v === 1 ? 'video' : 'audio',
            outcome: ref.call.o,
            duration_s: ref.call.d,
          },
        }
      : {}),
    by_moderator: ref.m === 1,
  };
}

export function presentThread(
  entry: InboxThread,
  presence: Presence,
  blocked: boolean,
): MessageThread {
  return {
    other_user_id: entry.otherId,
    other_user_name: entry.name || ANONYMOUS_NAME,
    last_message: entry.last,
    last_message_time: new Date(entry.at).toISOString(),
    last_message_mine: entry.mine,
    unread_count: entry.unread,
    presence,
    blocked,
  };
}
