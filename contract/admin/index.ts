/**
 * The moderation console (docs/product.md, Admin): what moderators see and do, with no zod at run
 * time. Every call is refused on the server to anyone not in ADMIN_EMAILS.
 */
import type { AdPlacement } from '../help';
import type { ModerationStatus } from '../social';

export * from './places';
export type {
  MeetingGroupInput,
  PlaceSearchQuery,
  ResourceInput,
  AdInput,
  AuditQuery,
  CenterInput,
  ContactMessageInput,
  AdminListQuery,
} from './schemas';

/** How many items an admin list answers per page unless asked for fewer. */
export const ADMIN_PAGE_SIZE = 25;

/** What a report can be about. */
export const REPORT_TARGETS = ['post', 'message', 'user'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/**
 * A report case gathers every report of one post, message or person. 'open' waits for a
 * moderator; the others say what the moderator did (each can be undone from the audit log).
 */
export const CASE_STATUSES = ['open', 'dismissed', 'hidden', 'suspended'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** How many messages on each side of a reported one the moderator sees. */
export const MESSAGE_CONTEXT_EACH_SIDE = 2;

export interface ReasonCount {
  reason: string;
  count: number;
}

/** One message of a reported message's surroundings (never more of the conversation). */
export interface CaseMessage {
  id: string;
  sender_name: string;
  content: string;
  created_at: string;
  /** The reported message itself. */
  is_reported: boolean;
}

/** What the moderator sees of the reported thing. */
export type CasePreview =
  | {
      kind: 'post';
      content: string;
      created_at: string;
      post_status: ModerationStatus | 'deleted';
    }
  | { kind: 'message'; messages: CaseMessage[] }
  | { kind: 'user'; display_name: string; bio: string };

/** GET /api/admin/reports: one entry per reported thing, newest report first. */
export interface ReportCase {
  /** `<target_type>:<target_id>`. */
  id: string;
  target_type: ReportTarget;
  target_id: string;
  /** Whom it is about: the post's author, the message's sender, the reported person. */
  subject_user_id: string | null;
  subject_name: string;
  subject_suspended: boolean;
  /** Admins cannot be suspended. */
  subject_is_admin: boolean;
  preview: CasePreview;
  reporters_count: number;
  reasons: ReasonCount[];
  first_reported_at: string;
  last_reported_at: string;
  status: CaseStatus;
}

export interface ReportCasesPage {
  cases: ReportCase[];
  next_cursor: string | null;
}

export const CASE_ACTIONS = ['dismiss', 'hide', 'suspend'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

/** One report of a pending post, as the moderator sees it (the reporter stays unnamed). */
export interface PostReportEntry {
  reason: string;
  created_at: string;
  /** Whether it counted toward the automatic hold (an established reporter). */
  counts_toward_hold: boolean;
}

/** GET /api/admin/pending-posts: posts with open reports, held ones first. */
export interface PendingPost {
  id: string;
  user_id: string;
  display_name: string;
  content: string;
  created_at: string;
  /** Held for review ('Pending review'): out of every feed but its author's. */
  held: boolean;
  reports_count: number;
  hold_reports_count: number;
  reports: PostReportEntry[];
}

export interface PendingPostsPage {
  posts: PendingPost[];
  next_cursor: string | null;
}

/** GET /api/admin/pending-resources: suggestions waiting for a moderator. */
export interface PendingResource {
  id: string;
  name: string;
  resource_type: string;
  address: string;
  description: string;
  phone: string;
  website: string;
  latitude: number;
  longitude: number;
  services: string[];
  created_at: string;
  suggested_by_name: string;
}

export interface PendingResourcesPage {
  resources: PendingResource[];
  next_cursor: string | null;
}

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
/** A contact message from the Contact us form, or a listing inquiry from Get Help. */
export const CONTACT_KINDS = ['contact', 'listing'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** GET /api/admin/contact-messages: newest first. */
export interface ContactMessage {
  id: string;
  kind: ContactKind;
  subject: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
  is_read: boolean;
}

export interface ContactMessagesPage {
  messages: ContactMessage[];
  next_cursor: string | null;
}

/** Every moderator action, as the audit log names it. */
export const AUDIT_ACTIONS = [
  'post.approve',
  'post.reject',
  'resource.approve',
  'resource.reject',
  'resource.save',
  'resource.remove',
  'resource.restore',
  'meeting.save',
  'meeting.remove',
  'meeting.restore',
  'report.dismiss',
  'content.hide',
  'user.suspend',
  'user.unsuspend',
  'contact.read',
  'ad.save',
  'center.save',
  'import.run',
  'undo',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Actions the audit log can undo (the others are undone by acting again, e.g. editing an ad). */
export const UNDOABLE_ACTIONS: readonly AuditAction[] = [
  'post.approve',
  'post.reject',
  'resource.approve',
  'resource.reject',
  'resource.remove',
  'resource.restore',
  'meeting.remove',
  'meeting.restore',
  'report.dismiss',
  'content.hide',
  'user.suspend',
  'user.unsuspend',
  'contact.read',
];

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'post.approve': 'Approved post',
  'post.reject': 'Rejected post',
  'resource.approve': 'Approved resource',
  'resource.reject': 'Rejected resource',
  'resource.save': 'Saved resource',
  'resource.remove': 'Took resource off the map',
  'resource.restore': 'Put resource back on the map',
  'meeting.save': 'Saved meeting group',
  'meeting.remove': 'Took meeting group off the map',
  'meeting.restore': 'Put meeting group back on the map',
  'report.dismiss': 'Dismissed reports',
  'content.hide': 'Hid content',
  'user.suspend': 'Suspended person',
  'user.unsuspend': 'Unsuspended person',
  'contact.read': 'Marked message read',
  'ad.save': 'Saved advertisement',
  'center.save': 'Saved treatment center',
  'import.run': 'Imported places',
  undo: 'Undid an action',
};

/** A field's value before or after an action ('status': 'pending' → 'rejected'). */
export type AuditState = Readonly<Record<string, string | number | boolean | null>>;

/** GET /api/admin/audit: newest first; append-only. */
export interface AuditEntry {
  id: string;
  at: string;
  moderator_id: string;
  moderator_email: string;
  action: AuditAction;
  target_type: string;
  target_id: string;
  /** A short human label of the target (a post's first words, a person's name). */
  target_label: string;
  before: AuditState | null;
  after: AuditState | null;
  /** Whether POST /api/admin/audit/{id}/undo can still reverse it. */
  undoable: boolean;
  /** For an undo: the entry it reversed. */
  undoes: string | null;
}

/** Someone who has acted in the console (the audit log's moderator filter). */
export interface Moderator {
  id: string;
  email: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  next_cursor: string | null;
  /** Everyone who ever acted, for the moderator filter. */
  moderators: Moderator[];
}

/** GET /api/admin/counts: what each tab of /admin shows beside its name. */
export interface AdminCounts {
  /** Open report cases. */
  reports: number;
  /** Posts with open reports (held or not). */
  posts: number;
  /** Suggested resources waiting. */
  places: number;
  /** Unread contact messages. */
  messages: number;
  /** Active ads and centers. */
  ads_centers: number;
}

/** An advertisement as the console edits it. */
export interface AdminAd {
  id: string;
  advertiser_id: string;
  advertiser_name: string;
  ad_title: string;
  ad_description: string;
  /** /media/<id> or ''. */
  ad_image_url: string;
  ad_url: string;
  placement: AdPlacement;
  /** ISO dates; null means no bound. */
  active_from: string | null;
  active_until: string | null;
  active: boolean;
}

/** A sponsored treatment center as the console edits it. */
export interface AdminCenter {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  website: string;
  logo_url: string;
  description: string;
  services: string[];
  /** 3 Featured, 2 Premium, 1 Basic. */
  priority_level: 1 | 2 | 3;
  advertiser_id: string;
  active: boolean;
}

export interface AdsAndCenters {
  ads: AdminAd[];
  centers: AdminCenter[];
}

/** Images an admin may upload (checked by content, not by name). */
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const MEDIA_MAX_BYTES = 200 * 1024;

/** POST /api/admin/media: the stored image's address. */
export interface MediaUploaded {
  id: string;
  url: string;
}

/** POST /api/admin/imports: what `npm run import` prints, as data. */
export interface ImportReport {
  kind: 'meeting-guide' | 'treatment-csv';
  imported: number;
  updated: number;
  skipped: { line: number; reason: string }[];
}

/** How far back the revenue summary looks. */
export const REVENUE_WINDOW_DAYS = 30;

export interface RevenueTotal {
  key: string;
  label: string;
  events: number;
  amount_cents: number;
}

/** GET /api/admin/revenue: booked events of the last REVENUE_WINDOW_DAYS days. */
export interface RevenueSummary {
  from: string;
  to: string;
  total_cents: number;
  by_type: RevenueTotal[];
  by_advertiser: RevenueTotal[];
  /** One entry per day, oldest first, days without events included (key YYYY-MM-DD). */
  by_day: RevenueTotal[];
}
