/**
 * Moderation console fixtures shared by stories and tests, typed from contract/admin: realistic,
 * fictional, at fixed times relative to FIXTURE_NOW (so relative times and screenshots never
 * change), with overrides. The ads and centers are the Get Help sample (domain/help/demo.ts).
 */
import { DELETED_ACCOUNT_NAME } from '../../contract/account';
import type {
  AdminAd,
  AdminCenter,
  AdminCounts,
  AdminMeetingGroup,
  AdminResource,
  AdsAndCenters,
  AuditEntry,
  ContactMessage,
  ImportReport,
  PendingPost,
  PendingResource,
  ReportCase,
  RevenueSummary,
  RevenueTotal,
} from '../../contract/admin';
import { DEMO_ADS, DEMO_CENTERS } from '../../domain/help/demo';
import { FIXTURE_NOW, minutesAgo } from '../fixtures';
import { FIXTURE_BANNER, FIXTURE_LOGO } from '../help/fixtures';
import type { PlaceSearch } from './places';

export { FIXTURE_NOW };

const HOUR = 60;
const DAY = 24 * HOUR;

/** `n` items built from their index (long lists). */
export const many = <T>(n: number, build: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => build(i));

/** A 24-hex id, as places, ads and centers have. */
const hexId = (prefix: string, i: number) =>
  `${prefix}${i.toString(16)}`.padEnd(24, '0').slice(0, 24);

export const buildAdminCounts = (overrides: Partial<AdminCounts> = {}): AdminCounts => ({
  reports: 3,
  posts: 2,
  places: 2,
  messages: 1,
  ads_centers: 5,
  ...overrides,
});

export const buildPostCase = (overrides: Partial<ReportCase> = {}): ReportCase => ({
  id: 'post:p-41',
  target_type: 'post',
  target_id: 'p-41',
  subject_user_id: 'u-jordan',
  subject_name: 'Jordan P.',
  subject_suspended: false,
  subject_is_admin: false,
  preview: {
    kind: 'post',
    content:
      'Anyone who wants to skip the meeting tonight, DM me. I know a place where nobody asks questions.',
    created_at: minutesAgo(5 * HOUR),
    post_status: 'pending',
  },
  reporters_count: 3,
  reasons: [
    { reason: 'Encourages use', count: 2 },
    { reason: 'Spam', count: 1 },
  ],
  first_reported_at: minutesAgo(4 * HOUR),
  last_reported_at: minutesAgo(25),
  status: 'open',
  ...overrides,
});

export const buildMessageCase = (overrides: Partial<ReportCase> = {}): ReportCase => ({
  id: 'message:m-7',
  target_type: 'message',
  target_id: 'm-7',
  subject_user_id: 'u-casey',
  subject_name: 'Casey',
  subject_suspended: false,
  subject_is_admin: false,
  preview: {
    kind: 'message',
    messages: [
      {
        id: 'm-5',
        sender_name: 'Casey',
        content: 'Hey, saw your post about day 30.',
        created_at: minutesAgo(3 * HOUR + 10),
        is_reported: false,
      },
      {
        id: 'm-6',
        sender_name: 'Riley',
        content: 'Thanks! It has been a long month.',
        created_at: minutesAgo(3 * HOUR + 8),
        is_reported: false,
      },
      {
        id: 'm-7',
        sender_name: 'Casey',
        content: 'You should celebrate with one drink. Nobody would know. Send me your address.',
        created_at: minutesAgo(3 * HOUR + 5),
        is_reported: true,
      },
      {
        id: 'm-8',
        sender_name: 'Riley',
        content: 'Please stop.',
        created_at: minutesAgo(3 * HOUR + 4),
        is_reported: false,
      },
    ],
  },
  reporters_count: 1,
  reasons: [{ reason: 'Harassment', count: 1 }],
  first_reported_at: minutesAgo(3 * HOUR),
  last_reported_at: minutesAgo(3 * HOUR),
  status: 'open',
  ...overrides,
});

