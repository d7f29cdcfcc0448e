import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALL_SDP_MAX, type CallConfig, type CallInfo } from '../../../contract/calls';
import { TURN_CREDENTIAL_TTL_S } from '../../services/calls';
import {
  NOT_ACCEPTING_TEXT,
  type ConversationPage,
  type MessageThread,
} from '../../../contract/messages';
import { openEventStream } from '../../test/eventStream';
import { factory, type TestUser } from '../../test/factory';
import { startTestServer } from '../../test/harness';
import { serverForFile } from '../../test/serverForFile';
import { itNeedsAtomicUpdates } from '../../test/strategy';

const { server, make } = await serverForFile();

const start = (from: TestUser, to: string, call_type: unknown = 'video') =>
  from.client.post<{ call_id?: string; error?: string }>('/api/calls/start', {
    recipient_user_id: to,
    call_type,
  });

it('starts a call to someone who may be messaged: 201 with a call_id, recorded', async () => {
  const [ana, ben] = await make.users(2);
  const res = await start(ana!, ben!.id, 'audio');
  expect(res.status).toBe(201);
  expect(res.body.call_id).toMatch(/^[0-9a-f-]{36}$/);
  const stored = await server.db.conn
    .collection('calls')
    .findOne({ _id: res.body.call_id as never });
  expect(stored).toMatchObject({ caller_id: ana!.id, recipient_id: ben!.id, call_type: 'audio' });
});

it('refuses what a message would be refused: not accepting or blocked (403), nobody (404), yourself (400)', async () => {
  const ana = await make.user();
  const quiet = await make.user({ profile: { accept_messages: false } });
  expect((await start(ana, quiet.id)).body).toEqual({ error: NOT_ACCEPTING_TEXT });
  const ben = await make.user();
  await ben.client.post(`/api/users/${ana.id}/block`);
  expect((await start(ana, ben.id)).status).toBe(403);
  expect((await start(ana, '0123456789abcdef01234567')).status).toBe(404);
  expect((await start(ana, ana.id)).status).toBe(400);
});

it('checks its input (400) and needs a session (401)', async () => {
  const [ana, ben] = await make.users(2);
  const bad = await start(ana!, ben!.id, 'hologram');
  expect(bad.status).toBe(400);
  expect(bad.body).toEqual({ error: 'call_type must be audio or video.' });
  expect((await start(ana!, 'x')).status).toBe(400);
  expect(
    (
      await server
        .client()
        .post('/api/calls/start', { recipient_user_id: ben!.id, call_type: 'audio' })
    ).status,
  ).toBe(401);
});

const EVENT_MS = 10_000;
const call = (who: TestUser, id: string, action: 'accept' | 'decline' | 'end') =>
  who.client.post<{ call: CallInfo; error?: string }>(`/api/calls/${id}/${action}`);
const signal = (who: TestUser, id: string, body: unknown) =>
  who.client.post<{ success?: boolean; error?: string }>(`/api/calls/${id}/signal`, body);
const OFFER = {
  kind: 'offer',
  data: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' },
};
const conversation = async (viewer: TestUser, other: TestUser) =>
  (await viewer.client.get<ConversationPage>(`/api/messages/thread/${other.id}`)).body.messages;

