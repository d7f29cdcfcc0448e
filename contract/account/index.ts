/**
 * A person's own account and data (docs/product.md, Privacy & account): downloading everything the
 * server keeps about them, deleting the account, and seeing and ending their signed-in sessions.
 * Types only: no zod reaches the browser.
 */
export type { DeleteAccountInput } from './schemas';

/** The word a person types to confirm deleting their account (and the body's `confirm`). */
export const DELETE_CONFIRM_WORD = 'DELETE';

/** How the other side of a conversation with a deleted account is named. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/** The file GET /api/account/export answers with, named for the day (UTC) it was made. */
export const exportFileName = (at: Date) =>
  `peer-support-data-${at.toISOString().slice(0, 10)}.json`;

/**
 * Whether the end of an export file is the end of a whole one: the server writes
 * `"complete": true` last, so a file cut on its way (the connection or the database failed
 * half-way) lacks it.
 */
export const endsWholeExport = (tail: string) => /"complete":\s*true\s*\}\s*$/.test(tail);

/** What a person is told when their file came cut short. */
export const EXPORT_CUT_TEXT = 'Your file was cut off on its way. Please try again.';

/** One signed-in browser or device of the person (GET /api/account/sessions). */
export interface AccountSession {
  /** Names the session in DELETE /api/account/sessions/{id}; not its secret. */
  id: string;
  /** From the browser's user agent, e.g. 'Firefox on Windows'. */
  device: string;
  created_at: string;
  last_seen_at: string;
  /** The session this request came from ('This device'). */
  current: boolean;
}

export interface AccountSessions {
  sessions: AccountSession[];
}

/** DELETE /api/account/sessions (everywhere else): how many sessions ended. */
export interface SessionsEnded {
  ended: number;
}

/** DELETE /api/account: the account is gone (and this browser is signed out). */
export interface AccountDeleted {
  deleted: true;
}

/** The top-level keys of the export file, in the order they are written. */
export const EXPORT_SECTIONS = [
  'account',
  'profile',
  'location',
  'sessions',
  'posts',
  'comments',
  'reactions',
  'reports',
  'blocks',
  'conversations',
  'calls',
  'support_requests',
  'notification_preferences',
  'store_interest',
  'contact_messages',
  'place_suggestions',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/** What the export file says about itself, first in the file. */
export interface ExportHeader {
  format: 'peer-support-account-export';
  version: 1;
  exported_at: string;
  /** Where the toolkit is: on the device, never in this file (it has its own 'Save a copy'). */
  note: string;
}
