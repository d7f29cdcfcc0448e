import { z } from 'zod';
import { READ_IDS_MAX } from './index';

/** GET /api/notifications: `cursor` (from next_cursor) asks for older entries. */
export const notificationsQuerySchema = z.object({
  cursor: z.string().max(200, 'cursor is not valid').optional(),
});

const notificationIdSchema = z
  .string({ message: 'each id must be text' })
  .min(1, 'each id must be text')
  .max(200, 'an id is not valid');

/** POST /api/notifications/read: some entries by id, or all of them. */
export const markReadSchema = z
  .object({
    ids: z
      .array(notificationIdSchema, { message: 'ids must be a list' })
      .min(1, 'ids must name at least one notification')
      .max(READ_IDS_MAX, `ids may name at most ${READ_IDS_MAX} notifications`)
      .optional(),
    all: z.literal(true, { message: 'all must be true' }).optional(),
  })
  .strict()
  .refine(
    (body) => (body.ids === undefined) !== (body.all === undefined),
    'send { ids: [...] } or { all: true }',
  );
export type MarkReadInput = z.infer<typeof markReadSchema>;

const clockTimeSchema = z
  .string({ message: 'times must be text' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'times must be HH:MM on a 24-hour clock');

const timeZoneSchema = z
  .string({ message: 'time_zone must be text' })
  .max(64, 'time_zone is not a known time zone')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false; // RangeError: an unknown zone, answered as the message below
    }
  }, 'time_zone is not a known time zone');

const onOff = (name: string) => z.boolean({ message: `${name} must be true or false` });

/** PUT /api/notifications/preferences: the whole set, as GET answers it. */
export const preferencesSchema = z
  .object({
    comments: onOff('comments'),
    reactions: onOff('reactions'),
    support: onOff('support'),
    moderation: onOff('moderation'),
    reminders: onOff('reminders'),
    quiet_hours: z
      .object(
        { start: clockTimeSchema, end: clockTimeSchema },
        { message: 'quiet_hours must be null or { start, end }' },
      )
      .strict()
      .refine((q) => q.start !== q.end, 'quiet_hours must end at another time than it starts')
      .nullable(),
    reminder_time: clockTimeSchema,
    previews: onOff('previews'),
    time_zone: timeZoneSchema,
  })
  .strict();

const base64url = (name: string, max: number) =>
  z
    .string({ message: `${name} must be text` })
    .min(1, `${name} must not be empty`)
    .max(max, `${name} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url`);

/** PUT /api/notifications/push: the browser's subscription (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ message: 'endpoint must be text' })
    .max(1000, 'endpoint is too long')
    .url('endpoint must be a URL')
    .refine((u) => u.startsWith('https://'), 'endpoint must be an https URL'),
  keys: z.object(
    {
      // An uncompressed P-256 public key (65 bytes) and a 16-byte secret (RFC 8291).
      p256dh: base64url('keys.p256dh', 200).refine(
        (k) => k.replace(/=+$/, '').length === 87 && k.startsWith('B'),
        'keys.p256dh must be a P-256 public key',
      ),
      auth: base64url('keys.auth', 100).refine(
        (k) => k.replace(/=+$/, '').length === 22,
        'keys.auth must be 16 bytes',
      ),
    },
    { message: 'keys must be { p256dh, auth }' },
  ),
  expirationTime: z.number().nullable().optional(),
});

/** DELETE /api/notifications/push: which subscription to forget. */
export const pushEndpointSchema = z.object({
  endpoint: z.string({ message: 'endpoint must be text' }).max(1000, 'endpoint is too long'),
});

/** POST /api/notifications/reminders/check-in: the person's own date, YYYY-MM-DD. */
export const checkInReportSchema = z
  .object({
    date: z
      .string({ message: 'date must be text' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
      .refine(
        (d) =>
          !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
          new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
        'date must be a real date',
      ),
  })
  .strict();