describe('a call from ringing to its end', () => {
  it('rings the other person, is answered, relays signals to the other side only, and ends completed in the conversation', async () => {
    const [ana, ben, cy] = await make.users(3);
    const anaLive = await openEventStream(ana!.client);
    const benLive = await openEventStream(ben!.client);
    const cyLive = await openEventStream(cy!.client);
    const started = await start(ana!, ben!.id, 'video');
    expect(started.status).toBe(201);
    const id = started.body.call_id!;
    const ringing = await benLive.next('call', EVENT_MS);
    expect(ringing.data).toMatchObject({
      id,
      status: 'ringing',
      caller_id: ana!.id,
      caller_name: ana!.name,
      call_type: 'video',
    });
    expect((await anaLive.next('call', EVENT_MS)).data.status).toBe('ringing');

    // Only the person called answers; a stranger may do nothing with the call.
    expect((await call(ana!, id, 'accept')).status).toBe(403);
    expect((await call(cy!, id, 'end')).status).toBe(403);
    expect((await signal(cy!, id, OFFER)).status).toBe(403);
    const answered = await call(ben!, id, 'accept');
    expect(answered.body.call).toMatchObject({ status: 'active' });
    // Answered once: a second answer (another device of Ben's) is refused.
    const again = await call(ben!, id, 'accept');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This call was already answered.');
    expect((await anaLive.next('call', EVENT_MS)).data.status).toBe('active');

    expect((await signal(ana!, id, OFFER)).status).toBe(200);
    const offer = await benLive.next('call_signal', EVENT_MS);
    expect(offer.data).toMatchObject({ call_id: id, from_user_id: ana!.id, ...OFFER });
    const candidate = {
      kind: 'candidate',
      data: {
        candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 54400 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      },
    };
    expect((await signal(ben!, id, candidate)).status).toBe(200);
    expect((await anaLive.next('call_signal', EVENT_MS)).data).toMatchObject(candidate);
    await expect(cyLive.next('call_signal', 500)).rejects.toThrow(/no 'call_signal'/);
    await expect(cyLive.next('call', 200)).rejects.toThrow(/no 'call'/);

    const ended = await call(ana!, id, 'end');
    expect(ended.body.call).toMatchObject({ status: 'ended', outcome: 'completed' });
    expect(
      (await benLive.next('call', EVENT_MS, (e) => e.data.status === 'ended')).data.outcome,
    ).toBe('completed');
    // Again: nothing more; a signal to a finished call is 404.
    expect((await call(ben!, id, 'end')).body.call.outcome).toBe('completed');
    expect((await signal(ana!, id, OFFER)).status).toBe(404);

    const entries = (await conversation(ben!, ana!)).filter((m) => m.message_type === 'call');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      sender_user_id: ana!.id,
      call: { call_id: id, outcome: 'completed' },
    });
    expect(entries[0]!.content).toMatch(/^Video call · \d+ s$/);
    await Promise.all([anaLive, benLive, cyLive].map((s) => s.close()));
  });

  it('a person in a call or being called is busy; a declined call frees both and shows as declined', async () => {
    const [ana, ben, cy] = await make.users(3);
    const id = (await start(ana!, ben!.id, 'audio')).body.call_id!;
    const busy = await start(cy!, ben!.id);
    expect(busy.status).toBe(409);
    expect(busy.body.error).toBe('This person is busy on another call. Try again later.');
    const already = await start(ana!, cy!.id);
    expect(already.status).toBe(409);
    expect(already.body.error).toBe('You are already in a call. End it before starting another.');

    expect((await call(ana!, id, 'decline')).status).toBe(403);
    expect((await call(ben!, id, 'decline')).body.call.outcome).toBe('declined');
    expect((await call(ben!, id, 'accept')).status).toBe(409);
    const [entry] = (await conversation(ana!, ben!)).filter((m) => m.message_type === 'call');
    expect(entry!.content).toBe('Declined audio call');
    const next = await start(cy!, ben!.id);
    expect(next.status).toBe(201);
    await call(cy!, next.body.call_id!, 'end');
  });

  it('the caller hanging up before an answer leaves a missed call, unread for the person called', async () => {
    const [ana, ben] = await make.users(2);
    const id = (await start(ana!, ben!.id, 'video')).body.call_id!;
    expect((await call(ana!, id, 'end')).body.call.outcome).toBe('missed');
    const threads = await ben!.client.get<{ threads: MessageThread[] }>('/api/messages/threads');
    expect(threads.body.threads.find((t) => t.other_user_id === ana!.id)).toMatchObject({
      last_message: 'Missed video call',
      unread_count: 1,
    });
    const [entry] = (await conversation(ben!, ana!)).filter((m) => m.message_type === 'call');
    expect(entry).toMatchObject({
      content: 'Missed video call',
      call: { call_type: 'video', outcome: 'missed', duration_s: 0 },
    });
  });

  it('a call ringing past its time is missed, even when no timer is left to end it (a restart)', async () => {
    const [ana, ben] = await make.users(2);
    const id = (await start(ana!, ben!.id, 'audio')).body.call_id!;
    // As if the process that started it stopped a minute ago.
    await server.db.models.Call.updateOne(
      { _id: id },
      { $set: { created_at: new Date(Date.now() - 60_000) } },
    );
    const seen = await ben!.client.get<{ call: CallInfo }>(`/api/calls/${id}`);
    expect(seen.body.call).toMatchObject({ status: 'ended', outcome: 'missed' });
    expect((await call(ben!, id, 'accept')).status).toBe(409);
    expect(
      (await ben!.client.get<{ call: CallInfo | null }>('/api/calls/current')).body.call,
    ).toBeNull();
    expect((await start(ben!, ana!.id)).status).toBe(201);
  });

  it('a hang-up because the connection broke ends an answered call as failed', async () => {
    const [ana, ben] = await make.users(2);
    const id = (await start(ana!, ben!.id, 'audio')).body.call_id!;
    await call(ben!, id, 'accept');
    const bad = await ben!.client.post<{ error: string }>(`/api/calls/${id}/end?reason=tired`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^reason must be failed/);
    const broke = await ben!.client.post<{ call: CallInfo }>(`/api/calls/${id}/end?reason=failed`);
    expect(broke.body.call).toMatchObject({ status: 'ended', outcome: 'failed' });
    const [entry] = (await conversation(ana!, ben!)).filter((m) => m.message_type === 'call');
    expect(entry!.content).toBe('Audio call failed');
  });

  it('an answered call whose people have both gone (no live page) does not keep them busy', async () => {
    const [ana, ben, cy] = await make.users(3);
    const id = (await start(ana!, ben!.id, 'audio')).body.call_id!;
    await call(ben!, id, 'accept');
    // Neither has a live stream: their apps are closed, so the call is over.
    const next = await start(cy!, ben!.id, 'audio');
    expect(next.status).toBe(201);
    expect((await ana!.client.get<{ call: CallInfo }>(`/api/calls/${id}`)).body.call).toMatchObject(
      {
        status: 'ended',
        outcome: 'failed',
      },
    );
    await call(cy!, next.body.call_id!, 'end');
  });

  it('a block during a call ends it for both', async () => {
    const [ana, ben] = await make.users(2);
    const anaLive = await openEventStream(ana!.client);
    const benLive = await openEventStream(ben!.client);
    const id = (await start(ana!, ben!.id, 'video')).body.call_id!;
    await call(ben!, id, 'accept');
    await ben!.client.post(`/api/users/${ana!.id}/block`);
    const ended = await anaLive.next('call', EVENT_MS, (e) => e.data.status === 'ended');
    expect(ended.data).toMatchObject({ id, outcome: 'failed' });
    expect((await benLive.next('call', EVENT_MS, (e) => e.data.status === 'ended')).data.id).toBe(
      id,
    );
    await Promise.all([anaLive.close(), benLive.close()]);
  });

  it('a suspension during a call ends it', async () => {
    const admin = await make.user({ admin: true });
    const [ana, ben] = await make.users(2);
    const anaLive = await openEventStream(ana!.client);
    const id = (await start(ana!, ben!.id, 'audio')).body.call_id!;
    expect((await admin.client.post(`/api/admin/users/${ben!.id}/suspend`)).status).toBe(200);
    const ended = await anaLive.next('call', EVENT_MS, (e) => e.data.status === 'ended');
    expect(ended.data).toMatchObject({ id, outcome: 'failed' });
    await anaLive.close();
  });
});

