import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/renderApp';
import { startCall } from './callStart';
import { useNoticeStore } from './noticeStore';

afterEach(() => vi.unstubAllGlobals());

it("says 'Starting {type} call... (Call ID: {id})'", async () => {
  const { calls } = fakeApi({
    'POST /api/calls/start': () => ({ status: 201, body: { call_id: 'c-1' } }),
  });
  await startCall('b'.repeat(24), 'video');
  expect(calls[0]?.body).toEqual({ recipient_user_id: 'b'.repeat(24), call_type: 'video' });
  expect(useNoticeStore.getState().notice).toMatchObject({
    severity: 'info',
    message: 'Starting video call... (Call ID: c-1)',
  });
});

it('names why a call could not start', async () => {
  fakeApi({
    'POST /api/calls/start': () => ({
      status: 403,
      body: { error: 'This person is not accepting messages from you right now.' },
    }),
  });
  await startCall('b'.repeat(24), 'audio');
  expect(useNoticeStore.getState().notice?.message).toBe(
    'Could not start the call: This person is not accepting messages from you right now.',
  );
});
