/**
 * A person's notifications (docs/notifications.md): what others did that concerns them, kept so
 * they learn of it even when they were not looking at that screen. Messages are not among them:
 * the Messages badge counts those.
 */

/** What a notification is about. */
export const NOTIFICATION_KINDS = ['comment', 'reactions', 'support_response'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One entry of the list, as the person sees it. */
export interface AppNotification {
  id: string;
  kind: NotificationKind;
  /** What happened, naming only people the reader may see ('Bo and 3 others reacted to your post'). */
  text: string;
  /** Where in the app it is about ('/social?post=…', '/messages?with=…'). */
  link: string;
  /** When it last changed (a grouped entry: its newest reaction), ISO 8601. */
  updated_at: string;
  read: boolean;
}

/** GET /api/notifications: newest first; `next_cursor` asks for older ones. */
export interface NotificationsPage {
  notifications: AppNotification[];
  /** Unread entries, counted up to UNREAD_COUNT_MAX (the badge shows '99+' beyond 99). */
  unread_count: number;
  next_cursor: string | null;
}

/** Entries per page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The unread count stops counting here: a badge shows '99+' above 99. */
export const UNREAD_COUNT_MAX = 100;
/** POST /api/notifications/read marks at most this many ids at once. */
export const READ_IDS_MAX = 100;

/** 'HH:MM' on a 24-hour clock, in the person's time zone. */
export type ClockTime = string;

/** Which kinds notify, and when pushes to the phone wait (GET/PUT /api/notifications/preferences). */
export interface NotificationPreferences {
  /** Comments on my posts. */
  comments: boolean;
  /** Reactions to my posts. */
  reactions: boolean;
  /** Peers answering my request for support. */
  support: boolean;
  /** Outcomes of moderation of what I posted or suggested. */
  moderation: boolean;
  /** My daily check-in reminder. */
  reminders: boolean;
  /** Pushes to the phone wait from `start` until `end` (in-app entries do not); null: never. */
  quiet_hours: { start: ClockTime; end: ClockTime } | null;
  /** The person's IANA time zone ('Europe/Lisbon'), for quiet hours and the reminder. */
  time_zone: string;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  comments: true,
  reactions: true,
  support: true,
  moderation: true,
  reminders: false,
  quiet_hours: null,
  time_zone: 'UTC',
};

/** The preference that turns each kind on or off. */
export const PREFERENCE_OF_KIND: Record<NotificationKind, keyof NotificationPreferences> = {
  comment: 'comments',
  reactions: 'reactions',
  support_response: 'support',
};

/** A live event (contract/events): the person's unread count changed. */
export interface NotificationsEvent {
  unread_count: number;
}