/** The call a person's line names, as stored. */
const lineOf = async (userId: string) =>
  (await server.db.models.CallLine.findById(userId).lean<{ call_id?: string | null }>())?.call_id ??
  null;
/** Every stored call between two people, whoever called. */
const callsBetween = async (a: string, b: string) =>
  (
    await server.db.models.Call.find({}, { caller_id: 1, recipient_id: 1 }).lean<
      { _id: string; caller_id: string; recipient_id: string }[]
    >()
  ).filter((c) => [a, b].includes(c.caller_id) && [a, b].includes(c.recipient_id));
const ringingListed = async () =>
  (await server.db.models.Listing.findById('calls:ringing').lean<{ ids?: string[] }>())?.ids ?? [];
/** Listed ringing calls that are not stored: a withdrawn start left behind. */
const listedButGone = async () => {
  const listed = await ringingListed();
  const stored = await server.db.models.Call.find({}, { _id: 1 }).lean<{ _id: string }[]>();
  return listed.filter((id) => !stored.some((c) => c._id === id));
};

describe('two calls at once', () => {
  const ROUNDS = 4;

  itNeedsAtomicUpdates('each line is claimed by a compare-and-set')(
    'two people calling each other at the same moment: one call rings, the other is 409 busy and leaves nothing behind',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const [ana, ben] = await make.users(2);
        const both = await Promise.all([start(ana!, ben!.id, 'audio'), start(ben!, ana!.id)]);
        expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
        const lost = both.find((r) => r.status === 409)!;
        expect(lost.body.error).toMatch(/busy|already in a call/);
        const id = both.find((r) => r.status === 201)!.body.call_id!;
        expect([await lineOf(ana!.id), await lineOf(ben!.id)]).toEqual([id, id]);
        expect((await callsBetween(ana!.id, ben!.id)).map((c) => c._id)).toEqual([id]);
        expect(await ringingListed()).toContain(id);
        expect(await listedButGone()).toEqual([]);
        await call(ana!, id, 'end');
      }
    },
  );

  itNeedsAtomicUpdates('each line is claimed by a compare-and-set')(
    'two people calling one person at the same moment: only one rings them, and ending the other frees nothing of it',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const [ana, ben, cy] = await make.users(3);
        const both = await Promise.all([start(ana!, ben!.id), start(cy!, ben!.id)]);
        expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
        const id = both.find((r) => r.status === 201)!.body.call_id!;
        const [caller, loser] = both[0]!.status === 201 ? [ana!, cy!] : [cy!, ana!];
        expect(await lineOf(ben!.id)).toBe(id);
        expect(await lineOf(caller.id)).toBe(id);
        expect(await lineOf(loser.id)).toBeNull();
        expect(await callsBetween(loser.id, ben!.id)).toEqual([]);
        expect(await listedButGone()).toEqual([]);
        expect((await call(ben!, id, 'accept')).body.call.status).toBe('active');
        await call(caller, id, 'end');
      }
    },
  );

  itNeedsAtomicUpdates('the call is answered by a compare-and-set of its status')(
    'two devices of the person called answering at the same moment: one answers, the other is 409',
    async () => {
      const [ana, ben] = await make.users(2);
      const id = (await start(ana!, ben!.id)).body.call_id!;
      // A second device: another session of Ben's.
      const phone = server.client();
      await phone.signIn(ben!.email, ben!.name);
      const both = await Promise.all([
        call(ben!, id, 'accept'),
        call({ ...ben!, client: phone }, id, 'accept'),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(both.find((r) => r.status === 409)!.body.error).toBe(
        'This call was already answered.',
      );
      expect((await call(ana!, id, 'end')).body.call.outcome).toBe('completed');
      // Over: 409 as for any ended call.
      expect((await call(ben!, id, 'accept')).body.error).toBe('This call has already ended.');
    },
  );

  it('a line naming a call that is not stored (a start that stopped half-way) does not keep anyone busy', async () => {
    const [ana, ben] = await make.users(2);
    await server.db.models.CallLine.create({ _id: ben!.id, call_id: randomUUID() });
    const res = await start(ana!, ben!.id);
    expect(res.status).toBe(201);
    expect(await lineOf(ben!.id)).toBe(res.body.call_id);
    await call(ana!, res.body.call_id!, 'end');
  });

  it("a block ends the call between the two, whichever person's line still names it", async () => {
    const [ana, ben] = await make.users(2);
    const anaLive = await openEventStream(ana!.client);
    const benLive = await openEventStream(ben!.client);
    const id = (await start(ana!, ben!.id, 'video')).body.call_id!;
    await call(ben!, id, 'accept');
    // The blocker's own line no longer names the call; the other person's still does.
    await server.db.models.CallLine.updateOne({ _id: ben!.id }, { $set: { call_id: null } });
    await ben!.client.post(`/api/users/${ana!.id}/block`);
    const ended = await anaLive.next('call', EVENT_MS, (e) => e.data.status === 'ended');
    expect(ended.data).toMatchObject({ id, outcome: 'failed' });
    await Promise.all([anaLive.close(), benLive.close()]);
  });
});

