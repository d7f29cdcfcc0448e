/**
 * Every rate limit of the product, in one place (README, Rate limits; docs/decisions.md,
 * Community). Each is a number of actions per window, counted per IP address before sign-in and
 * per person after it. `RATE_LIMITS` overrides any of them (bff/config.ts), e.g.
 * `RATE_LIMITS=posts_hour=10/600,reports=5/60` (points/seconds), and tests shorten the windows so.
 */

import { MESSAGES_PER_MINUTE } from '../contract/messages';

export type LimitName =
  | 'sign_in_start'
  | 'code_exchange'
  | 'posts_hour'
  | 'posts_3h'
  | 'comments'
  | 'reactions'
  | 'reports'
  | 'messages'
  | 'call_starts'
  | 'call_signals'
  | 'account_exports'
  | 'typing'
  | 'location'
  | 'suggestions'
  | 'contact_messages'
  | 'support_requests'
  | 'revenue_events';

export interface LimitRule {
  /** Actions allowed per window. */
  points: number;
  /** The window, in seconds. */
  durationSec: number;
}

export interface LimitDescription extends LimitRule {
  /** Who is counted. */
  per: 'ip' | 'person';
  /** The first sentence of the 429 message: what the person did too often. */
  what: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const LIMITS: Record<LimitName, LimitDescription> = {
  // Each OAuth start (GET /api/oauth/google/redirect_url, GET /api/connect/google) on its own.
  sign_in_start: {
    points: 25,
    durationSec: 5 * MINUTE,
    per: 'ip',
    what: 'There have been many sign-in attempts from your network.',
  },
  // POST /api/sessions: guessed or replayed one-time codes.
  code_exchange: {
    points: 10,
    durationSec: MINUTE,
    per: 'ip',
    what: 'Many sign-in codes have been tried from your network.',
  },
  posts_hour: {
    points: 30,
    durationSec: HOUR,
    per: 'person',
    what: 'You have shared a lot of posts in a short time.',
  },
  posts_3h: {
    points: 300,
    durationSec: 3 * HOUR,
    per: 'person',
    what: 'You have shared a lot of posts in a short time.',
  },
  comments: {
    points: 60,
    durationSec: HOUR,
    per: 'person',
    what: 'You have written a lot of comments in a short time.',
  },
  reactions: {
    points: 300,
    durationSec: HOUR,
    per: 'person',
    what: 'You have reacted to a lot of posts in a short time.',
  },
  reports: {
    points: 50,
    durationSec: 24 * HOUR,
    per: 'person',
    what: 'You have sent a lot of reports today. Thank you for looking out for others.',
  },
  // POST /api/messages/send: a fast typist stays well under it; a flood of one person does not.
  messages: {
    points: MESSAGES_PER_MINUTE,
    durationSec: MINUTE,
    per: 'person',
    what: 'You have sent a lot of messages in a short time.',
  },
  // POST /api/messages/typing: the app sends at most one a second; a script flooding the live
  // events of others does not get through.
  typing: {
    points: 120,
    durationSec: MINUTE,
    per: 'person',
    what: 'Too many typing signals in a short time.',
  },
  // PUT and DELETE /api/profile/location: 'Use my location' now and then, never a tracker.
  location: {
    points: 60,
    durationSec: HOUR,
    per: 'person',
    what: 'Your location has been updated many times in a short time.',
  },
  // POST /api/calls/start: each one rings a person's every open page.
  call_starts: {
    points: 10,
    durationSec: 10 * MINUTE,
    per: 'person',
    what: 'You have started 10 calls in the last 10 minutes.',
  },
  // POST /api/calls/{id}/signal: each one reaches the other person's live stream. Setting up a
  // call sends some 20 to 60 (descriptions and candidates); a flood of one person does not pass.
  call_signals: {
    points: 300,
    durationSec: MINUTE,
    per: 'person',
    what: 'Too many call signals in a short time.',
  },
  // GET /api/account/export: each one reads everything the person ever wrote.
  account_exports: {
    points: 3,
    durationSec: 24 * HOUR,
    per: 'person',
    what: 'You have downloaded your data 3 times today.',
  },
  // POST /api/resources: each suggestion is read by a moderator.
  suggestions: {
    points: 20,
    durationSec: 24 * HOUR,
    per: 'person',
    what: 'You have suggested a lot of resources today. Thank you; our moderators will review them.',
  },
  // POST /api/contact-messages: each one is read by a person on the team.
  contact_messages: {
    points: 5,
    durationSec: 24 * HOUR,
    per: 'person',
    what: 'You have sent us 5 messages today. We read every one and answer by e-mail.',
  },
  // POST /api/support-requests: each one reaches up to 20 peers; one open at a time besides.
  support_requests: {
    points: 3,
    durationSec: 24 * HOUR,
    per: 'person',
    what: 'You have asked peers for support 3 times today. If you need help right now, the crisis lines are there any time.',
  },
  // POST /api/revenue-events: a visit books a few impressions and clicks; a script booking every
  // center and ad over and over does not get far.
  revenue_events: {
    points: 240,
    durationSec: HOUR,
    per: 'person',
    what: 'Too many ad and listing events in a short time.',
  },
};

export const LIMIT_NAMES = Object.keys(LIMITS) as LimitName[];

/** The rules in force: the figures above, with any configured override. */
export type LimitRules = Record<LimitName, LimitRule>;

export const DEFAULT_LIMIT_RULES: LimitRules = Object.fromEntries(
  LIMIT_NAMES.map((n) => [n, { points: LIMITS[n].points, durationSec: LIMITS[n].durationSec }]),
) as LimitRules;

/** 'in 40 seconds', 'in 12 minutes', 'in 3 hours': when to try again, rounded up. */
export function retryPhrase(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const plural = (n: number, unit: string) => `in ${n} ${unit}${n === 1 ? '' : 's'}`;
  if (s < 90) return plural(s, 'second');
  const minutes = Math.ceil(s / MINUTE);
  if (minutes < 90) return plural(minutes, 'minute');
  return plural(Math.ceil(s / HOUR), 'hour');
}

/** The 429 message: what was done too often and when to try again. */
export const limitMessage = (name: LimitName, retryAfterSec: number) =>
  `${LIMITS[name].what} Please try again ${retryPhrase(retryAfterSec)}.`;

/**
 * Parses `RATE_LIMITS`: `off`, or comma-separated `name=points/seconds`. Throws with a message
 * naming the problem (loadConfig turns it into a ConfigError).
 */
export function parseLimitOverrides(text: string | undefined): LimitRules | 'off' {
  const rules: LimitRules = structuredClone(DEFAULT_LIMIT_RULES);
  const value = (text ?? '').trim();
  if (value === '') return rules;
  if (value === 'off') return 'off';
  for (const part of value.split(',')) {
    const m = /^\s*([a-z0-9_]+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(part);
    if (!m) throw new Error(`"${part.trim()}" is not name=points/seconds`);
    const [, name, points, seconds] = m as unknown as [string, string, string, string];
    if (!(name in LIMITS))
      throw new Error(`unknown limit "${name}" (known: ${LIMIT_NAMES.join(', ')})`);
    if (Number(points) < 1 || Number(seconds) < 1)
      throw new Error(`${name} needs at least 1 point and 1 second`);
    rules[name as LimitName] = { points: Number(points), durationSec: Number(seconds) };
  }
  return rules;
}
