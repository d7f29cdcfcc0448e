import { expect, it } from 'vitest';
import { NOT_ACCEPTING_TEXT } from '../../../contract/messages';
import { type TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';

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