describe('a person gone offline', () => {
  // Offline after 300 ms without a live stream; an answered call waits 2.5 s for them.
  const GRACE_MS = 2_500;
  let makeAway: ReturnType<typeof factory>;
  beforeAll(async () => {
    const away = await startTestServer(
      {},
      { presenceOfflineMs: 300, callOfflineGraceMs: GRACE_MS },
    );
    makeAway = factory(away);
    return () => away.close();
  });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('an answered call outlives a short absence, and ends as failed once they stay away past the grace period', async () => {
    const [ana, ben] = await makeAway.users(2);
    // Peers (both wrote), so Ana is told when Ben shows offline.
    const say = (from: TestUser, to: TestUser) =>
      from.client.post('/api/messages/send', { recipient_user_id: to.id, content: 'hi' });
    await say(ana!, ben!);
    await say(ben!, ana!);
    const anaLive = await openEventStream(ana!.client);
    let benLive = await openEventStream(ben!.client);
    const id = (await start(ana!, ben!.id, 'video')).body.call_id!;
    await call(ben!, id, 'accept');
    const status = async () =>
      (await ana!.client.get<{ call: CallInfo }>(`/api/calls/${id}`)).body.call.status;

    // Gone long enough to show offline, back before the grace period is over: still in the call,
    // and busy for anyone else meanwhile.
    await benLive.close();
    await anaLive.next('presence', EVENT_MS, (e) => !e.data.presence.online);
    await sleep(500);
    expect(await status()).toBe('active');
    const [cy] = await makeAway.users(1);
    expect((await start(cy!, ben!.id)).status).toBe(409);
    benLive = await openEventStream(ben!.client);
    await sleep(GRACE_MS + 1_000);
    expect(await status()).toBe('active');

    // Gone for good: failed once the grace period is over, for both.
    await benLive.close();
    await anaLive.next('presence', EVENT_MS, (e) => !e.data.presence.online);
    expect(await status()).toBe('active');
    const ended = await anaLive.next('call', GRACE_MS + EVENT_MS, (e) => e.data.status === 'ended');
    expect(ended.data).toMatchObject({ id, outcome: 'failed' });
    await anaLive.close();
  });

  it('a ringing call ends as failed as soon as the person called (or the caller) is offline', async () => {
    const [ana, ben] = await makeAway.users(2);
    const anaLive = await openEventStream(ana!.client);
    const benLive = await openEventStream(ben!.client);
    const id = (await start(ana!, ben!.id, 'audio')).body.call_id!;
    await benLive.close();
    const ended = await anaLive.next('call', GRACE_MS, (e) => e.data.status === 'ended');
    expect(ended.data).toMatchObject({ id, outcome: 'failed' });

    const [cy] = await makeAway.users(1);
    const cyLive = await openEventStream(cy!.client);
    const next = (await start(ana!, cy!.id, 'audio')).body.call_id!;
    await anaLive.close();
    const gone = await cyLive.next('call', GRACE_MS, (e) => e.data.status === 'ended');
    expect(gone.data).toMatchObject({ id: next, outcome: 'failed' });
    await cyLive.close();
  });
});