export const buildPersonCase = (overrides: Partial<ReportCase> = {}): ReportCase => ({
  id: 'user:u-sky',
  target_type: 'user',
  target_id: 'u-sky',
  subject_user_id: 'u-sky',
  subject_name: 'Sky Deals',
  subject_suspended: false,
  subject_is_admin: false,
  preview: {
    kind: 'user',
    display_name: 'Sky Deals',
    bio: 'Cheap pills, fast delivery. Message me for prices.',
  },
  reporters_count: 5,
  reasons: [
    { reason: 'Selling substances', count: 4 },
    { reason: 'Spam', count: 1 },
  ],
  first_reported_at: minutesAgo(2 * DAY),
  last_reported_at: minutesAgo(2 * HOUR),
  status: 'open',
  ...overrides,
});

/**
 * A reported message whose sender deleted their account: their other messages are erased (left
 * out), the reported one shows the words the case kept, and there is no one left to suspend.
 */
export const buildDeletedSenderCase = (overrides: Partial<ReportCase> = {}): ReportCase => {
  const base = buildMessageCase();
  const messages = base.preview.kind === 'message' ? base.preview.messages : [];
  return {
    ...base,
    subject_user_id: null,
    subject_name: DELETED_ACCOUNT_NAME,
    preview: {
      kind: 'message',
      messages: messages
        .filter((m) => m.sender_name !== 'Casey' || m.is_reported)
        .map((m) => (m.sender_name === 'Casey' ? { ...m, sender_name: DELETED_ACCOUNT_NAME } : m)),
    },
    ...overrides,
  };
};

/** A reported person who deleted their account since: named 'Deleted account', nothing else. */
export const buildDeletedPersonCase = (overrides: Partial<ReportCase> = {}): ReportCase =>
  buildPersonCase({
    subject_user_id: null,
    subject_name: DELETED_ACCOUNT_NAME,
    preview: { kind: 'user', display_name: DELETED_ACCOUNT_NAME, bio: '' },
    ...overrides,
  });

/** One case of each kind: a post, a message and a person. */
export const buildReportCases = (): ReportCase[] => [
  buildPostCase(),
  buildMessageCase(),
  buildPersonCase(),
];

export const buildPendingPost = (overrides: Partial<PendingPost> = {}): PendingPost => ({
  id: 'p-41',
  user_id: 'u-jordan',
  display_name: 'Jordan P.',
  content:
    'Anyone who wants to skip the meeting tonight, DM me. I know a place where nobody asks questions.',
  created_at: minutesAgo(5 * HOUR),
  held: true,
  reports_count: 3,
  hold_reports_count: 2,
  reports: [
    { reason: 'Encourages use', created_at: minutesAgo(4 * HOUR), counts_toward_hold: true },
    { reason: 'Encourages use', created_at: minutesAgo(2 * HOUR), counts_toward_hold: true },
    { reason: 'Spam', created_at: minutesAgo(25), counts_toward_hold: false },
  ],
  ...overrides,
});

/** A held post first, then one with a single report that did not hold it. */
export const buildPendingPosts = (): PendingPost[] => [
  buildPendingPost(),
  buildPendingPost({
    id: 'p-52',
    user_id: 'u-alex',
    display_name: 'Alex',
    content: 'Day 12. The cravings at night are brutal but I am still here.',
    created_at: minutesAgo(DAY + 3 * HOUR),
    held: false,
    reports_count: 1,
    hold_reports_count: 0,
    reports: [{ reason: 'Off topic', created_at: minutesAgo(DAY), counts_toward_hold: false }],
  }),
];

/**
 * A reported post erased with its author's account: it waits as its case kept it, never held, and
 * a decision closes the case with nothing left to publish or remove.
 */
export const buildErasedPendingPost = (overrides: Partial<PendingPost> = {}): PendingPost =>
  buildPendingPost({
    id: 'p-63',
    user_id: 'u-gone',
    display_name: DELETED_ACCOUNT_NAME,
    content: 'Selling my leftover prescriptions, message me before they are gone.',
    created_at: minutesAgo(2 * DAY),
    held: false,
    reports_count: 2,
    hold_reports_count: 0,
    reports: [
      {
        reason: 'Selling substances',
        created_at: minutesAgo(DAY + HOUR),
        counts_toward_hold: false,
      },
      { reason: 'Selling substances', created_at: minutesAgo(DAY), counts_toward_hold: false },
    ],
    ...overrides,
  });

