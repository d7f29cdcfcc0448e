import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startBffProcess, type BffProcess } from './test/bffProcess';
import { openEventStream } from './test/eventStream';
import { TestClient } from './test/harness';

/**
 * The production topology: two BFF processes (bff/server.ts, each its own Node process) over one
 * database given as MONGODB_URI, so each takes the seam's MongoDB strategy and the database event
 * bus. Only the MongoDB-strategy project runs this file (vitest.config.ts).
 */
const dbName = `test_${randomBytes(6).toString('hex')}`;
const uri = inject('mongoUri');
const MESSAGE_LIMIT = 4;
let a: BffProcess;
let b: BffProcess;

beforeAll(async () => {
  const env = {
    MONGODB_URI: uri,
    MONGODB_DB: dbName,
    RATE_LIMITS: `messages=${MESSAGE_LIMIT}/600`,
  };
  // One after the other: both build the same indexes at start.
  a = await startBffProcess(env);
  b = await startBffProcess(env);
}, 240_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  const conn = await mongoose.createConnection(uri, { dbName }).asPromise();
  await conn.dropDatabase();
  await conn.close();
});

/** Someone signed up (sign-in and Profile Setup) through `on`; their cookie works anywhere. */
async function person(on: BffProcess, name: string) {
  const client = new TestClient(on.url);
  const id = await client.signUp(`${name.toLowerCase()}-${dbName}@example.com`, name);
  return { client, id };
}

/** A path on the other process (a client sends its cookies to any address it is given). */
const on = (bff: BffProcess, path: string) => `${bff.url}${path}`;

const send = (client: TestClient, to: string, content: string, path = '/api/messages/send') =>
  client.post<{ error?: string }>(path, { recipient_user_id: to, content });

it('both processes run on the seam as on MongoDB, with the database event bus', () => {
  for (const bff of [a, b]) {
    const started = bff.logs.find((l) => l.msg.startsWith('database engine: '));
    expect(started?.engine).toBe('external');
    expect(bff.logs.find((l) => l.msg === 'listening')?.database).toBe(dbName);
  }
});

it('a session made on one process is valid on the other, and a sign-out on it ends it on both', async () => {
  const ana = await person(a, 'Ana');
  const me = await ana.client.get<{ id: string }>(on(b, '/api/users/me'));
  expect(me.status).toBe(200);
  expect(me.body.id).toBe(ana.id);
  expect((await ana.client.get(on(b, '/api/profile'))).body).toMatchObject({
    display_name: 'Ana',
  });

  expect((await ana.client.get(on(b, '/api/logout'))).status).toBe(200);
  expect((await ana.client.get('/api/users/me')).status).toBe(401);
});

it('a message sent through one process reaches a live stream held by the other', async () => {
  const ana = await person(a, 'Ana');
  const ben = await person(b, 'Ben');
  const stream = await openEventStream(ben.client);
  try {
    const sent = await send(ana.client, ben.id, 'Sent through A, heard on B');
    expect(sent.status).toBe(201);
    const heard = await stream.next('message', 5000);
    expect(heard.data.message).toMatchObject({ content: 'Sent through A, heard on B' });
  } finally {
    await stream.close();
  }
});

it('a rate limit counts across both processes', async () => {
  const cai = await person(a, 'Cai');
  const dee = await person(b, 'Dee');
  const paths = [a, b].map((bff) => on(bff, '/api/messages/send'));
  const statuses: number[] = [];
  for (let i = 0; i < MESSAGE_LIMIT; i++)
    statuses.push((await send(cai.client, dee.id, `message ${i}`, paths[i % 2])).status);
  expect(statuses).toEqual(Array(MESSAGE_LIMIT).fill(201));
  for (const path of paths) {
    const refused = await send(cai.client, dee.id, 'one too many', path);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toContain('You have sent a lot of messages in a short time.');
  }
});

it('a call started through one process rings, is answered and signalled on the other', async () => {
  const eve = await person(a, 'Eve');
  const fay = await person(b, 'Fay');
  const [eveLive, fayLive] = [await openEventStream(eve.client), await openEventStream(fay.client)];
  try {
    const started = await eve.client.post<{ call_id: string }>(on(a, '/api/calls/start'), {
      recipient_user_id: fay.id,
      call_type: 'video',
    });
    expect(started.status).toBe(201);
    const id = started.body.call_id;
    expect((await fayLive.next('call', 5000)).data).toMatchObject({ id, status: 'ringing' });
    expect((await fay.client.post(on(b, `/api/calls/${id}/accept`))).status).toBe(200);
    expect((await eveLive.next('call', 5000, (e) => e.data.status === 'active')).data.id).toBe(id);
    const offer = { kind: 'offer', data: { type: 'offer', sdp: 'v=0\r\n' } };
    expect((await eve.client.post(on(a, `/api/calls/${id}/signal`), offer)).status).toBe(200);
    expect((await fayLive.next('call_signal', 5000)).data).toMatchObject({ call_id: id, ...offer });
    // Busy on both processes.
    const busy = await (
      await person(a, 'Gus')
    ).client.post<{ error: string }>(on(b, '/api/calls/start'), {
      recipient_user_id: fay.id,
      call_type: 'audio',
    });
    expect(busy.status).toBe(409);
    expect((await eve.client.post(on(b, `/api/calls/${id}/end`))).status).toBe(200);
    expect((await fayLive.next('call', 5000, (e) => e.data.status === 'ended')).data.outcome).toBe(
      'completed',
    );
  } finally {
    await Promise.all([eveLive.close(), fayLive.close()]);
  }
});