describe('what the call routes refuse', () => {
  it('unknown or malformed ids are 404; a bad signal is 400 naming the problem; visitors 401', async () => {
    const [ana, ben] = await make.users(2);
    expect((await call(ana!, '00000000-0000-4000-8000-000000000000', 'accept')).status).toBe(404);
    expect((await call(ana!, 'not-a-call', 'end')).status).toBe(404);
    const id = (await start(ana!, ben!.id, 'video')).body.call_id!;
    const kind = await signal(ana!, id, { kind: 'hello', data: {} });
    expect(kind.status).toBe(400);
    expect(kind.body.error).toMatch(/^kind must be offer, answer or candidate/);
    const huge = await signal(ana!, id, {
      kind: 'offer',
      data: { type: 'offer', sdp: 'x'.repeat(CALL_SDP_MAX + 1) },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.error).toMatch(/^data.sdp must be at most/);
    const mismatch = await signal(ana!, id, {
      kind: 'answer',
      data: { type: 'offer', sdp: 'v=0' },
    });
    expect(mismatch.status).toBe(400);
    expect((await server.client().post(`/api/calls/${id}/end`)).status).toBe(401);
    expect((await server.client().get('/api/calls/config')).status).toBe(401);
    expect((await ana!.client.get<{ ice_servers: unknown[] }>('/api/calls/config')).body).toEqual({
      ice_servers: [],
    });
    await call(ana!, id, 'end');
  });
});

describe('how often', () => {
  it('at most 10 call starts per 10 minutes per caller (429 naming it), apart from the messages limit', async () => {
    const limited = await serverForFile({ RATE_LIMITS: 'call_starts=3/600' });
    const [ana, ben] = await limited.make.users(2);
    for (let i = 0; i < 3; i++) {
      const res = await start(ana!, ben!.id, 'audio');
      expect(res.status).toBe(201);
      expect((await call(ana!, res.body.call_id!, 'end')).status).toBe(200);
    }
    const refused = await start(ana!, ben!.id, 'audio');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^You have started 10 calls in the last 10 minutes\./);
    // Messages are counted on their own: still sent.
    expect(
      (await ana!.client.post('/api/messages/send', { recipient_user_id: ben!.id, content: 'hi' }))
        .status,
    ).toBe(201);
  });

  it('at most 300 signals per minute per person (429 naming it): the other person cannot flood a live stream', async () => {
    const limited = await serverForFile({ RATE_LIMITS: 'call_signals=3/60' });
    const [ana, ben] = await limited.make.users(2);
    const id = (await start(ana!, ben!.id, 'video')).body.call_id!;
    for (let i = 0; i < 3; i++) expect((await signal(ana!, id, OFFER)).status).toBe(200);
    const refused = await signal(ana!, id, OFFER);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many call signals in a short time\./);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Counted per person: Ben's own signals still go through.
    expect((await signal(ben!, id, OFFER)).status).toBe(200);
    await call(ana!, id, 'end');
  });
});

