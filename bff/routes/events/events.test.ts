import { describe, expect, it } from 'vitest';
import type { Message } from '../../../contract/messages';
import { openEventStream } from '../../test/eventStream';
import { type TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';

/** GET /api/events: live messages, read marks, reactions, typing and presence (contract/events). */
// A short heartbeat, so the session re-check after a sign-out is seen within the test, and a short
// offline grace, so 'last seen' comes without waiting out the product's 5 s.
const { server, make } = await serverForFile(
  {},
  { eventsHeartbeatMs: 300, presenceOfflineMs: 500 },
);

/**
 * How long an event may take before a test fails; it is never waited out when the event comes.
 * How soon events come is the buses' to show: at once on the memory bus, on the next poll on the
 * database bus (bff/events/memoryBus.test.ts, bff/events/databaseBus.test.ts).
 */
const EVENT_MS = 10_000;

const send = (from: TestUser, to: TestUser, content: string) =>
  from.client.post<{ message: Message }>('/api/messages/send', {
    recipient_user_id: to.id,
    content,
  });

describe('GET /api/events', () => {
  it('needs a session (401) and answers an event stream', async () => {
    expect((await server.client().get('/api/events')).status).toBe(401);
    const ana = await make.user();
    const stream = await openEventStream(ana.client);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-store');
    await stream.close();
  });

  it('delivers a new message to the recipient live, with their thread entry', async () => {
    const [ana, ben] = await make.users(2);
    const benStream = await openEventStream(ben!.client);
    const sent = await send(ana!, ben!, 'Thinking of you today');
    const event = await benStream.next('message', EVENT_MS);
    expect(event.data.message).toEqual(sent.body.message);
    expect(event.data.thread).toMatchObject({
      other_user_id: ana!.id,
      other_user_name: ana!.name,
      last_message: 'Thinking of you today',
      unread_count: 1,
      last_message_mine: false,
    });
    await benStream.close();
  });

  it('tells the sender when the recipient reads, and passes on reactions and typing', async () => {
    const [ana, ben] = await make.users(2);
    const anaStream = await openEventStream(ana!.client);
    const { message } = (await send(ana!, ben!, 'Did you get home ok?')).body;
    await anaStream.next('message', EVENT_MS); // the sender's other tabs hear of it too

    await ben!.client.get(`/api/messages/thread/${ana!.id}`);
    const read = await anaStream.next('read', EVENT_MS);
    expect(read.data).toMatchObject({
      reader_id: ben!.id,
      other_user_id: ana!.id,
      up_to: message.created_at,
    });

    await ben!.client.post(`/api/messages/${message.id}/reactions`, { emoji: '❤️' });
    const reaction = await anaStream.next('reaction', EVENT_MS);
    expect(reaction.data).toEqual({
      message_id: message.id,
      other_user_id: ben!.id,
      reactions: { '❤️': [ben!.id] },
    });

    expect(
      (await ben!.client.post('/api/messages/typing', { recipient_user_id: ana!.id })).status,
    ).toBe(204);
    expect((await anaStream.next('typing', EVENT_MS)).data).toEqual({ user_id: ben!.id });
    await anaStream.close();
  });

  it('passes no typing on to someone who blocked the typist', async () => {
    const [ana, ben, cara] = await make.users(3);
    await send(ben!, ana!, 'hello');
    await send(cara!, ana!, 'hello too');
    await ana!.client.post(`/api/users/${ben!.id}/block`);
    const anaStream = await openEventStream(ana!.client);
    expect(
      (await ben!.client.post('/api/messages/typing', { recipient_user_id: ana!.id })).status,
    ).toBe(204);
    // Cara's typing, sent after Ben's, comes alone: Ben's was never passed on.
    await cara!.client.post('/api/messages/typing', { recipient_user_id: ana!.id });
    await anaStream.next('typing', EVENT_MS, (e) => e.data.user_id === cara!.id);
    const typists = anaStream.received.filter((e) => e.type === 'typing').map((e) => e.data);
    expect(typists).toEqual([{ user_id: cara!.id }]);
    await anaStream.close();
  });

  it('ends the stream of a session that signed out, within a heartbeat', async () => {
    const [ana, ben] = await make.users(2);
    const stream = await openEventStream(ana!.client);
    await send(ben!, ana!, 'before');
    await stream.next('message', EVENT_MS);
    expect((await ana!.client.get('/api/logout')).status).toBe(200);
    await expect.poll(() => stream.ended, { timeout: 3000 }).toBe(true);
    // A message sent now reaches Ana's new session live, not the one that signed out.
    const again = server.client();
    await again.signIn(ana!.email, ana!.name);
    const newStream = await openEventStream(again);
    await send(ben!, ana!, 'after');
    expect((await newStream.next('message', EVENT_MS)).data.message.content).toBe('after');
    expect(stream.received.filter((e) => e.type === 'message')).toHaveLength(1);
    await newStream.close();
    await stream.close();
  });

  it('shows presence to peers: online while a stream is open, then last seen', async () => {
    const [ana, ben] = await make.users(2);
    // Peers: both wrote (presence is for them only; bff/routes/messages/presence.test.ts).
    await send(ana!, ben!, 'hi');
    await send(ben!, ana!, 'hi back');
    const anaStream = await openEventStream(ana!.client);
    const benStream = await openEventStream(ben!.client);
    const aboutBen = (e: { data: { user_id: string } }) => e.data.user_id === ben!.id;
    const online = await anaStream.next('presence', EVENT_MS, aboutBen);
    expect(online.data).toEqual({ user_id: ben!.id, presence: { online: true, last_seen: null } });
    const threads = await ana!.client.get<{ threads: { presence: unknown }[] }>(
      '/api/messages/threads',
    );
    expect(threads.body.threads[0]!.presence).toEqual({ online: true, last_seen: null });
    await benStream.close();
    // Offline only after a grace period (a reload must not flash 'offline').
    const offline = await anaStream.next('presence', EVENT_MS, aboutBen);
    expect(offline.data.user_id).toBe(ben!.id);
    expect(offline.data.presence.online).toBe(false);
    expect(Date.parse(offline.data.presence.last_seen!)).toBeGreaterThan(Date.now() - 10_000);
    await anaStream.close();
  });
});
