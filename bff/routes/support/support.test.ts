import { describe, expect, inject, it, vi } from 'vitest';
import type {
  IncomingSupportRequest,
  MySupportRequestResponse,
  SupportRequest,
} from '../../../contract/support';
import { RESPONSE_OPENER } from '../../../contract/support';
import { createApp } from '../../app';
import { silentLogger } from '../../logger';
import { openEventStream } from '../../test/eventStream';
import { factory, type TestUser } from '../../test/factory';
import { startTestServer } from '../../test/harness';
import { serverForFile } from '../../test/serverForFile';

/** How long a live event may take before the test fails; how soon events come is the buses' tests'. */
const EVENT_MS = 10_000;

/**
 * 'Request Peer Support' (docs/product.md, Peer support requests): who is told (up to 20 nearest
 * offering support, accepting messages, no block, within their radius when both shared an area),
 * live; answering opens a conversation; one open request, 3 a day, 2 hours each.
 */
const { server, make } = await serverForFile();

// Civic Center; 2 miles north; about 40 miles south (San Jose side).
const HERE = { latitude: 37.7793, longitude: -122.4193 };
const NEAR = { latitude: 37.8083, longitude: -122.4193 };
const FAR = { latitude: 37.3382, longitude: -121.8863 };

async function person(profile: Record<string, unknown>, at?: typeof HERE): Promise<TestUser> {
  const who = await make.user({ profile });
  if (at) expect((await who.client.put('/api/profile/location', at)).status).toBe(200);
  return who;
}
const ask = (who: TestUser, message = 'Having a hard night.') =>
  who.client.post<{ request: SupportRequest; error?: string }>('/api/support-requests', {
    message,
  });
const incoming = async (who: TestUser) =>
  (await who.client.get<{ requests: IncomingSupportRequest[] }>('/api/support-requests/incoming'))
    .body.requests;

describe('who is told', () => {
  // One server for this block: the supporters list is the server's, so other blocks' people would
  // count; each test here looks only at the people it made.
  it('the nearest offering support within their radius, or anyone when an area is missing; never the wrong people', async () => {
    const requester = await person({ support_status: 'seeking' }, HERE);
    const near = await person({ support_status: 'giving' }, NEAR);
    const both = await person({ support_status: 'both' });
    const far = await person({ support_status: 'giving', support_radius: 10 }, FAR);
    const wideFar = await person({ support_status: 'giving', support_radius: 50 }, FAR);
    const seeking = await person({ support_status: 'seeking' }, NEAR);
    const quiet = await person({ support_status: 'giving', accept_messages: false }, NEAR);
    const blocker = await person({ support_status: 'giving' }, NEAR);
    await blocker.client.post(`/api/users/${requester.id}/block`);

    const stream = await openEventStream(near.client);
    const res = await ask(requester);
    expect(res.status).toBe(201);
    expect(res.body.request).toMatchObject({ status: 'open', message: 'Having a hard night.' });
    const live = await stream.next('support_request', EVENT_MS);
    expect(live.data).toMatchObject({
      requester_id: requester.id,
      message: 'Having a hard night.',
    });
    await stream.close();

    for (const told of [near, both, wideFar])
      expect((await incoming(told)).map((r) => r.requester_id)).toContain(requester.id);
    for (const notTold of [far, seeking, quiet, blocker])
      expect((await incoming(notTold)).map((r) => r.requester_id)).not.toContain(requester.id);
    const first = (await incoming(near)).find((r) => r.requester_id === requester.id)!;
    expect(first).toMatchObject({ requester_name: requester.name, responded: false });
    await requester.client.post(`/api/support-requests/${first.id}/close`);
  });

  it('tells at most 20, the nearest first', async () => {
    const requester = await person({ support_status: 'seeking' }, HERE);
    // 22 helpers northwards, each in an area of their own (about 0.8 miles apart; areas are
    // about 1 km wide), all willing to go 50 miles.
    const helpers = [];
    for (let i = 0; i < 22; i++)
      helpers.push(
        await person(
          { support_status: 'giving', support_radius: 50 },
          { latitude: HERE.latitude + 0.012 * (i + 1), longitude: HERE.longitude },
        ),
      );
    const res = await ask(requester);
    expect(res.body.request.notified).toBe(20);
    const told = await Promise.all(helpers.map(async (h) => (await incoming(h)).length > 0));
    // Two people of the first test stand about 2 miles away too, among these helpers: the
    // nearest helpers are told, the two farthest never.
    expect(told.slice(0, 15).every(Boolean)).toBe(true);
    expect(told.slice(20).some(Boolean)).toBe(false);
    expect(told.filter(Boolean).length).toBeGreaterThanOrEqual(18);
    await requester.client.post(`/api/support-requests/${res.body.request.id}/close`);
  }, 60_000);
});

it('people who offered support before the list existed are put on it when the BFF starts', async () => {
  const giver = await person({ support_status: 'both' });
  const seeker = await person({ support_status: 'seeking' });
  const { Listing } = server.db.models;
  await Listing.deleteOne({ _id: 'supporters' });
  // A BFF starting over this database fills the list in the background (an `$in` query).
  createApp(server.config, { db: server.db, engine: inject('dbEngine'), log: silentLogger });
  await vi.waitFor(
    async () => {
      const list = (await Listing.findById('supporters').lean()) as { ids?: string[] } | null;
      expect(list?.ids).toContain(giver.id);
      expect(list?.ids).not.toContain(seeker.id);
    },
    { timeout: 10_000, interval: 100 },
  );
});