export const buildPendingResource = (
  overrides: Partial<PendingResource> = {},
): PendingResource => ({
  id: hexId('a1', 1),
  name: 'Mission Street Recovery Café',
  resource_type: 'Sober community space',
  address: '2150 Mission Street, San Francisco, CA 94110',
  description: 'Alcohol-free café with peer-led check-ins every weekday at 6 pm.',
  phone: '(415) 555-0142',
  website: 'https://example.org/mission-cafe',
  latitude: 37.7629,
  longitude: -122.4194,
  services: ['Peer support', 'Sober events'],
  created_at: minutesAgo(6 * HOUR),
  suggested_by_name: 'Maria G.',
  ...overrides,
});

export const buildPendingResources = (): PendingResource[] => [
  buildPendingResource(),
  buildPendingResource({
    id: hexId('a1', 2),
    name: 'Eastside Needle Exchange',
    resource_type: 'Harm reduction',
    address: '77 Fruitvale Avenue, Oakland, CA 94601',
    description: '',
    phone: '',
    website: '',
    services: [],
    created_at: minutesAgo(2 * DAY),
    suggested_by_name: 'Sam',
  }),
];

export const buildAdminResource = (overrides: Partial<AdminResource> = {}): AdminResource => ({
  id: hexId('b1', 1),
  name: 'Harbor Light Recovery',
  resource_type: 'rehab',
  address: '1275 Market Street, San Francisco, CA 94103',
  description: 'Outpatient and residential programs; intake on weekdays.',
  phone: '(415) 555-0188',
  website: 'https://example.org/harbor-light',
  latitude: 37.7766,
  longitude: -122.4172,
  services: ['Outpatient', 'Residential'],
  created_at: minutesAgo(40 * DAY),
  status: 'approved',
  source: 'import',
  edited_by_moderator: false,
  ...overrides,
});

/**
 * Resources as a search by name finds them, one of each state: on the map and corrected by a
 * moderator, taken off the map, waiting for review, rejected, and one imported with a type the
 * map does not list.
 */
export const buildAdminResources = (): AdminResource[] => {
  const { suggested_by_name: _by, ...suggested } = buildPendingResource();
  return [
    buildAdminResource({ edited_by_moderator: true }),
    buildAdminResource({
      id: hexId('b1', 2),
      name: 'Lakeside Detox',
      resource_type: 'detox',
      address: '400 Grand Avenue, Oakland, CA 94610',
      phone: '',
      website: '',
      services: [],
      latitude: 37.8113,
      longitude: -122.2601,
      status: 'removed',
    }),
    buildAdminResource({
      ...suggested,
      resource_type: 'peer_center',
      status: 'pending',
      source: 'suggestion',
    }),
    buildAdminResource({
      id: hexId('b1', 3),
      name: 'Quick Cure Clinic',
      resource_type: 'rehab',
      address: '9 Nowhere Lane, San Francisco, CA 94110',
      status: 'rejected',
      source: 'suggestion',
    }),
    buildAdminResource({
      id: hexId('b1', 4),
      name: 'Sunrise Sober Living',
      resource_type: 'Sober living home',
      address: '58 Alder Street, San Francisco, CA 94112',
      latitude: 37.7201,
      longitude: -122.4411,
    }),
  ];
};

export const buildAdminMeetingGroup = (
  overrides: Partial<AdminMeetingGroup> = {},
): AdminMeetingGroup => ({
  id: hexId('c1', 1),
  name: 'Sunset Step Study',
  group_type: 'alcoholics_anonymous',
  address: '1290 Irving Street, San Francisco, CA 94122',
  meeting_days: ['Tuesday', 'Thursday'],
  meeting_time: '7:30 PM',
  is_open: true,
  conference_url: '',
  latitude: 37.7639,
  longitude: -122.4352,
  removed: false,
  edited_by_moderator: false,
  ...overrides,
});

/** Meeting groups as a search finds them: one in person, one online and corrected, one removed. */
export const buildAdminMeetingGroups = (): AdminMeetingGroup[] => [
  buildAdminMeetingGroup(),
  buildAdminMeetingGroup({
    id: hexId('c1', 2),
    name: 'Family Recovery Evening',
    group_type: 'al_anon',
    address: 'Online',
    meeting_days: ['Monday'],
    meeting_time: '8:00 PM',
    is_open: false,
    conference_url: 'https://example.org/meet/family-evening',
    latitude: 37.7712,
    longitude: -122.4032,
    edited_by_moderator: true,
  }),
  buildAdminMeetingGroup({
    id: hexId('c1', 3),
    name: 'Mission Morning Serenity',
    group_type: 'narcotics_anonymous',
    address: '3221 22nd Street, San Francisco, CA 94110',
    meeting_days: ['Monday', 'Wednesday', 'Friday'],
    meeting_time: '7:00 AM',
    latitude: 37.7552,
    longitude: -122.4189,
    removed: true,
  }),
];

