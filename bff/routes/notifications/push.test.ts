import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  PUSH_TITLE,
  type NotificationPreferences,
  type NotificationsPage,
  type PushMessage,
} from '../../../contract/notifications';
import type { TestUser } from '../../test/factory';
import { startPushService, type TestDevice } from '../../test/pushService';
import { serverForFile } from '../../test/serverForFile';

/**
 * Pushes to the phone (docs/notifications.md, On the phone) against a push service on this
 * machine: encrypted for the device, signed with the server's VAPID key, private on the lock
 * screen unless previews are on, held by quiet hours, forgotten when the push service says the
 * subscription is gone; and the daily check-in reminder, on a clock the test moves.
 */
const pushService = await startPushService();
afterAll(() => pushService.close());
// The clock only moves forward, as time does: each test sets it later than the one before.
let clock = new Date('2025-12-01T12:00:00Z');
const { server, make } = await serverForFile(
  {},
  { push: { agent: pushService.agent }, now: () => clock, dueTickMs: 50 },
);

const subscribe = (who: TestUser, body: unknown) =>
  who.client.json<{ error?: string }>('PUT', '/api/notifications/push', body);
const putPreferences = (who: TestUser, changes: Partial<NotificationPreferences>) =>
  who.client.json<{ preferences: NotificationPreferences; error?: string }>(
    'PUT',
    '/api/notifications/preferences',
    { ...DEFAULT_NOTIFICATION_PREFERENCES, ...changes },
  );
const newPost = (author: TestUser) => make.published(author);
const comment = (who: TestUser, postId: string) => make.comment(who, postId, 'Proud of you');
const texts = async (who: TestUser) =>
  (await who.client.get<NotificationsPage>('/api/notifications')).body.notifications.map(
    (n) => n.text,
  );
/** A well-formed device key, for the cases that are wrong elsewhere. */
const P256 = `B${'A'.repeat(86)}`;
/** A person with a device subscribed. */
async function subscribed(): Promise<[TestUser, TestDevice]> {
  const who = await make.user();
  const device = pushService.device();
  expect((await subscribe(who, device.subscription)).status).toBe(204);
  return [who, device];
}
const pushesOf = (device: TestDevice, count: number) =>
  vi.waitFor(
    () => {
      const got = device.received() as PushMessage[];
      expect(got).toHaveLength(count);
      return got;
    },
    { timeout: 5_000, interval: 20 },
  );
