import { expect, it } from 'vitest';
import { loadConfig } from './config';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LIMIT_RULES,
  LIMITS,
  limitMessage,
  parseLimitOverrides,
  retryPhrase,
  type LimitName,
} from './limits';

it("README's Rate limits table lists every limit with the figures the code uses", () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');
  const rows = new Map(
    [
      ...readme.matchAll(
        /^\| `([a-z_0-9]+)` \| (\d+) per (?:(\d+) )?(second|minute|hour|day)s? \| ([^|]+) \|/gm,
      ),
    ].map(([, name, points, count, unit, per]) => [
      name!,
      {
        points: Number(points),
        durationSec:
          Number(count ?? 1) * { second: 1, minute: 60, hour: 3600, day: 86400 }[unit as 'day'],
        per: per!.trim().startsWith('IP') ? 'ip' : 'person',
      },
    ]),
  );
  const inCode = Object.fromEntries(
    Object.entries(DEFAULT_LIMIT_RULES).map(([name, rule]) => [
      name,
      { ...rule, per: LIMITS[name as LimitName].per },
    ]),
  );
  expect(Object.fromEntries(rows)).toEqual(inCode);
  expect(loadConfig({}).rateLimits).toEqual(DEFAULT_LIMIT_RULES);
});

it('RATE_LIMITS overrides some limits, or turns them off outside production', () => {
  const rules = loadConfig({ RATE_LIMITS: 'posts_hour=5/60, reports=1/10' }).rateLimits;
  expect(rules).toMatchObject({
    posts_hour: { points: 5, durationSec: 60 },
    reports: { points: 1, durationSec: 10 },
    comments: DEFAULT_LIMIT_RULES.comments,
  });
  expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe('off');
  expect(() =>
    loadConfig({
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'a',
      GOOGLE_CLIENT_SECRET: 'b',
      SESSION_SECRET: 's',
      PUBLIC_URL: 'https://peers.example.org',
      RATE_LIMITS: 'off',
    }),
  ).toThrow('RATE_LIMITS=off is for tests and the bench, never for production.');
});

it('names what is wrong in RATE_LIMITS', () => {
  expect(() => parseLimitOverrides('posts=5/60')).toThrow(/unknown limit "posts"/);
  expect(() => parseLimitOverrides('posts_hour=5')).toThrow(
    '"posts_hour=5" is not name=points/seconds',
  );
  expect(() => parseLimitOverrides('posts_hour=0/60')).toThrow(
    'posts_hour needs at least 1 point and 1 second',
  );
  expect(() => loadConfig({ RATE_LIMITS: 'nonsense' })).toThrow(/RATE_LIMITS: "nonsense"/);
});

it('says what and when in words', () => {
  expect(retryPhrase(1)).toBe('in 1 second');
  expect(retryPhrase(0.2)).toBe('in 1 second');
  expect(retryPhrase(45)).toBe('in 45 seconds');
  expect(retryPhrase(700)).toBe('in 12 minutes');
  expect(retryPhrase(3 * 3600)).toBe('in 3 hours');
  expect(limitMessage('posts_hour', 700)).toBe(
    'You have shared a lot of posts in a short time. Please try again in 12 minutes.',
  );
});