/** A search's state as the console shows it: answered for '' unless overridden. */
export const buildPlaceSearch = <T>(
  items: readonly T[],
  overrides: Partial<PlaceSearch<T>> = {},
): PlaceSearch<T> => ({ status: 'ready', query: '', items, more: false, ...overrides });

export const buildImportReport = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  kind: 'meeting-guide',
  imported: 118,
  updated: 12,
  skipped: [
    { line: 14, reason: 'no address or coordinates' },
    { line: 87, reason: 'latitude must be between -90 and 90' },
  ],
  ...overrides,
});

export const buildContactMessage = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 'cm-3',
  kind: 'contact',
  subject: 'Cannot change my display name',
  name: 'Riley',
  email: 'riley@example.org',
  message:
    'Every time I save a new display name it says it is taken, but nobody seems to use it. Could you look?',
  created_at: minutesAgo(40),
  is_read: false,
  ...overrides,
});

/** Newest first: an unread contact message, an unread listing inquiry, a read message. */
export const buildContactMessages = (): ContactMessage[] => [
  buildContactMessage(),
  buildContactMessage({
    id: 'cm-2',
    kind: 'listing',
    subject: 'Featured listing for Harbor Light Recovery',
    name: 'Dana Whitfield',
    email: 'dana@example.org',
    message:
      'We would like to list our outpatient program in Get Help. What does Featured include?',
    created_at: minutesAgo(5 * HOUR),
  }),
  buildContactMessage({
    id: 'cm-1',
    subject: 'Thank you',
    name: 'Sam',
    email: 'sam@example.org',
    message: 'The breathing exercise got me through a rough night. Thank you for building this.',
    created_at: minutesAgo(3 * DAY),
    is_read: true,
  }),
];

/** The moderators the audit filter offers. */
export const FIXTURE_MODERATORS = [
  { id: '64b000000000000000000001', email: 'admin@example.com' },
  { id: '64b000000000000000000002', email: 'lee@example.org' },
];

export const buildAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'au-3',
  at: minutesAgo(15),
  moderator_id: FIXTURE_MODERATORS[0]!.id,
  moderator_email: FIXTURE_MODERATORS[0]!.email,
  action: 'post.reject',
  target_type: 'post',
  target_id: 'p-41',
  target_label: 'Anyone who wants to skip the meeting…',
  before: { status: 'pending' },
  after: { status: 'rejected' },
  undoable: true,
  undoes: null,
  ...overrides,
});

/** Newest first: a reject that can be undone, a suspension, an undo and its original. */
export const buildAuditEntries = (): AuditEntry[] => [
  buildAuditEntry(),
  buildAuditEntry({
    id: 'au-2',
    at: minutesAgo(2 * HOUR),
    moderator_id: FIXTURE_MODERATORS[1]!.id,
    moderator_email: FIXTURE_MODERATORS[1]!.email,
    action: 'user.suspend',
    target_type: 'user',
    target_id: 'u-sky',
    target_label: 'Sky Deals',
    before: { suspended: false },
    after: { suspended: true },
  }),
  buildAuditEntry({
    id: 'au-1b',
    at: minutesAgo(DAY),
    action: 'undo',
    target_type: 'resource',
    target_id: hexId('a1', 3),
    target_label: 'Harbor Light Recovery',
    before: { status: 'rejected' },
    after: { status: 'pending' },
    undoable: false,
    undoes: 'au-1',
  }),
  buildAuditEntry({
    id: 'au-1',
    at: minutesAgo(DAY + HOUR),
    action: 'resource.reject',
    target_type: 'resource',
    target_id: hexId('a1', 3),
    target_label: 'Harbor Light Recovery',
    before: { status: 'pending' },
    after: { status: 'rejected' },
    undoable: false,
  }),
];

export const buildAdminAd = (overrides: Partial<AdminAd> = {}): AdminAd => {
  const { key, banner: _banner, ...fields } = DEMO_ADS[0]!;
  return {
    ...fields,
    id: hexId('ad', 1),
    advertiser_id: key,
    ad_image_url: FIXTURE_BANNER,
    active_from: '2026-11-01T00:00:00.000Z',
    active_until: '2026-12-31T00:00:00.000Z',
    active: true,
    ...overrides,
  };
};

