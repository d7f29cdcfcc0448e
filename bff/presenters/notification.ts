import type { AppNotification, NotificationKind } from '../../contract/notifications';

/** What moderators decided about something of the person's (a moderation entry). */
export type ModerationOutcome =
  'post_rejected' | 'post_restored' | 'resource_approved' | 'resource_rejected';

/** An entry as stored (bff/models/notification.ts). */
export interface NotificationRecord {
  _id: string;
  owner_id: string;
  kind: NotificationKind;
  actors: string[];
  actor_count: number;
  seen?: string[];
  rev?: number;
  post_id?: string | null;
  comment_id?: string | null;
  request_id?: string | null;
  resource_id?: string | null;
  outcome?: ModerationOutcome | null;
  pos: number;
  read: boolean;
  updated_at: Date;
}

/** 'Bo', 'Bo and 1 other', 'Bo and 3 others'. */
const who = (name: string, others: number) =>
  others <= 0 ? name : `${name} and ${others} ${others === 1 ? 'other' : 'others'}`;

/** What someone did: the kinds that name people. */
const WHAT = {
  comment: 'commented on your post',
  reactions: 'reacted to your post',
  support_response: 'answered your request for support',
} as const;
type NamingKind = keyof typeof WHAT;
export const namesPeople = (kind: NotificationKind): kind is NamingKind => kind in WHAT;

/** The person's daily check-in reminder, in the app and on the phone. */
export const REMINDER_TEXT = 'Time for your daily check-in';

/** A moderation entry's text; `place` is the suggested resource's name. */
function moderationText(outcome: ModerationOutcome, place: string): string {
  switch (outcome) {
    case 'post_rejected':
      return 'Moderators removed your post: only you can see it now';
    case 'post_restored':
      return 'Moderators reviewed your post: it is on the feed again';
    case 'resource_approved':
      return `Your suggested place “${place}” is now on the map`;
    case 'resource_rejected':
      return `Your suggested place “${place}” was not added to the map`;
  }
}

/**
 * What a push to the lock screen says when the person has not turned previews on: the kind of
 * thing that happened, never a name nor what was written.
 */
export const PRIVATE_PUSH_TEXT: Record<NotificationKind, string> = {
  comment: 'Someone commented on your post',
  reactions: 'Someone reacted to your post',
  support_response: 'A peer answered your request for support',
  moderation: 'Moderators reviewed something you shared',
  reminder: REMINDER_TEXT,
};

/** Where an entry leads in the app. */
export function linkOf(n: NotificationRecord, namedId: string | null): string {
  switch (n.kind) {
    case 'support_response':
      return namedId ? `/messages?with=${encodeURIComponent(namedId)}` : '/messages';
    case 'reminder':
      return '/toolkit';
    case 'moderation':
      if (n.resource_id) return '/map';
      return `/social?post=${encodeURIComponent(n.post_id ?? '')}`;
    default:
      return `/social?post=${encodeURIComponent(n.post_id ?? '')}`;
  }
}

/** How an entry is worded: who did it (the kinds that name people) or what happened. */
export type Wording =
  { named: { id: string; name: string }; others: number } | { named: null; place?: string };

/** An entry's text as its owner reads it in the app (and on the phone with previews on). */
export function textOf(n: NotificationRecord, wording: Wording): string {
  if (namesPeople(n.kind) && wording.named)
    return `${who(wording.named.name, wording.others)} ${WHAT[n.kind]}`;
  if (n.kind === 'moderation' && n.outcome)
    return moderationText(n.outcome, wording.named ? '' : (wording.place ?? ''));
  if (n.kind === 'reminder') return REMINDER_TEXT;
  return PRIVATE_PUSH_TEXT[n.kind];
}

/**
 * An entry as its owner reads it. For the kinds that name people, `named` is the first of them
 * the owner may see, with the name they saved, and `others` how many more the entry counts
 * (people hidden by a block or whose account is gone are never named nor counted).
 */
export function presentNotification(
  n: NotificationRecord,
  wording: Wording,
  unread: boolean,
): AppNotification {
  return {
    id: n._id,
    kind: n.kind,
    text: textOf(n, wording),
    link: linkOf(n, wording.named?.id ?? null),
    updated_at: n.updated_at.toISOString(),
    read: !unread,
  };
}