describe('ICE servers', () => {
  it('hands each person TURN credentials of their own, signed with the shared secret, that expire', async () => {
    const turned = await serverForFile({
      ICE_SERVERS: '[{"urls":"stun:stun.example.org:3478"}]',
      TURN_URLS: 'turn:turn.example.org:3478, turns:turn.example.org:5349',
      TURN_SECRET: 'shared-with-coturn',
    });
    const [ana] = await turned.make.users(1);
    const res = await ana!.client.get<CallConfig>('/api/calls/config');
    expect(res.status).toBe(200);
    const [stun, turn] = res.body.ice_servers;
    expect(stun).toEqual({ urls: 'stun:stun.example.org:3478' });
    expect(turn!.urls).toEqual(['turn:turn.example.org:3478', 'turns:turn.example.org:5349']);
    const [expiry, userId] = turn!.username!.split(':');
    expect(userId).toBe(ana!.id);
    const inSeconds = Number(expiry) - Date.now() / 1000;
    expect(inSeconds).toBeGreaterThan(TURN_CREDENTIAL_TTL_S - 60);
    expect(inSeconds).toBeLessThanOrEqual(TURN_CREDENTIAL_TTL_S);
    expect(turn!.credential).toBe(
      createHmac('sha1', 'shared-with-coturn').update(turn!.username!).digest('base64'),
    );
  });
});