export const buildAdminCenter = (overrides: Partial<AdminCenter> = {}): AdminCenter => {
  const { key, logo: _logo, priority_level: _priority, ...fields } = DEMO_CENTERS[0]!;
  return {
    ...fields,
    id: hexId('ce', 1),
    logo_url: FIXTURE_LOGO,
    priority_level: 3,
    advertiser_id: key,
    active: true,
    ...overrides,
  };
};

/** The Get Help sample as the console edits it: two ads (one inactive) and three centers. */
export const buildAdsAndCenters = (): AdsAndCenters => {
  const second = DEMO_ADS[1]!;
  const [, golden, peninsula] = DEMO_CENTERS;
  return {
    ads: [
      buildAdminAd(),
      buildAdminAd({
        id: hexId('ad', 2),
        advertiser_id: second.key,
        advertiser_name: second.advertiser_name,
        ad_title: second.ad_title,
        ad_description: second.ad_description,
        ad_url: second.ad_url,
        ad_image_url: '',
        placement: second.placement,
        active_from: null,
        active_until: null,
        active: false,
      }),
    ],
    centers: [
      buildAdminCenter(),
      buildAdminCenter({
        ...golden!,
        id: hexId('ce', 2),
        logo_url: '',
        priority_level: 2,
        advertiser_id: golden!.key,
      }),
      buildAdminCenter({
        ...peninsula!,
        id: hexId('ce', 3),
        logo_url: '',
        priority_level: 1,
        advertiser_id: peninsula!.key,
        active: false,
      }),
    ],
  };
};

const dayKey = (daysBefore: number) =>
  new Date(FIXTURE_NOW.getTime() - daysBefore * DAY * 60_000).toISOString().slice(0, 10);

/** A fixed, uneven pattern of daily amounts in cents (30 days, oldest first, a few empty). */
const DAILY_CENTS = [
  412, 0, 933, 1210, 705, 0, 0, 1580, 2260, 1745, 860, 1320, 0, 2915, 3050, 1190, 740, 0, 1660,
  2480, 3375, 2010, 945, 0, 1225, 2790, 4105, 3560, 1880, 1535,
];

export const buildRevenueSummary = (overrides: Partial<RevenueSummary> = {}): RevenueSummary => {
  const by_day: RevenueTotal[] = DAILY_CENTS.map((amount_cents, i) => {
    const key = dayKey(DAILY_CENTS.length - 1 - i);
    return { key, label: key, events: Math.round(amount_cents / 25), amount_cents };
  });
  const total_cents = DAILY_CENTS.reduce((a, b) => a + b, 0);
  return {
    from: `${by_day[0]!.key}T00:00:00.000Z`,
    to: FIXTURE_NOW.toISOString(),
    total_cents,
    by_type: [
      { key: 'sponsored_call', label: 'Sponsored calls', events: 61, amount_cents: 30_500 },
      { key: 'sponsored_click', label: 'Sponsored clicks', events: 48, amount_cents: 9_600 },
      { key: 'ad_click', label: 'Ad clicks', events: 40, amount_cents: 1_000 },
      {
        key: 'ad_impression',
        label: 'Ad impressions',
        events: total_cents - 41_100,
        amount_cents: total_cents - 41_100,
      },
    ],
    by_advertiser: [
      { key: 'bayside', label: 'Bayside Recovery Residences', events: 80, amount_cents: 28_300 },
      {
        key: 'golden-hills',
        label: 'Golden Hills Treatment Center',
        events: 29,
        amount_cents: 11_800,
      },
      {
        key: 'calm-pages',
        label: 'Calm Pages',
        events: 40 + total_cents - 41_100,
        amount_cents: 1_000 + total_cents - 41_100,
      },
    ],
    by_day,
    ...overrides,
  };
};

/** A window with no booked events: every day at zero. */
export const buildEmptyRevenue = (): RevenueSummary => {
  const summary = buildRevenueSummary();
  return {
    ...summary,
    total_cents: 0,
    by_type: [],
    by_advertiser: [],
    by_day: summary.by_day.map((d) => ({ ...d, events: 0, amount_cents: 0 })),
  };
};
