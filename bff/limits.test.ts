import { expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEFAULT_LIMIT_RULES, limitMessage, parseLimitOverrides, retryPhrase } from './limits';

it('has the starting figures of the issue, in one place', () => {
  expect(DEFAULT_LIMIT_RULES).toEqual({
    sign_in_start: { points: 25, durationSec: 300 },
    code_exchange: { points: 10, durationSec: 60 },
    posts_hour: { points: 30, durationSec: 3600 },
    posts_3h: { points: 300, durationSec: 10800 },
    comments: { points: 60, durationSec: 3600 },
    reactions: { points: 300, durationSec: 3600 },
    reports: { points: 50, durationSec: 86400 },
    messages: { points: 30, durationSec: 60 },
    typing: { points: 120, durationSec: 60 },
    location: { points: 60, durationSec: 3600 },
    suggestions: { points: 20, durationSec: 86400 },
    support_requests: { points: 3, durationSec: 86400 },
    revenue_events: { points: 240, durationSec: 3600 },
  });
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
