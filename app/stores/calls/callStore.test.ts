import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { CallInfo, CallSignalInput } from '../../../contract/calls';
import { hear } from '../../test/fakeEventSource';
import { fakeApi } from '../../test/renderApp';
import { useNoticeStore } from '../noticeStore';
import { callDevices, endedText, mediaRefusal, useCallStore } from './callStore';

const ME = 'a'.repeat(24);
const BEN = 'b'.repeat(24);
const base: CallInfo = {
  id: '11111111-1111-4111-8111-111111111111',
  caller_id: BEN,
  caller_name: 'Ben',
  recipient_id: ME,
  recipient_name: 'Ana',
  call_type: 'video',
  status: 'ringing',
  outcome: null,
  started_at: '2026-11-26T10:00:00.000Z',
  answered_at: null,
  ended_at: null,
};

/** The same call, made by the viewer. */
const outgoing: CallInfo = {
  ...base,
  caller_id: ME,
  caller_name: 'Ana',
  recipient_id: BEN,
  recipient_name: 'Ben',
};

/** A stand-in for the camera and microphone, and a peer that records what it was asked. */
function fakeDevices() {
  const stopped: string[] = [];
  const track = (kind: string) => ({ kind, enabled: true, stop: () => stopped.push(kind) });
  const tracks = [track('audio'), track('video')];
  const stream = {
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  } as unknown as MediaStream;
  const received: CallSignalInput[] = [];
  const peer = {
    offer: vi.fn(async () => {}),
    receive: vi.fn(async (s: CallSignalInput) => void received.push(s)),
    close: vi.fn(),
  };
  const ring = { start: vi.fn(), stop: vi.fn() };
  vi.spyOn(callDevices, 'media').mockResolvedValue(stream);
  vi.spyOn(callDevices, 'peer').mockReturnValue(peer);
  callDevices.ring = ring;
  return { stream, tracks, stopped, peer, received, ring };
}

