/**
 * A person's notifications (docs/notifications.md): what others did that concerns them, kept so
 * they learn of it even when they were not looking at that screen. Messages are not among them:
 * the Messages badge counts those.
 */

/** What a notification is about. */
export const NOTIFICATION_KINDS = [
  'comment',
  'reactions',
  'support_response',
  'moderation',
  'reminder',
] as const;
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
  /** When the daily check-in reminder comes, in `time_zone` (while `reminders` is on). */
  reminder_time: ClockTime;
  /**
   * Pushes to the phone say who and what ('Bo commented on your post'); off, only what kind of
   * thing happened ('Someone commented on your post'), so a lock screen tells nobody else more.
   */
  previews: boolean;
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
  reminder_time: '20:00',
  previews: false,
  time_zone: 'UTC',
};

/** The preference that turns each kind on or off. */
export const PREFERENCE_OF_KIND: Record<NotificationKind, keyof NotificationPreferences> = {
  comment: 'comments',
  reactions: 'reactions',
  support_response: 'support',
  moderation: 'moderation',
  reminder: 'reminders',
};

/** A live event (contract/events): the person's unread count changed. */
export interface NotificationsEvent {
  unread_count: number;
}

/** GET /api/notifications/push: what a browser needs to subscribe (null: push is not set up). */
export interface PushSetup {
  /** The server's VAPID public key, base64url, as PushManager.subscribe takes it. */
  public_key: string | null;
}

/** PUT /api/notifications/push: a browser's subscription, as PushSubscription.toJSON() gives it. */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What the service worker receives in a push and shows (app/sw/push.ts): never more than the
 * person's `previews` preference allows.
 */
export interface PushMessage {
  title: string;
  body: string;
  /** Where a tap opens. */
  link: string;
  /** Replaces an earlier notification of the same thing on the device. */
  tag: string;
}

/** The title of every push: the product's name, never what it is about. */
export const PUSH_TITLE = 'Peer Recovery Network';

/** Devices one person may receive pushes on; the oldest is forgotten beyond. */
export const PUSH_DEVICES_MAX = 10;

/**
 * POST /api/notifications/reminders/check-in: this device's report that the person checked in
 * today (their date, where they are), so today's reminder is skipped. Nothing else is sent.
 */
export interface CheckInReport {
  date: string;
}
