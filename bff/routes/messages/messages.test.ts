import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_MAX,
  NOT_ACCEPTING_TEXT,
  type ConversationPage,
  type Message,
  type MessageReactions,
  type MessageThread,
} from '../../../contract/messages';
import { type TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';

const { server, make } = await serverForFile();

const send = (from: TestUser, to: TestUser | string, content: string, extra = {}) =>
  from.client.post<{ message: Message; error?: string }>('/api/messages/send', {
    recipient_user_id: typeof to === 'string' ? to : to.id,
    content,
    ...extra,
  });
const threadsOf = async (person: TestUser) => {
  const res = await person.client.get<{ threads: MessageThread[] }>('/api/messages/threads');
  expect(res.status).toBe(200);
  return res.body.threads;
};
const open = (viewer: TestUser, other: TestUser | string, cursor?: string) =>
  viewer.client.get<ConversationPage & { error?: string }>(
    `/api/messages/thread/${typeof other === 'string' ? other : other.id}${cursor ? `?cursor=${cursor}` : ''}`,
  );

describe('POST /api/messages/send', () => {
  it('stores the message, creates the thread and shows it in both lists', async () => {
    const [ana, ben] = await make.users(2);
    const res = await send(ana!, ben!, '  Are you around tonight?  ');
    expect(res.status).toBe(201);
    expect(res.body.message).toMatchObject({
      sender_user_id: ana!.id,
      recipient_user_id: ben!.id,
      content: 'Are you around tonight?',
      is_read: false,
      reactions: {},
      message_type: 'text',
    });
    expect(Date.parse(res.body.message.created_at)).toBeGreaterThan(Date.now() - 10_000);

    const [forBen] = await threadsOf(ben!);
    expect(forBen).toMatchObject({
      other_user_id: ana!.id,
      other_user_name: ana!.name,
      last_message: 'Are you around tonight?',
      last_message_mine: false,
      unread_count: 1,
      blocked: false,
      presence: { online: false },
    });
    const [forAna] = await threadsOf(ana!);
    expect(forAna).toMatchObject({
      other_user_id: ben!.id,
      other_user_name: ben!.name,
      last_message_mine: true,
      unread_count: 0,
    });
    // The first message made them peers ('friends' privacy reads the same thread).
    expect(
      await server.db.models.Thread.countDocuments({ _id: [ana!.id, ben!.id].sort().join(':') }),
    ).toBe(1);
  });

  it("makes peers ('friends' posts) only once both have written", async () => {
    const [ana, ben] = await make.users(2);
    const friendsOnly = await make.post(ana!, { content: 'for my peers', privacy: 'friends' });
    const seesIt = async () =>
      (await ben!.client.get<{ posts: { id: string }[] }>('/api/social/posts?limit=50')).body.posts
        .map((p) => p.id)
        .includes(friendsOnly);
    expect((await send(ben!, ana!, 'hi, we have not met')).status).toBe(201);
    expect(await seesIt()).toBe(false);
    expect((await send(ana!, ben!, 'hello Ben')).status).toBe(201);
    expect(await seesIt()).toBe(true);
  });

  it('needs the sender’s own complete profile (403)', async () => {
    const ben = await make.user();
    const fresh = await make.user({ profile: false });
    const res = await send(fresh, ben, 'hello');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Please complete your profile before contacting peers.' });
  });

  it('sends the thumbs-up as an emoji message', async () => {
    const [ana, ben] = await make.users(2);
    const res = await send(ana!, ben!, '👍', { message_type: 'emoji' });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatchObject({ content: '👍', message_type: 'emoji' });
  });

  it('lists threads most recent first, with unread counts per thread', async () => {
    const [me, a, b] = await make.users(3);
    await send(a!, me!, 'from a 1');
    await send(b!, me!, 'from b');
    await send(a!, me!, 'from a 2');
    const threads = await threadsOf(me!);
    expect(threads.map((t) => [t.other_user_id, t.last_message, t.unread_count])).toEqual([
      [a!.id, 'from a 2', 2],
      [b!.id, 'from b', 1],
    ]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['content cannot be blank.', { content: '   ' }],
    [
      `content must be at most ${MESSAGE_MAX} characters.`,
      { content: 'x'.repeat(MESSAGE_MAX + 1) },
    ],
    ['content must be text.', { content: 42 }],
    ['message_type must be text or emoji.', { content: 'hi', message_type: 'sticker' }],
    ['content of an emoji message must be 👍.', { content: 'hi', message_type: 'emoji' }],
    ['recipient_user_id: id is not valid.', { content: 'hi', recipient_user_id: 'nobody' }],
    ['recipient_user_id is required.', { content: 'hi', recipient_user_id: undefined }],
  ])('refuses with 400 naming the problem: %s', async (message, body) => {
    const [ana, ben] = await make.users(2);
    const res = await ana!.client.post('/api/messages/send', {
      recipient_user_id: ben!.id,
      ...body,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect(await threadsOf(ben!)).toEqual([]);
  });

  it('accepts exactly MESSAGE_MAX characters', async () => {
    const [ana, ben] = await make.users(2);
    expect((await send(ana!, ben!, 'x'.repeat(MESSAGE_MAX))).status).toBe(201);
  });

  it('refuses a message to yourself (400) and to no one (404)', async () => {
    const ana = await make.user();
    expect((await send(ana, ana, 'hello me')).body).toEqual({
      error: 'You cannot send a message to yourself.',
    });
    expect((await send(ana, ana, 'hello me')).status).toBe(400);
    const nobody = await send(ana, '0123456789abcdef01234567', 'hello?');
    expect(nobody.status).toBe(404);
    expect(nobody.body).toEqual({ error: 'Person not found.' });
  });

  it('refuses a recipient without a complete profile (404)', async () => {
    const ana = await make.user();
    const fresh = await make.user({ profile: false });
    const res = await send(ana, fresh, 'welcome!');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Person not found.' });
  });

  it('needs a session (401)', async () => {
    const ben = await make.user();
    const res = await server.client().post('/api/messages/send', {
      recipient_user_id: ben.id,
      content: 'hi',
    });
    expect(res.status).toBe(401);
  });

  it('refuses with 403 when the recipient turned messages off, unless they wrote first', async () => {
    const ana = await make.user();
    const quiet = await make.user({ profile: { accept_messages: false } });
    const refused = await send(ana, quiet, 'hi there');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: NOT_ACCEPTING_TEXT });
    expect(await threadsOf(quiet)).toEqual([]);

    // Someone who turned messages off may still start a conversation, and be answered in it.
    expect((await send(quiet, ana, 'I wanted to say thanks')).status).toBe(201);
    expect((await send(ana, quiet, 'You are welcome!')).status).toBe(201);
  });

  it('creates one message for a repeated Idempotency-Key', async () => {
    const [ana, ben] = await make.users(2);
    const key = randomUUID();
    const first = await ana!.client.post<{ message: Message }>(
      '/api/messages/send',
      { recipient_user_id: ben!.id, content: 'just once' },
      { 'Idempotency-Key': key },
    );
    const again = await ana!.client.post<{ message: Message }>(
      '/api/messages/send',
      { recipient_user_id: ben!.id, content: 'just once' },
      { 'Idempotency-Key': key },
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.message.id).toBe(first.body.message.id);
    expect((await open(ben!, ana!)).body.messages).toHaveLength(1);
  });
});

describe('GET /api/messages/thread/{otherUserId}', () => {
  it('pages the conversation newest first, shown oldest first, by cursor', async () => {
    const [ana, ben] = await make.users(2);
    for (let i = 1; i <= 120; i++)
      expect((await send(i % 2 ? ana! : ben!, i % 2 ? ben! : ana!, `m${i}`)).status).toBe(201);

    const first = await open(ana!, ben!);
    expect(first.status).toBe(200);
    expect(first.body.messages.map((m) => m.content)).toEqual(
      Array.from({ length: 50 }, (_, i) => `m${71 + i}`),
    );
    expect(first.body.other_user).toMatchObject({
      id: ben!.id,
      display_name: ben!.name,
      blocked: false,
    });
    const second = await open(ana!, ben!, first.body.next_cursor!);
    expect(second.body.messages.map((m) => m.content)).toEqual(
      Array.from({ length: 50 }, (_, i) => `m${21 + i}`),
    );
    const third = await open(ana!, ben!, second.body.next_cursor!);
    expect(third.body.messages.map((m) => m.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `m${1 + i}`),
    );
    expect(third.body.next_cursor).toBeNull();
  });

  it('shows no presence of a stranger who takes no messages', async () => {
    const ana = await make.user();
    const quiet = await make.user({ profile: { accept_messages: false } });
    const res = await open(ana, quiet);
    expect(res.status).toBe(200);
    expect(res.body.other_user.presence).toEqual({ online: false, last_seen: null });
  });

  it('an empty conversation with a person who can be written to', async () => {
    const [ana, ben] = await make.users(2);
    const res = await open(ana!, ben!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      messages: [],
      next_cursor: null,
      other_user: { id: ben!.id },
    });
  });

  it('refuses a bad cursor (400), yourself (400), nobody (404) and a malformed id (404)', async () => {
    const [ana, ben] = await make.users(2);
    expect((await open(ana!, ben!, 'not-a-cursor')).status).toBe(400);
    expect((await open(ana!, ana!)).status).toBe(400);
    expect((await open(ana!, '0123456789abcdef01234567')).status).toBe(404);
    expect((await open(ana!, 'zzz')).status).toBe(404);
  });

  it('opening marks received messages read: ticks for the sender, badge cleared for the reader', async () => {
    const [ana, ben] = await make.users(2);
    await send(ana!, ben!, 'one');
    await send(ana!, ben!, 'two');
    expect((await open(ana!, ben!)).body.messages.map((m) => m.is_read)).toEqual([false, false]);
    expect((await threadsOf(ben!))[0]!.unread_count).toBe(2);

    const seen = await open(ben!, ana!);
    expect(seen.body.messages.map((m) => m.is_read)).toEqual([true, true]);
    expect((await threadsOf(ben!))[0]!.unread_count).toBe(0);
    expect((await open(ana!, ben!)).body.messages.map((m) => m.is_read)).toEqual([true, true]);

    await send(ana!, ben!, 'three');
    expect((await open(ana!, ben!)).body.messages.map((m) => m.is_read)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('keeps the thread list name in step when a person renames themself', async () => {
    const [ana, ben] = await make.users(2);
    await send(ana!, ben!, 'hello');
    const saved = await ana!.client.post('/api/profile', {
      display_name: 'Ana R.',
      support_status: 'both',
      recovery_type: 'mental_health',
    });
    expect(saved.status).toBe(200);
    expect((await threadsOf(ben!))[0]!.other_user_name).toBe('Ana R.');
  });
});

describe('POST /api/messages/{id}/reactions', () => {
  it('one reaction per person: set, change, remove; visible to both', async () => {
    const [ana, ben] = await make.users(2);
    const { message } = (await send(ana!, ben!, 'I made it through today')).body;
    const react = (who: TestUser, emoji: string) =>
      who.client.post<{ reactions: MessageReactions }>(`/api/messages/${message.id}/reactions`, {
        emoji,
      });
    expect((await react(ben!, '❤️')).body.reactions).toEqual({ '❤️': [ben!.id] });
    expect((await react(ana!, '❤️')).body.reactions).toEqual({ '❤️': [ben!.id, ana!.id] });
    // Another emoji replaces the person's reaction; the same one again removes it.
    expect((await react(ben!, '😮')).body.reactions).toEqual({
      '❤️': [ana!.id],
      '😮': [ben!.id],
    });
    expect((await react(ana!, '❤️')).body.reactions).toEqual({ '😮': [ben!.id] });
    const seenByAna = (await open(ana!, ben!)).body.messages[0]!;
    expect(seenByAna.reactions).toEqual({ '😮': [ben!.id] });
  });

  it('refuses an unknown emoji (400), another thread’s message (404) and made-up ids (404)', async () => {
    const [ana, ben, eve] = await make.users(3);
    const { message } = (await send(ana!, ben!, 'private words')).body;
    const bad = await ben!.client.post(`/api/messages/${message.id}/reactions`, { emoji: '💩' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^emoji must be one of/);
    const outsider = await eve!.client.post(`/api/messages/${message.id}/reactions`, {
      emoji: '👍',
    });
    expect(outsider.status).toBe(404);
    expect(outsider.body).toEqual({ error: 'Message not found.' });
    const beyond = message.id.replace(/-\d+$/, '-99');
    expect(
      (await ben!.client.post(`/api/messages/${beyond}/reactions`, { emoji: '👍' })).status,
    ).toBe(404);
    expect(
      (await ben!.client.post('/api/messages/nonsense/reactions', { emoji: '👍' })).status,
    ).toBe(404);
    // One spelling per message: '-00<n>' is not message <n>.
    const padded = message.id.replace(/-(\d+)$/, '-00$1');
    const report = await ben!.client.post(`/api/messages/${padded}/report`, { reason: 'x' });
    expect(report.status).toBe(404);
  });
});

describe('reports', () => {
  it('a message: 201, once per person (409), not your own (400), not others’ (404)', async () => {
    const [ana, ben, eve] = await make.users(3);
    const { message } = (await send(ana!, ben!, 'something hurtful')).body;
    const report = (who: TestUser) =>
      who.client.post(`/api/messages/${message.id}/report`, { reason: 'Harassment' });
    expect((await report(ben!)).status).toBe(201);
    const stored = await server.db.models.Report.findById(
      `message:${message.id}:${ben!.id}`,
    ).lean();
    expect(stored).toMatchObject({
      target_type: 'message',
      content: 'something hurtful',
      reason: 'Harassment',
    });
    expect((await report(ben!)).status).toBe(409);
    expect((await report(ana!)).body).toEqual({ error: 'You cannot report your own message.' });
    expect((await report(eve!)).status).toBe(404);
    const blank = await ben!.client.post(`/api/messages/${message.id}/report`, { reason: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: 'reason cannot be blank.' });
  });

  it('a person: 201, once (409), not yourself (400), nobody (404)', async () => {
    const [ana, ben] = await make.users(2);
    const report = (id: string) => ana!.client.post(`/api/users/${id}/report`, { reason: 'Scam' });
    expect((await report(ben!.id)).status).toBe(201);
    expect((await report(ben!.id)).status).toBe(409);
    expect((await report(ana!.id)).status).toBe(400);
    expect((await report('0123456789abcdef01234567')).status).toBe(404);
    expect(
      (await server.client().post(`/api/users/${ben!.id}/report`, { reason: 'x' })).status,
    ).toBe(401);
  });
});

describe('POST /api/messages/typing', () => {
  it('answers 204 whether or not it is passed on, and checks its input', async () => {
    const [ana, ben] = await make.users(2);
    expect(
      (await ana!.client.post('/api/messages/typing', { recipient_user_id: ben!.id })).status,
    ).toBe(204);
    const bad = await ana!.client.post('/api/messages/typing', { recipient_user_id: 'x' });
    expect(bad.status).toBe(400);
    expect(
      (await ana!.client.post('/api/messages/typing', { recipient_user_id: ana!.id })).status,
    ).toBe(400);
  });
});