let stop: () => void = () => {};
beforeEach(() => {
  fakeApi({ 'GET /api/calls/current': () => ({ status: 200, body: { call: null } }) });
  stop = useCallStore.getState().follow(ME);
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('rings for an incoming call, answers it with the camera and microphone, and takes the offer', async () => {
  const devices = fakeDevices();
  const { calls } = fakeApi({
    'GET /api/calls/config': () => ({ status: 200, body: { ice_servers: [] } }),
    [`POST /api/calls/${base.id}/accept`]: () => ({
      status: 200,
      body: { call: { ...base, status: 'active' } },
    }),
  });
  hear('call', base);
  expect(useCallStore.getState()).toMatchObject({
    phase: 'incoming',
    call: { caller_name: 'Ben' },
  });
  expect(devices.ring.start).toHaveBeenCalled();

  await useCallStore.getState().accept();
  expect(devices.ring.stop).toHaveBeenCalled();
  expect(calls.map((c) => c.path)).toContain(`/api/calls/${base.id}/accept`);
  expect(useCallStore.getState().phase).toBe('connecting');
  hear('call_signal', {
    call_id: base.id,
    from_user_id: BEN,
    kind: 'offer',
    data: { type: 'offer', sdp: 'v=0' },
  });
  await vi.waitFor(() =>
    expect(devices.received).toEqual([{ kind: 'offer', data: { type: 'offer', sdp: 'v=0' } }]),
  );

  hear('call', { ...base, status: 'ended', outcome: 'completed' });
  expect(useCallStore.getState().phase).toBe('idle');
  expect(devices.peer.close).toHaveBeenCalled();
  expect(devices.stopped).toEqual(['audio', 'video']);
  expect(useNoticeStore.getState().notice?.message).toBe('Call ended.');
});

it('the caller offers once the call is answered, and hears a decline', async () => {
  const devices = fakeDevices();
  fakeApi({
    'POST /api/calls/start': () => ({ status: 201, body: { call_id: base.id } }),
    'GET /api/calls/config': () => ({
      status: 200,
      body: { ice_servers: [{ urls: 'stun:s.example.org' }] },
    }),
    'GET /api/calls/current': () => ({ status: 200, body: { call: outgoing } }),
  });
  await useCallStore.getState().start(BEN, 'video');
  expect(useCallStore.getState()).toMatchObject({
    phase: 'outgoing',
    call: { recipient_name: 'Ben' },
  });
  expect(useNoticeStore.getState().notice?.message).toBe(
    `Starting video call... (Call ID: ${base.id})`,
  );
  expect(vi.mocked(callDevices.peer).mock.calls[0]![0]).toEqual([{ urls: 'stun:s.example.org' }]);

  hear('call', { ...outgoing, status: 'active' });
  expect(devices.peer.offer).toHaveBeenCalledTimes(1);
  hear('call', { ...outgoing, status: 'ended', outcome: 'declined' });
  expect(useCallStore.getState().phase).toBe('idle');
  expect(useNoticeStore.getState().notice).toMatchObject({
    severity: 'error',
    message: 'Ben declined the call.',
  });
});

it('says why when the browser refuses the camera, and when the person is busy', async () => {
  vi.spyOn(callDevices, 'media').mockRejectedValue(
    Object.assign(new Error('no'), { name: 'NotAllowedError' }),
  );
  await useCallStore.getState().start(BEN, 'video');
  expect(useNoticeStore.getState().notice?.message).toBe(
    'Permission Required: allow this site to use your camera and microphone to make calls.',
  );
  const devices = fakeDevices();
  fakeApi({
    'POST /api/calls/start': () => ({
      status: 409,
      body: { error: 'This person is busy on another call. Try again later.' },
    }),
  });
  await useCallStore.getState().start(BEN, 'audio');
  expect(useNoticeStore.getState().notice?.message).toBe(
    'Could not start the call: This person is busy on another call. Try again later.',
  );
  expect(useCallStore.getState().phase).toBe('idle');
  expect(devices.stopped).toEqual(['audio', 'video']);
});

it('mute and camera off switch the tracks; another tab answering stops the ringing here', () => {
  const devices = fakeDevices();
  hear('call', base);
  useCallStore.setState({ local: devices.stream });
  useCallStore.getState().toggleMute();
  useCallStore.getState().toggleCamera();
  expect(devices.tracks.map((t) => t.enabled)).toEqual([false, false]);
  expect(useCallStore.getState()).toMatchObject({ muted: true, cameraOff: true });
  hear('call', { ...base, status: 'active' });
  expect(useCallStore.getState().phase).toBe('idle');
});

it('ending a call here says so once, and cancelling a call that rings says nothing of a missed call', async () => {
  const devices = fakeDevices();
  const ended = (outcome: 'missed' | 'completed') => ({
    ...outgoing,
    status: 'ended' as const,
    outcome,
  });
  const routes = {
    'POST /api/calls/start': () => ({ status: 201, body: { call_id: base.id } }),
    'GET /api/calls/config': () => ({ status: 200, body: { ice_servers: [] } }),
    'GET /api/calls/current': () => ({ status: 200, body: { call: outgoing } }),
  };
  // The end's event comes before its answer: it must not say 'Ben did not answer.'.
  const { calls } = fakeApi({
    ...routes,
    [`POST /api/calls/${base.id}/end`]: () => {
      hear('call', ended('missed'));
      return { status: 200, body: { call: ended('missed') } };
    },
  });
  await useCallStore.getState().start(BEN, 'video');
  useNoticeStore.getState().dismiss();
  await useCallStore.getState().hangUp();
  expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(`POST /api/calls/${base.id}/end`);
  expect(useCallStore.getState().phase).toBe('idle');
  expect(useNoticeStore.getState().notice).toBeNull();
  expect(devices.peer.close).toHaveBeenCalled();

  // A call that was talking: 'Call ended.', also when the event comes first.
  fakeApi({
    ...routes,
    [`POST /api/calls/${base.id}/end`]: () => {
      hear('call', ended('completed'));
      return { status: 200, body: { call: ended('completed') } };
    },
  });
  await useCallStore.getState().start(BEN, 'video');
  hear('call', { ...outgoing, status: 'active' });
  expect(useCallStore.getState().phase).toBe('connecting');
  await useCallStore.getState().hangUp();
  expect(useNoticeStore.getState().notice).toMatchObject({
    severity: 'info',
    message: 'Call ended.',
  });
});

it('words each ending for each side', () => {
  const ended = (outcome: CallInfo['outcome']) => ({ ...base, status: 'ended' as const, outcome });
  expect(endedText(ended('missed'), ME)).toBe('Missed video call from Ben.');
  expect(endedText(ended('missed'), BEN)).toBe('Ana did not answer.');
  expect(endedText(ended('declined'), ME)).toBeNull();
  expect(endedText(ended('failed'), ME)).toBe('The call ended: the connection was lost.');
  expect(mediaRefusal({ name: 'NotFoundError' }, 'audio')).toBe(
    'No microphone was found on this device.',
  );
});
