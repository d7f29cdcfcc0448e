import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { THREAD_REFRESH_MS } from '../../contract/messages';
import type { IncomingSupportRequest, SupportRequest } from '../../contract/support';
import { fakeApi } from '../test/renderApp';
import { FakeEventSource, hear, stubEventSource } from '../test/fakeEventSource';
import { liveEvents } from './liveEvents';
import { useNoticeStore } from './noticeStore';
import { followSupportEvents, useSupportStore } from './supportStore';

// The store follows the live events as the signed-in layout has it do; the stop is the teardown.
beforeEach(() => followSupportEvents());

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const request: IncomingSupportRequest = {
  id: 'r1',
  requester_id: 'u1',
  requester_name: 'Ray',
  message: 'A hard evening.',
  created_at: '2026-11-23T10:00:00.000Z',
  expires_at: '2026-11-23T12:00:00.000Z',
  responded: false,
};
const mine: SupportRequest = {
  id: 'mine',
  message: 'A hard evening.',
  created_at: '2026-11-23T10:00:00.000Z',
  expires_at: '2026-11-23T12:00:00.000Z',
  notified: 3,
  responded: 0,
  status: 'open',
};

it('hears requests come and go, and who answered the viewer’s own', () => {
  hear('support_request', request);
  hear('support_request', { ...request, id: 'r2' });
  expect(useSupportStore.getState().incoming.map((r) => r.id)).toEqual(['r2', 'r1']);
  hear('support_request_closed', { id: 'r2' });
  expect(useSupportStore.getState().incoming.map((r) => r.id)).toEqual(['r1']);

  useSupportStore.setState({ mine });
  hear('support_response', { request_id: 'mine', responder_id: 'u2', responder_name: 'Sol' });
  expect(useSupportStore.getState()).toMatchObject({
    responders: ['Sol'],
    mine: { responded: 1 },
  });
  expect(useNoticeStore.getState().notice?.message).toBe(
    'Sol answered your request for support. See Messages.',
  );
});

it('reads the incoming requests again when the stream is back, not while it polls', async () => {
  const api = fakeApi({
    'GET /api/support-requests/incoming': () => ({ status: 200, body: { requests: [] } }),
  });
  vi.useFakeTimers();
  stubEventSource();
  liveEvents.start();
  await vi.advanceTimersByTimeAsync(THREAD_REFRESH_MS);
  const incoming = () => api.calls.filter((c) => c.path === '/api/support-requests/incoming');
  expect(incoming()).toHaveLength(0);
  FakeEventSource.made[0]!.fail('dropped');
  FakeEventSource.made[0]!.open();
  await vi.advanceTimersByTimeAsync(0);
  expect(incoming()).toHaveLength(1);
});