/** Gives the background a moment, then checks nothing more came. */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('subscribing', () => {
  it('hands out the VAPID public key, and refuses a visitor', async () => {
    const ana = await make.user();
    const res = await ana.client.get<{ public_key: string }>('/api/notifications/push');
    expect(res.status).toBe(200);
    expect(res.body.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const visitor = server.client();
    expect((await visitor.get('/api/notifications/push')).status).toBe(401);
    expect((await visitor.json('PUT', '/api/notifications/push', {})).status).toBe(401);
  });

  it.each([
    [{}, 'endpoint is required.'],
    [{ endpoint: 'not a url', keys: { p256dh: 'a', auth: 'b' } }, 'endpoint must be a URL.'],
    [
      { endpoint: 'http://push.example.org/x', keys: { p256dh: 'a', auth: 'b' } },
      'endpoint must be an https URL.',
    ],
    [{ endpoint: 'https://push.example.org/x' }, 'keys is required.'],
    [{ endpoint: 'https://push.example.org/x', keys: 'k' }, 'keys must be { p256dh, auth }.'],
    [
      { endpoint: 'https://push.example.org/x', keys: { p256dh: 'a b', auth: 'b' } },
      'keys.p256dh must be base64url.',
    ],
    [
      { endpoint: 'https://push.example.org/x', keys: { p256dh: 'a', auth: 'A'.repeat(22) } },
      'keys.p256dh must be a P-256 public key.',
    ],
    [
      { endpoint: 'https://push.example.org/x', keys: { p256dh: P256, auth: '' } },
      'keys.auth must not be empty.',
    ],
    [
      { endpoint: 'https://push.example.org/x', keys: { p256dh: P256, auth: 'abc' } },
      'keys.auth must be 16 bytes.',
    ],
  ])('refuses %j, naming the problem', async (body, error) => {
    const ana = await make.user();
    const res = await subscribe(ana, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
  });
});

describe('a push', () => {
  it('is encrypted for the device, signed, and says only what kind of thing happened', async () => {
    const [ana, device] = await subscribed();
    const bo = await make.user();
    const postId = await newPost(ana);
    await comment(bo, postId);
    const [push] = await pushesOf(device, 1);
    expect(push).toEqual({
      title: PUSH_TITLE,
      body: 'Someone commented on your post',
      link: `/social?post=${postId}`,
      tag: expect.stringContaining(`${ana.id}:comment:`),
    });
    const request = pushService.requests.find((r) =>
      r.path.endsWith(new URL(device.subscription.endpoint).pathname),
    )!;
    // RFC 8291 and 8188: the payload is aes128gcm, unreadable without the device's keys.
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.body.toString('latin1')).not.toContain('commented');
    expect(request.body.toString('latin1')).not.toContain(bo.name);
    // RFC 8030: how long to keep it, how urgent, and a topic that replaces an older one.
    expect(request.headers.ttl).toBe('86400');
    expect(request.headers.urgency).toBe('normal');
    expect(request.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    // RFC 8292: signed by the server's key, for this push service's origin.
    const publicKey = (await ana.client.get<{ public_key: string }>('/api/notifications/push')).body
      .public_key;
    const auth = String(request.headers.authorization);
    expect(auth).toMatch(new RegExp(`^vapid t=[^,]+, k=${publicKey}$`));
    const jwt = /t=([^,]+)/.exec(auth)![1]!;
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims.aud).toBe(pushService.origin);
  });

  it('names who and what only when previews are on', async () => {
    const [ana, device] = await subscribed();
    await putPreferences(ana, { previews: true });
    const bo = await make.user();
    await comment(bo, await newPost(ana));
    const [push] = await pushesOf(device, 1);
    expect(push!.body).toBe(`${bo.name} commented on your post`);
  });

  it('goes to every device of the person, and a device turned off gets none', async () => {
    const [ana, phone] = await subscribed();
    const laptop = pushService.device();
    expect((await subscribe(ana, laptop.subscription)).status).toBe(204);
    const bo = await make.user();
    const postId = await newPost(ana);
    await comment(bo, postId);
    await pushesOf(phone, 1);
    await pushesOf(laptop, 1);
    const off = await ana.client.json('DELETE', '/api/notifications/push', {
      endpoint: laptop.subscription.endpoint,
    });
    expect(off.status).toBe(204);
    await comment(bo, postId);
    await pushesOf(phone, 2);
    await settle();
    expect(laptop.received()).toHaveLength(1);
  });

  it('forgets a subscription the push service says is gone, and goes on with the others', async () => {
    const [ana, gone] = await subscribed();
    const kept = pushService.device();
    await subscribe(ana, kept.subscription);
    pushService.answer(gone, 410);
    const bo = await make.user();
    const postId = await newPost(ana);
    await comment(bo, postId);
    await pushesOf(kept, 1);
    await vi.waitFor(async () => {
      const state = await server.db.models.NotificationState.findById(ana.id).lean<{
        push_ids: string[];
      }>();
      expect(state?.push_ids).toHaveLength(1);
    });
    const before = pushService.requests.length;
    await comment(bo, postId);
    await pushesOf(kept, 2);
    await settle();
    // Only the kept device was asked this time.
    expect(pushService.requests.length).toBe(before + 1);
  });

  it('moves with the device when another person signs in and subscribes on it', async () => {
    const [ana, device] = await subscribed();
    const cy = await make.user();
    expect((await subscribe(cy, device.subscription)).status).toBe(204);
    const bo = await make.user();
    await comment(bo, await newPost(ana));
    await comment(bo, await newPost(cy));
    const [push] = await pushesOf(device, 1);
    expect(push!.tag).toContain(`${cy.id}:comment:`);
    await settle();
    expect(device.received()).toHaveLength(1);
  });

  it('waits for quiet hours to end, and then says how many are new; the app has them at once', async () => {
    const [ana, device] = await subscribed();
    // 23:30 in Lisbon (winter, UTC+0): within 22:00 to 07:00.
    clock = new Date('2026-01-10T23:30:00Z');
    await putPreferences(ana, {
      quiet_hours: { start: '22:00', end: '07:00' },
      time_zone: 'Europe/Lisbon',
    });
    const [bo, cy] = await make.users(2);
    await comment(bo!, await newPost(ana));
    await comment(cy!, await newPost(ana));
    await vi.waitFor(async () => expect(await texts(ana)).toHaveLength(2));
    await settle();
    expect(device.received()).toEqual([]);
    clock = new Date('2026-01-11T07:00:05Z');
    const [push] = await pushesOf(device, 1);
    expect(push).toEqual({
      title: PUSH_TITLE,
      body: 'You have 2 new notifications',
      link: '/notifications',
      tag: 'held',
    });
  });
});

describe('the daily check-in reminder', () => {
  it('comes at the person’s time each day across a daylight-saving change, unless they checked in', async () => {
    const [ana, device] = await subscribed();
    // Friday 6 March 2026, 06:00 in New York (EST, UTC-5); clocks go forward on Sunday the 8th.
    clock = new Date('2026-03-06T11:00:00Z');
    expect(
      (
        await putPreferences(ana, {
          reminders: true,
          reminder_time: '08:00',
          time_zone: 'America/New_York',
        })
      ).status,
    ).toBe(200);
    await settle();
    expect(device.received()).toEqual([]);

    // 08:00 EST is 13:00 UTC.
    clock = new Date('2026-03-06T13:00:10Z');
    const [first] = await pushesOf(device, 1);
    expect(first).toMatchObject({ body: 'Time for your daily check-in', link: '/toolkit' });
    expect(await texts(ana)).toEqual(['Time for your daily check-in']);

    // Saturday: this device reports the check-in first, so none comes.
    const report = await ana.client.post('/api/notifications/reminders/check-in', {
      date: '2026-03-07',
    });
    expect(report.status).toBe(204);
    clock = new Date('2026-03-07T13:00:10Z');
    await settle();
    expect(device.received()).toHaveLength(1);

    // Sunday, after the change: 08:00 EDT is 12:00 UTC, not 13:00.
    clock = new Date('2026-03-08T12:00:10Z');
    await pushesOf(device, 2);

    // Turned off: Monday's does not come.
    await putPreferences(ana, { reminders: false, time_zone: 'America/New_York' });
    clock = new Date('2026-03-09T12:00:10Z');
    await settle();
    expect(device.received()).toHaveLength(2);
  });

  it('comes once a day: moved later after it came, it waits for the next day; moved earlier, it comes then', async () => {
    const [ana, device] = await subscribed();
    clock = new Date('2026-03-20T07:00:00Z');
    await putPreferences(ana, { reminders: true, reminder_time: '08:00', time_zone: 'UTC' });
    clock = new Date('2026-03-20T08:00:10Z');
    await pushesOf(device, 1);
    // Moved to 09:00 the same morning: today's has come, so none at 09:00.
    clock = new Date('2026-03-20T08:30:00Z');
    expect(
      (await putPreferences(ana, { reminders: true, reminder_time: '09:00', time_zone: 'UTC' }))
        .status,
    ).toBe(200);
    clock = new Date('2026-03-20T09:00:10Z');
    await settle();
    expect(device.received()).toHaveLength(1);
    // The next morning, moved earlier before it came: it comes at the new time, once.
    clock = new Date('2026-03-21T07:00:00Z');
    await putPreferences(ana, { reminders: true, reminder_time: '07:30', time_zone: 'UTC' });
    clock = new Date('2026-03-21T07:30:10Z');
    await pushesOf(device, 2);
    clock = new Date('2026-03-21T09:00:10Z');
    await settle();
    expect(device.received()).toHaveLength(2);
    expect(await texts(ana)).toEqual([
      'Time for your daily check-in',
      'Time for your daily check-in',
    ]);
  });

  it('is not sent hours late after the server was down, and the next day’s still comes', async () => {
    const [ana, device] = await subscribed();
    clock = new Date('2026-04-01T06:00:00Z');
    await putPreferences(ana, { reminders: true, reminder_time: '07:00', time_zone: 'UTC' });
    // The server 'wakes' at 10:00: 07:00 is three hours past.
    clock = new Date('2026-04-01T10:00:00Z');
    await settle();
    expect(device.received()).toEqual([]);
    clock = new Date('2026-04-02T07:00:05Z');
    await pushesOf(device, 1);
  });

  it('is not learnt about while reminders are off', async () => {
    const ana = await make.user();
    const report = await ana.client.post('/api/notifications/reminders/check-in', {
      date: '2026-04-03',
    });
    expect(report.status).toBe(204);
    const state = await server.db.models.NotificationState.findById(ana.id).lean<{
      checked_in_on?: string | null;
    }>();
    expect(state?.checked_in_on ?? null).toBeNull();
  });

  it.each([
    [{}, 'date is required.'],
    [{ date: 20260307 }, 'date must be text.'],
    [{ date: '07/03/2026' }, 'date must be YYYY-MM-DD.'],
    [{ date: '2026-02-30' }, 'date must be a real date.'],
    [{ date: '2026-03-07', mood: 3 }, 'Unknown field mood.'],
  ])('a check-in report %j is refused, naming the problem', async (body, error) => {
    const ana = await make.user();
    const res = await ana.client.post<{ error: string }>(
      '/api/notifications/reminders/check-in',
      body,
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
  });
});

describe('endpoints', () => {
  it('takes only public push-service hosts outside tests: the server POSTs to them', async () => {
    const { isPublicPushEndpoint } = await import('../../services/notifications/push');
    expect(isPublicPushEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPublicPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(true);
    for (const inside of [
      'https://169.254.169.254/latest',
      'https://127.0.0.1:8443/x',
      'https://[::1]/x',
      'https://10.0.0.5/x',
      'https://localhost/x',
      'https://db.internal/x',
      'https://printer.local/x',
      'https://intranet/x',
    ])
      expect(isPublicPushEndpoint(inside), inside).toBe(false);
  });
});