describe('answering', () => {
  it('a told peer answers into a conversation; the requester hears it live', async () => {
    const requester = await person({ support_status: 'seeking' }, HERE);
    // At the requester's own area: the nearest of every supporter this file made.
    const peer = await person({ support_status: 'giving' }, HERE);
    const request = (await ask(requester)).body.request;
    const stream = await openEventStream(requester.client);
    const res = await peer.client.post<{ requester_id: string }>(
      `/api/support-requests/${request.id}/respond`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ requester_id: requester.id });
    const heard = await stream.next('support_response', EVENT_MS);
    expect(heard.data).toMatchObject({ request_id: request.id, responder_id: peer.id });
    await stream.close();
    const thread = await requester.client.get<{ messages: { content: string }[] }>(
      `/api/messages/thread/${peer.id}`,
    );
    expect(thread.body.messages.map((m) => m.content)).toEqual([RESPONSE_OPENER]);
    // Answering twice sends nothing more.
    await peer.client.post(`/api/support-requests/${request.id}/respond`);
    expect((await incoming(peer)).find((r) => r.id === request.id)?.responded).toBe(true);
    const mine = await requester.client.get<MySupportRequestResponse>('/api/support-requests/mine');
    expect(mine.body.request).toMatchObject({ id: request.id, responded: 1 });
    await requester.client.post(`/api/support-requests/${request.id}/close`);
  });

  it('someone not told, or an unknown id, is 404; a closed request is 409', async () => {
    const requester = await person({ support_status: 'seeking' }, HERE);
    // At the requester's own area: the nearest of every supporter this file made.
    const peer = await person({ support_status: 'giving' }, HERE);
    const stranger = await person({ support_status: 'seeking' }, NEAR);
    const request = (await ask(requester)).body.request;
    expect((await stranger.client.post(`/api/support-requests/${request.id}/respond`)).status).toBe(
      404,
    );
    expect(
      (await peer.client.post('/api/support-requests/0123456789abcdef01234567/respond')).status,
    ).toBe(404);
    expect((await peer.client.post('/api/support-requests/nope/respond')).status).toBe(404);
    // Only the requester closes it; then it is gone for the peers.
    expect((await peer.client.post(`/api/support-requests/${request.id}/close`)).status).toBe(404);
    const stream = await openEventStream(peer.client);
    const closed = await requester.client.post<{ request: SupportRequest }>(
      `/api/support-requests/${request.id}/close`,
    );
    expect(closed.body.request.status).toBe('closed');
    expect((await stream.next('support_request_closed', EVENT_MS)).data).toEqual({
      id: request.id,
    });
    await stream.close();
    const late = await peer.client.post<{ error: string }>(
      `/api/support-requests/${request.id}/respond`,
    );
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('This support request has ended.');
    expect((await incoming(peer)).map((r) => r.id)).not.toContain(request.id);
  });
});

describe('limits', () => {
  it('one open request at a time (409); it ends by itself after 2 hours', async () => {
    const requester = await person({ support_status: 'seeking' }, HERE);
    const first = await ask(requester);
    const again = await ask(requester);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      'You already have an open support request. Close it before asking again.',
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60 * 60_000 + 1000 });
    try {
      const mine = await requester.client.get<MySupportRequestResponse>(
        '/api/support-requests/mine',
      );
      expect(mine.body.request).toBeNull();
      const next = await ask(requester);
      expect(next.status).toBe(201);
      expect(next.body.request.id).not.toBe(first.body.request.id);
      await requester.client.post(`/api/support-requests/${next.body.request.id}/close`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closing an old request again never hides the open one', async () => {
    const requester = await person({ support_status: 'seeking' }, HERE);
    const first = (await ask(requester)).body.request;
    await requester.client.post(`/api/support-requests/${first.id}/close`);
    const second = (await ask(requester)).body.request;
    await requester.client.post(`/api/support-requests/${first.id}/close`);
    const mine = await requester.client.get<MySupportRequestResponse>('/api/support-requests/mine');
    expect(mine.body.request?.id).toBe(second.id);
    expect((await ask(requester)).status).toBe(409);
    await requester.client.post(`/api/support-requests/${second.id}/close`);
  });

  it('needs a complete profile (403), messages on (409), a short message (400) and a session (401)', async () => {
    const unfinished = await make.user({ profile: false });
    expect((await ask(unfinished)).status).toBe(403);
    const closedDoor = await person({ support_status: 'seeking', accept_messages: false });
    const refused = await ask(closedDoor);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/Accept messages from peers/);
    const talker = await person({ support_status: 'seeking' });
    const long = await ask(talker, 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/500 characters/);
    const wrongType = await talker.client.post<{ error: string }>('/api/support-requests', {
      message: 5,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toMatch(/message must be text/);
    expect((await server.client().post('/api/support-requests', {})).status).toBe(401);
    expect((await server.client().get('/api/support-requests/mine')).status).toBe(401);
  });

  it('at most 3 a day (429, with the crisis lines named)', async () => {
    const limited = await startTestServer({ RATE_LIMITS: 'support_requests=3/86400' });
    try {
      const who = await factory(limited).user({ profile: { support_status: 'seeking' } });
      for (let i = 0; i < 3; i++) {
        const res = await ask(who);
        expect(res.status).toBe(201);
        // Refused tries (one is open already) do not use up the day's three.
        expect((await ask(who)).status).toBe(409);
        await who.client.post(`/api/support-requests/${res.body.request.id}/close`);
      }
      const fourth = await ask(who);
      expect(fourth.status).toBe(429);
      expect(fourth.body.error).toMatch(/3 times today.*crisis lines/);
    } finally {
      await limited.close();
    }
  });
});
