import { z } from 'zod';
import { objectIdSchema } from '../common/schemas';
import { AD_PLACEMENTS } from '../help';
import { latitude, longitude, resourceSuggestionSchema } from '../map/schemas';
import { WEEK_DAYS } from './places';
import {
  ADMIN_PAGE_SIZE,
  AUDIT_ACTIONS,
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  REPORT_TARGETS,
} from './index';

const text = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .min(1, `${field} cannot be blank`)
    .max(max, `${field} must be at most ${max} characters`);

const optionalText = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .default('');

/** POST /api/contact-messages: name and email come from the account, never from the body. */
export const contactMessageSchema = z.object({
  subject: text('subject', CONTACT_SUBJECT_MAX),
  message: text('message', CONTACT_MESSAGE_MAX),
  kind: z
    .enum(['contact', 'listing'], { message: 'kind must be contact or listing' })
    .default('contact'),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** ?cursor=&limit= of every admin list. */
export const adminListQuerySchema = z.object({
  cursor: z.string().max(200, 'cursor is not valid').optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${ADMIN_PAGE_SIZE * 2}`)
    .max(ADMIN_PAGE_SIZE * 2, `limit must be between 1 and ${ADMIN_PAGE_SIZE * 2}`)
    .default(ADMIN_PAGE_SIZE),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

const day = (field: string) =>
  z
    .string({ message: `${field} must be a date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date as YYYY-MM-DD`)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), `${field} is not a real date`)
    .optional();

/** GET /api/admin/audit filters: by action, by moderator, by day (inclusive, UTC). */
export const auditQuerySchema = adminListQuerySchema.extend({
  action: z
    .enum(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
    .optional(),
  moderator: objectIdSchema.optional(),
  from: day('from'),
  to: day('to'),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** `/api/admin/reports/{id}/...`: `<post|message|user>:<target id>`. */
export const caseParamsSchema = z.object({
  id: z
    .string()
    .max(120, 'id is not valid')
    .regex(new RegExp(`^(${REPORT_TARGETS.join('|')}):[0-9a-zA-Z-]{1,100}$`), 'id is not valid'),
});

/** `/api/admin/resources/{id}/...` and ads/centers: 24 hexadecimal characters. */
export const placeParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$/i, 'id is not valid')
    .transform((s) => s.toLowerCase()),
});

/** An https:// address; with `blank`, '' (none) too. */
const httpsUrl = (field: string, blank = false) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(500, `${field} must be at most 500 characters`)
    .refine((u) => {
      if (blank && u === '') return true;
      try {
        return new URL(u).protocol === 'https:';
      } catch {
        return false;
      }
    }, `${field} must be an https:// address`);

const optionalWebsite = z
  .string({ message: 'website must be text' })
  .trim()
  .max(500, 'website must be at most 500 characters')
  .refine((u) => {
    if (u === '') return true;
    try {
      return ['https:', 'http:'].includes(new URL(u).protocol);
    } catch {
      return false;
    }
  }, 'website must start with http:// or https://')
  .default('');

/** A stored image's address on our origin, or '' for none. */
const mediaUrl = (field: string) =>
  z
    .string({ message: `${field} must be text` })
    .regex(/^$|^\/media\/[0-9a-zA-Z_-]{8,100}$/, `${field} must be an uploaded image (/media/…)`)
    .default('');

const isoDate = (field: string) =>
  z
    .string({ message: `${field} must be a date` })
    .refine((d) => !Number.isNaN(Date.parse(d)), `${field} is not a valid date`)
    .nullable()
    .default(null);

/** POST /api/admin/ads and PUT /api/admin/ads/{id}. */
export const adInputSchema = z
  .object({
    advertiser_name: text('advertiser_name', 120),
    advertiser_id: optionalText('advertiser_id', 64),
    ad_title: text('ad_title', 120),
    ad_description: optionalText('ad_description', 500),
    ad_image_url: mediaUrl('ad_image_url'),
    ad_url: httpsUrl('ad_url'),
    placement: z.enum(AD_PLACEMENTS, { message: 'placement must be top or bottom' }),
    active_from: isoDate('active_from'),
    active_until: isoDate('active_until'),
    active: z.boolean({ message: 'active must be true or false' }).default(true),
  })
  .refine(
    (a) =>
      !a.active_from || !a.active_until || Date.parse(a.active_from) < Date.parse(a.active_until),
    { path: ['active_until'], message: 'active_until must be after active_from' },
  );
export type AdInput = z.input<typeof adInputSchema>;

/** POST /api/admin/centers and PUT /api/admin/centers/{id}. */
export const centerInputSchema = z.object({
  name: text('name', 160),
  address: optionalText('address', 300),
  latitude: latitude('latitude'),
  longitude: longitude('longitude'),
  phone: optionalText('phone', 40),
  website: optionalWebsite,
  logo_url: mediaUrl('logo_url'),
  description: optionalText('description', 1000),
  services: z
    .array(text('each service', 80), { message: 'services must be a list' })
    .max(20, 'services must have at most 20 entries')
    .default([]),
  priority_level: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    message: 'priority_level must be 1, 2 or 3',
  }),
  advertiser_id: optionalText('advertiser_id', 64),
  active: z.boolean({ message: 'active must be true or false' }).default(true),
});
export type CenterInput = z.input<typeof centerInputSchema>;

/** POST /api/admin/imports?kind=meeting-guide|treatment-csv (the file is the body). */
export const importQuerySchema = z
  .object({
    kind: z.enum(['meeting-guide', 'treatment-csv'], {
      message: 'kind must be meeting-guide or treatment-csv',
    }),
    /** The fellowship of a Meeting Guide file, e.g. alcoholics_anonymous. */
    group_type: z
      .string({ message: 'group_type must be text' })
      .trim()
      .max(60, 'group_type must be at most 60 characters')
      .optional(),
  })
  .refine((q) => q.kind !== 'meeting-guide' || !!q.group_type, {
    path: ['group_type'],
    message: 'group_type is required for a Meeting Guide file (e.g. alcoholics_anonymous)',
  });

/** GET /api/admin/resources and /api/admin/meeting-groups: ?q= part of the name or address. */
export const placeSearchQuerySchema = z.object({
  q: optionalText('q', 100),
});
export type PlaceSearchQuery = z.input<typeof placeSearchQuerySchema>;

/** POST /api/admin/resources and PUT /api/admin/resources/{id}: the fields a suggestion has. */
export const resourceInputSchema = resourceSuggestionSchema;
export type ResourceInput = z.input<typeof resourceInputSchema>;

/** POST /api/admin/meeting-groups and PUT /api/admin/meeting-groups/{id}. */
export const meetingGroupInputSchema = z.object({
  name: text('name', 160),
  group_type: text('group_type', 60).regex(
    /^[a-z0-9_]+$/,
    'group_type must be lower-case letters, digits and _ (e.g. alcoholics_anonymous)',
  ),
  address: optionalText('address', 300),
  meeting_days: z
    .array(
      z.enum(WEEK_DAYS, { message: `meeting_days must be day names (${WEEK_DAYS.join(', ')})` }),
      {
        message: 'meeting_days must be a list of day names',
      },
    )
    .max(7, 'meeting_days must hold at most 7 days')
    .default([])
    .transform((days) => WEEK_DAYS.filter((d) => days.includes(d))),
  meeting_time: optionalText('meeting_time', 20).refine(
    (t) => t === '' || /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/.test(t),
    'meeting_time must look like 7:00 PM',
  ),
  is_open: z.boolean({ message: 'is_open must be true or false' }).default(false),
  conference_url: httpsUrl('conference_url', true).default(''),
  latitude: latitude('latitude'),
  longitude: longitude('longitude'),
});
export type MeetingGroupInput = z.input<typeof meetingGroupInputSchema>;
