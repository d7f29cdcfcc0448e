import type { AppNotification, NotificationKind } from '../../contract/notifications';

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
  pos: number;
  read: boolean;
  updated_at: Date;
}

/** 'Bo', 'Bo and 1 other', 'Bo and 3 others'. */
const who = (name: string, others: number) =>
  others <= 0 ? name : `${name} and ${others} ${others === 1 ? 'other' : 'others'}`;

const WHAT: Record<NotificationKind, string> = {
  comment: 'commented on your post',
  reactions: 'reacted to your post',
  support_response: 'answered your request for support',
};

/**
 * An entry as its owner reads it. `named` is the first of its people the owner may see, with the
 * name they saved; `others` how many more the entry counts (people hidden by a block or whose
 * account is gone are never named nor counted).
 */
export function presentNotification(
  n: NotificationRecord,
  named: { id: string; name: string },
  others: number,
  unread: boolean,
): AppNotification {
  const link =
    n.kind === 'support_response'
      ? `/messages?with=${encodeURIComponent(named.id)}`
      : `/social?post=${encodeURIComponent(n.post_id ?? '')}`;
  return {
    id: n._id,
    kind: n.kind,
    text: `${who(named.name, others)} ${WHAT[n.kind]}`,
    link,
    updated_at: n.updated_at.toISOString(),
    read: !unread,
  };
}
