import { describe, expect, inject, it, vi } from 'vitest';
import type { NotificationPreferences, NotificationsPage } from '../../../contract/notifications';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../../contract/notifications';
import type { SupportRequest } from '../../../contract/support';
import { engineSeam, type EngineName } from '../../db/seam';
import { openEventStream } from '../../test/eventStream';
import type { TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';

/**
 * A person's notifications (docs/notifications.md): comments, grouped reactions and answers to a
 * support request; never for oneself, across a block, or of a kind turned off; gone with what they
 * are about; paged, marked read, and counted live.
 */
const { server, make } = await serverForFile();

const list = async (who: TestUser, cursor?: string) => {
  const res = await who.client.get<NotificationsPage>(
    `/api/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );
  expect(res.status).toBe(200);
  return res.body;
};
const texts = async (who: TestUser) => (await list(who)).notifications.map((n) => n.text);
const newPost = async (author: TestUser) =>
  (
    await author.client.post<{ post: { id: string } }>('/api/social/posts', {
      content: 'Ninety days today.',
      privacy: 'public',
    })
  ).body.post.id;
const comment = (who: TestUser, postId: string, content = 'So proud of you') =>
  who.client.post<{ comment: { id: string } }>(`/api/social/posts/${postId}/comments`, { content });
const react = (who: TestUser, postId: string, reaction = 'love') =>
  who.client.post(`/api/social/posts/${postId}/like`, { reaction });
const markRead = (who: TestUser, body: unknown) =>
  who.client.post<{ unread_count: number; error?: string }>('/api/notifications/read', body);
const putPreferences = (who: TestUser, body: unknown) =>
  who.client.json<{ preferences: NotificationPreferences; error?: string }>(
    'PUT',
    '/api/notifications/preferences',
    body,
  );

describe('what notifies', () => {
  it("a comment on my post names the commenter and links to the post; my own comment doesn't", async () => {
    const [ana, bo] = await make.users(2);
    const postId = await newPost(ana!);
    expect((await comment(ana!, postId)).status).toBe(201);
    expect((await list(ana!)).notifications).toEqual([]);
    expect((await comment(bo!, postId)).status).toBe(201);
    const page = await list(ana!);
    expect(page.unread_count).toBe(1);
    expect(page.next_cursor).toBeNull();
    expect(page.notifications).toEqual([
      {
        id: expect.any(String),
        kind: 'comment',
        text: `${bo!.name} commented on your post`,
        link: `/social?post=${postId}`,
        updated_at: expect.any(String),
        read: false,
      },
    ]);
    // Nobody else hears of it.
    expect((await list(bo!)).notifications).toEqual([]);
  });

  it('reactions to a post are one entry, updated and moved to the top; one taken back comes off it', async () => {
    const [ana, bo, cy, di] = await make.users(4);
    const postId = await newPost(ana!);
    const other = await newPost(ana!);
    await react(bo!, postId);
    await comment(di!, other);
    await react(cy!, postId, 'haha');
    await react(di!, postId);
    // Changing one's reaction is not news.
    await react(cy!, postId, 'strong');
    let page = await list(ana!);
    expect(page.notifications.map((n) => n.text)).toEqual([
      `${di!.name} and 2 others reacted to your post`,
      `${di!.name} commented on your post`,
    ]);
    expect(page.unread_count).toBe(2);
    // Di takes hers back (the same reaction again).
    await react(di!, postId);
    page = await list(ana!);
    expect(page.notifications[0]!.text).toBe(`${cy!.name} and 1 other reacted to your post`);
    await react(cy!, postId, 'strong');
    await react(bo!, postId);
    expect(await texts(ana!)).toEqual([`${di!.name} commented on your post`]);
  });

  it('taking a reaction back and giving it again does not raise the entry again', async () => {
    const [ana, bo, cy] = await make.users(3);
    const postId = await newPost(ana!);
    await react(bo!, postId);
    expect((await markRead(ana!, { all: true })).body.unread_count).toBe(0);
    for (let i = 0; i < 3; i++) {
      await react(bo!, postId); // taken back
      await react(bo!, postId); // given again
    }
    let page = await list(ana!);
    expect(page.unread_count).toBe(0);
    expect(page.notifications.map((n) => [n.text, n.read])).toEqual([
      [`${bo!.name} reacted to your post`, true],
    ]);
    // Someone new is news again.
    await react(cy!, postId);
    page = await list(ana!);
    expect(page.unread_count).toBe(1);
    expect(page.notifications.map((n) => [n.text, n.read])).toEqual([
      [`${cy!.name} and 1 other reacted to your post`, false],
    ]);
  });

  it("a peer's answer to my request for support, linking to our conversation", async () => {
    const here = { latitude: 37.7793, longitude: -122.4193 };
    const requester = await make.user({ profile: { support_status: 'seeking' } });
    const peer = await make.user({ profile: { support_status: 'giving' } });
    for (const who of [requester, peer])
      expect((await who.client.put('/api/profile/location', here)).status).toBe(200);
    const asked = await requester.client.post<{ request: SupportRequest }>(
      '/api/support-requests',
      { message: 'Rough night.' },
    );
    expect(asked.status).toBe(201);
    const answered = await peer.client.post(
      `/api/support-requests/${asked.body.request.id}/respond`,
    );
    expect(answered.status).toBe(200);
    const [entry] = (await list(requester)).notifications;
    expect(entry).toMatchObject({
      kind: 'support_response',
      text: `${peer.name} answered your request for support`,
      link: `/messages?with=${peer.id}`,
      read: false,
    });
  });
});

describe('never', () => {
  it('across a block: nothing new, and what was there no longer names them', async () => {
    const [ana, bo, cy] = await make.users(3);
    const postId = await newPost(ana!);
    await comment(bo!, postId);
    await react(bo!, postId);
    await react(cy!, postId);
    expect((await ana!.client.post(`/api/users/${bo!.id}/block`)).status).toBe(200);
    expect(await texts(ana!)).toEqual([`${cy!.name} reacted to your post`]);
    expect((await list(ana!)).unread_count).toBe(1);
    // Blocked the other way round: Cy blocks Ana; Cy's comments on her older posts cannot exist,
    // and the reaction already there stops naming Cy.
    expect((await cy!.client.post(`/api/users/${ana!.id}/block`)).status).toBe(200);
    expect(await texts(ana!)).toEqual([]);
  });

  it('for a kind turned off; on again, new ones come', async () => {
    const [ana, bo] = await make.users(2);
    const postId = await newPost(ana!);
    const off = await putPreferences(ana!, {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      comments: false,
    });
    expect(off.status).toBe(200);
    await comment(bo!, postId);
    await react(bo!, postId);
    expect(await texts(ana!)).toEqual([`${bo!.name} reacted to your post`]);
    await putPreferences(ana!, DEFAULT_NOTIFICATION_PREFERENCES);
    await comment(bo!, postId, 'Again');
    expect(await texts(ana!)).toEqual([
      `${bo!.name} commented on your post`,
      `${bo!.name} reacted to your post`,
    ]);
  });

  it('for what is gone: a deleted post takes its entries with it', async () => {
    const [ana, bo] = await make.users(2);
    const postId = await newPost(ana!);
    await comment(bo!, postId);
    await react(bo!, postId);
    expect((await ana!.client.delete(`/api/social/posts/${postId}`)).status).toBe(200);
    const page = await list(ana!);
    expect(page.notifications).toEqual([]);
    expect(page.unread_count).toBe(0);
  });

  it('naming someone who deleted their account; the owner’s own are erased with theirs', async () => {
    const [ana, bo, cy] = await make.users(3);
    const postId = await newPost(ana!);
    await react(bo!, postId);
    await react(cy!, postId);
    const boPost = await newPost(bo!);
    await comment(ana!, boPost);
    expect(await texts(ana!)).toEqual([`${cy!.name} and 1 other reacted to your post`]);
    const deleted = await bo!.client.json('DELETE', '/api/account', { confirm: 'DELETE' });
    expect(deleted.status).toBe(200);
    await vi.waitFor(
      async () => expect(await texts(ana!)).toEqual([`${cy!.name} reacted to your post`]),
      { timeout: 15_000, interval: 100 },
    );
    const { Notification, NotificationState } = server.db.models;
    await vi.waitFor(
      async () => {
        expect(await Notification.countDocuments({ owner_id: bo!.id })).toBe(0);
        expect(await Notification.countDocuments({ actors: bo!.id })).toBe(0);
        expect(await Notification.countDocuments({ seen: bo!.id })).toBe(0);
        expect(await NotificationState.countDocuments({ _id: bo!.id })).toBe(0);
      },
      { timeout: 15_000, interval: 100 },
    );
  });
});

it('names nobody whose profile is gone, from the moment it is gone', async () => {
  const [ana, bo, cy] = await make.users(3);
  const postId = await newPost(ana!);
  await react(cy!, postId);
  await react(bo!, postId);
  expect(await texts(ana!)).toEqual([`${bo!.name} and 1 other reacted to your post`]);
  // What the erasure's profile step does (bff/services/account/deletion.ts), before the later
  // steps take Bo off the entry: the profile deleted, and this process's copy of it dropped.
  const { Profile } = server.db.models;
  await Profile.deleteOne({ _id: bo!.id });
  engineSeam(server.db.conn, inject('dbEngine') as EngineName).forget(Profile, bo!.id);
  expect(await texts(ana!)).toEqual([`${cy!.name} and 1 other reacted to your post`]);
});

describe('reading', () => {
  it('a page of 20, newest first, then the rest by cursor; a made-up cursor is refused', async () => {
    const [ana, bo] = await make.users(2);
    const postId = await newPost(ana!);
    for (let i = 0; i < 25; i++) await comment(bo!, postId, `Comment ${i}`);
    const first = await list(ana!);
    expect(first.notifications).toHaveLength(20);
    expect(first.unread_count).toBe(25);
    expect(first.next_cursor).toEqual(expect.any(String));
    const rest = await list(ana!, first.next_cursor!);
    expect(rest.notifications).toHaveLength(5);
    expect(rest.next_cursor).toBeNull();
    const all = [...first.notifications, ...rest.notifications];
    expect(new Set(all.map((n) => n.id)).size).toBe(25);
    const times = all.map((n) => n.updated_at);
    expect([...times].sort().reverse()).toEqual(times);
    const bad = await ana!.client.get<{ error: string }>('/api/notifications?cursor=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('cursor is not valid.');
  });

  it('marks some read by id, then all; others’ ids change nothing of theirs', async () => {
    const [ana, bo] = await make.users(2);
    const postId = await newPost(ana!);
    const boPost = await newPost(bo!);
    for (let i = 0; i < 3; i++) await comment(bo!, postId, `Hi ${i}`);
    await comment(ana!, boPost);
    const [newest, second] = (await list(ana!)).notifications;
    const [bosOwn] = (await list(bo!)).notifications;
    const res = await markRead(ana!, { ids: [newest!.id, bosOwn!.id] });
    expect(res.status).toBe(200);
    expect(res.body.unread_count).toBe(2);
    expect((await list(bo!)).notifications[0]!.read).toBe(false);
    const page = await list(ana!);
    expect(page.notifications.map((n) => n.read)).toEqual([true, false, false]);
    expect(page.notifications[1]!.id).toBe(second!.id);
    expect(
      (await ana!.client.get<{ unread_count: number }>('/api/notifications/unread')).body,
    ).toEqual({ unread_count: 2 });
    expect((await markRead(ana!, { all: true })).body.unread_count).toBe(0);
    expect(
      (await ana!.client.get<{ unread_count: number }>('/api/notifications/unread')).body,
    ).toEqual({ unread_count: 0 });
    expect((await list(ana!)).notifications.every((n) => n.read)).toBe(true);
    // What comes after is unread again.
    await comment(bo!, postId, 'One more');
    expect((await list(ana!)).unread_count).toBe(1);
  });

  it('marks all read for someone who saved preferences before anything was read', async () => {
    const [ana, bo] = await make.users(2);
    const saved = await putPreferences(ana!, {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      previews: true,
    });
    expect(saved.status).toBe(200);
    const postId = await newPost(ana!);
    await comment(bo!, postId, 'First');
    await comment(bo!, postId, 'Second');
    expect((await list(ana!)).unread_count).toBe(2);
    const res = await markRead(ana!, { all: true });
    expect(res.status).toBe(200);
    expect(res.body.unread_count).toBe(0);
    expect((await list(ana!)).notifications.map((n) => n.read)).toEqual([true, true]);
    // Marked once, then again after something new: the state now has a place read through.
    await comment(bo!, postId, 'Third');
    expect((await markRead(ana!, { all: true })).body.unread_count).toBe(0);
    expect((await list(ana!)).unread_count).toBe(0);
  });

  it('the unread count arrives live on the event stream', async () => {
    const [ana, bo] = await make.users(2);
    const postId = await newPost(ana!);
    const stream = await openEventStream(ana!.client);
    try {
      await comment(bo!, postId);
      expect((await stream.next('notifications', 5_000)).data).toEqual({ unread_count: 1 });
      await markRead(ana!, { all: true });
      expect((await stream.next('notifications', 5_000)).data).toEqual({ unread_count: 0 });
    } finally {
      await stream.close();
    }
  });
});

describe('preferences', () => {
  it('start as the defaults and are saved whole', async () => {
    const ana = await make.user();
    const got = await ana.client.get<{ preferences: NotificationPreferences }>(
      '/api/notifications/preferences',
    );
    expect(got.status).toBe(200);
    expect(got.body.preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const wanted: NotificationPreferences = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      reactions: false,
      reminders: true,
      quiet_hours: { start: '22:00', end: '07:30' },
      time_zone: 'America/Los_Angeles',
    };
    const put = await putPreferences(ana, wanted);
    expect(put.status).toBe(200);
    expect(put.body.preferences).toEqual(wanted);
    expect(
      (
        await ana.client.get<{ preferences: NotificationPreferences }>(
          '/api/notifications/preferences',
        )
      ).body.preferences,
    ).toEqual(wanted);
  });

  it('keeps the time zone as the runtime names it', async () => {
    const ana = await make.user();
    const put = await putPreferences(ana, {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      time_zone: 'europe/lisbon',
    });
    expect(put.status).toBe(200);
    expect(put.body.preferences.time_zone).toBe('Europe/Lisbon');
  });

  it.each([
    [{ comments: 'yes' }, 'comments must be true or false.'],
    [
      { quiet_hours: { start: '25:00', end: '07:00' } },
      'quiet_hours.start: times must be HH:MM on a 24-hour clock.',
    ],
    [
      { quiet_hours: { start: '22:00', end: '22:00' } },
      'quiet_hours must end at another time than it starts.',
    ],
    [{ quiet_hours: '22-7' }, 'quiet_hours must be null or { start, end }.'],
    [{ time_zone: 'Mars/Olympus' }, 'time_zone is not a known time zone.'],
    [{ reminder_time: '8am' }, 'reminder_time: times must be HH:MM on a 24-hour clock.'],
    [{ previews: 'on' }, 'previews must be true or false.'],
    [{ shout: true }, 'Unknown field shout.'],
  ])('refuses %j, naming the problem, and keeps what was saved', async (change, error) => {
    const ana = await make.user();
    const saved: NotificationPreferences = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      comments: false,
      quiet_hours: { start: '23:00', end: '06:00' },
      time_zone: 'Europe/Lisbon',
    };
    expect((await putPreferences(ana, saved)).status).toBe(200);
    const res = await putPreferences(ana, { ...saved, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
    const { reminders: _dropped, ...rest } = saved;
    const missing = await putPreferences(ana, rest);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('reminders is required.');
    expect(
      (
        await ana.client.get<{ preferences: NotificationPreferences }>(
          '/api/notifications/preferences',
        )
      ).body.preferences,
    ).toEqual(saved);
  });
});

describe('moderation outcomes', () => {
  const report = async (who: TestUser, postId: string) =>
    expect(
      (await who.client.post(`/api/social/posts/${postId}/report`, { reason: 'Unkind' })).status,
    ).toBe(201);
  const aged = async (count: number) => {
    const people = await make.users(count);
    for (const p of people) await make.ageAccount(p);
    return people;
  };
  const eventually = (who: TestUser, wanted: string[]) =>
    vi.waitFor(async () => expect(await texts(who)).toEqual(wanted), { timeout: 5_000 });

  it('tell the author of a removal, and of a held post back on the feed, while the decision stands', async () => {
    const admin = await make.user({ admin: true });
    const [ana] = await make.users(1);
    const removed = await newPost(ana!);
    for (const p of await make.users(1)) await report(p, removed);
    expect((await admin.client.post(`/api/admin/posts/${removed}/reject`)).status).toBe(200);
    await eventually(ana!, ['Moderators removed your post: only you can see it now']);
    expect((await list(ana!)).notifications[0]).toMatchObject({
      kind: 'moderation',
      link: `/social?post=${removed}`,
      read: false,
    });

    // Held by three reports, then approved: back on the feed.
    const held = await newPost(ana!);
    for (const p of await aged(3)) await report(p, held);
    expect((await admin.client.post(`/api/admin/posts/${held}/approve`)).status).toBe(200);
    await eventually(ana!, [
      'Moderators reviewed your post: it is on the feed again',
      'Moderators removed your post: only you can see it now',
    ]);

    // A reported post approved without being held tells nobody it was reported.
    const quiet = await newPost(ana!);
    for (const p of await make.users(1)) await report(p, quiet);
    expect((await admin.client.post(`/api/admin/posts/${quiet}/approve`)).status).toBe(200);

    // The removal undone: its entry no longer stands.
    const audit = await admin.client.get<{ entries: { id: string; target_id: string }[] }>(
      '/api/admin/audit?limit=50&action=post.reject',
    );
    const entry = audit.body.entries.find((e) => e.target_id === removed)!;
    expect((await admin.client.post(`/api/admin/audit/${entry.id}/undo`)).status).toBe(200);
    await eventually(ana!, ['Moderators reviewed your post: it is on the feed again']);
  });

  it('tell whoever suggested a place whether it is on the map, unless turned off', async () => {
    const admin = await make.user({ admin: true });
    const [ana, bo] = await make.users(2);
    const suggest = async (who: TestUser, name: string) =>
      (
        await who.client.post<{ resource: { id: string } }>('/api/resources', {
          name,
          resource_type: 'peer_center',
          address: '1 Test Street, San Francisco, CA',
          latitude: 37.7771,
          longitude: -122.4216,
        })
      ).body.resource.id;
    const yes = await suggest(ana!, 'Harbor Peer Room');
    const no = await suggest(ana!, 'Closed Room');
    await admin.client.post(`/api/admin/resources/${yes}/approve`);
    await admin.client.post(`/api/admin/resources/${no}/reject`);
    await eventually(ana!, [
      'Your suggested place “Closed Room” was not added to the map',
      'Your suggested place “Harbor Peer Room” is now on the map',
    ]);
    expect((await list(ana!)).notifications[1]!.link).toBe('/map');

    await putPreferences(bo!, { ...DEFAULT_NOTIFICATION_PREFERENCES, moderation: false });
    const off = await suggest(bo!, 'Quiet Room');
    await admin.client.post(`/api/admin/resources/${off}/approve`);
    // Another entry of Bo's comes after it, so the decision has been handled by then.
    const postId = await newPost(bo!);
    await comment(ana!, postId);
    await eventually(bo!, [`${ana!.name} commented on your post`]);
  });
});

describe('bad requests', () => {
  it.each([
    [{}, 'send { ids: [...] } or { all: true }.'],
    [{ ids: [] }, 'ids must name at least one notification.'],
    [{ ids: 'a' }, 'ids must be a list.'],
    [{ all: false }, 'all must be true.'],
    [{ ids: ['a'], all: true }, 'send { ids: [...] } or { all: true }.'],
    [
      { ids: Array.from({ length: 101 }, (_, i) => `x${i}`) },
      'ids may name at most 100 notifications.',
    ],
  ])('marking read refuses %j', async (body, error) => {
    const ana = await make.user();
    const res = await markRead(ana, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
  });

  it('every route needs a signed-in person', async () => {
    const visitor = server.client();
    expect((await visitor.get('/api/notifications')).status).toBe(401);
    expect((await visitor.get('/api/notifications/unread')).status).toBe(401);
    expect((await visitor.post('/api/notifications/read', { all: true })).status).toBe(401);
    expect((await visitor.get('/api/notifications/preferences')).status).toBe(401);
    expect(
      (
        await visitor.json(
          'PUT',
          '/api/notifications/preferences',
          DEFAULT_NOTIFICATION_PREFERENCES,
        )
      ).status,
    ).toBe(401);
  });
});
