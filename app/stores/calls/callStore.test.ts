import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallInfo, CallSignalInput } from '../../../contract/calls';
import { hear } from '../../test/fakeEventSource';
import { fakeApi } from '../../test/renderApp';
import { liveEvents } from '../liveEvents';
import { useNoticeStore } from '../noticeStore';
import {
  CALL_CONNECT_MS,
  CALL_RING_CHECK_MS,
  callDevices,
  endedText,
  mediaRefusal,
  useCallStore,
} from './callStore';

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

type Track = { kind: string; enabled: boolean; stop: () => void };
const fakeStream = (tracks: Track[]) =>
  ({
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  }) as unknown as MediaStream;

/** A stand-in for the camera and microphone, and a peer that records what it was asked. */
function fakeDevices() {
  const stopped: string[] = [];
  const track = (kind: string) => ({ kind, enabled: true, stop: () => stopped.push(kind) });
  const tracks = [track('audio'), track('video')];
  const stream = fakeStream(tracks);
  const received: CallSignalInput[] = [];
  const peer = {
    offer: vi.fn(async () => {}),
    receive: vi.fn(async (s: CallSignalInput) => void received.push(s)),
    close: vi.fn(),
    sendVideo: vi.fn(async (_track: MediaStreamTrack | null) => {}),
  };
  const ring = { start: vi.fn(), stop: vi.fn() };
  vi.spyOn(callDevices, 'media').mockResolvedValue(stream);
  vi.spyOn(callDevices, 'peer').mockReturnValue(peer);
  vi.spyOn(callDevices, 'stream').mockImplementation((t) => fakeStream(t as unknown as Track[]));
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

it('mute silences the microphone; camera off stops the camera (its light goes out) and on sends a new one', async () => {
  const devices = fakeDevices();
  fakeApi({
    'GET /api/calls/config': () => ({ status: 200, body: { ice_servers: [] } }),
    [`POST /api/calls/${base.id}/accept`]: () => ({
      status: 200,
      body: { call: { ...base, status: 'active' } },
    }),
  });
  hear('call', base);
  await useCallStore.getState().accept();
  useCallStore.getState().toggleMute();
  expect(devices.tracks.find((t) => t.kind === 'audio')!.enabled).toBe(false);

  await useCallStore.getState().toggleCamera();
  expect(devices.stopped).toEqual(['video']);
  expect(devices.peer.sendVideo).toHaveBeenLastCalledWith(null);
  expect(useCallStore.getState().local!.getVideoTracks()).toEqual([]);
  expect(useCallStore.getState()).toMatchObject({ muted: true, cameraOff: true });

  const fresh = { kind: 'video', enabled: true, stop: vi.fn() };
  vi.spyOn(callDevices, 'camera').mockResolvedValue({
    getVideoTracks: () => [fresh],
  } as unknown as MediaStream);
  await useCallStore.getState().toggleCamera();
  expect(devices.peer.sendVideo).toHaveBeenLastCalledWith(fresh);
  expect(
    useCallStore
      .getState()
      .local!.getTracks()
      .map((t) => t.kind),
  ).toEqual(['audio', 'video']);
  expect(useCallStore.getState().cameraOff).toBe(false);
  // Hanging up stops the new camera too.
  await useCallStore.getState().hangUp();
  expect(fresh.stop).toHaveBeenCalled();
});

it('another tab answering stops the ringing here', () => {
  const devices = fakeDevices();
  hear('call', base);
  expect(useCallStore.getState().phase).toBe('incoming');
  hear('call', { ...base, status: 'active' });
  expect(useCallStore.getState().phase).toBe('idle');
  expect(devices.ring.stop).toHaveBeenCalled();
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

describe('when things happen out of order', () => {
  const config = {
    'GET /api/calls/config': () => ({ status: 200, body: { ice_servers: [] } }),
  };
  const starting = {
    ...config,
    'POST /api/calls/start': () => ({ status: 201, body: { call_id: base.id } }),
  };

  it('the answer comes before the connection exists: the caller offers once it does', async () => {
    const devices = fakeDevices();
    let release: () => void = () => {};
    fakeApi({
      ...starting,
      'GET /api/calls/config': () =>
        new Promise((r) => (release = () => r({ status: 200, body: { ice_servers: [] } }))),
      'GET /api/calls/current': () => ({ status: 200, body: { call: outgoing } }),
    });
    const started = useCallStore.getState().start(BEN, 'video');
    await vi.waitFor(() => expect(useCallStore.getState().phase).toBe('outgoing'));
    hear('call', { ...outgoing, status: 'active' });
    expect(devices.peer.offer).not.toHaveBeenCalled();
    release();
    await started;
    expect(devices.peer.offer).toHaveBeenCalledTimes(1);
  });

  it('an answered call that does not connect ends as failed, and says so', async () => {
    vi.useFakeTimers();
    const devices = fakeDevices();
    const { calls } = fakeApi({
      ...config,
      [`POST /api/calls/${base.id}/accept`]: () => ({
        status: 200,
        body: { call: { ...base, status: 'active' } },
      }),
    });
    hear('call', base);
    await useCallStore.getState().accept();
    await vi.advanceTimersByTimeAsync(CALL_CONNECT_MS);
    expect(useCallStore.getState().phase).toBe('idle');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
      `POST /api/calls/${base.id}/end?reason=failed`,
    );
    expect(useNoticeStore.getState().notice?.message).toBe(
      'The call ended: the connection was lost.',
    );
    expect(devices.stopped).toEqual(['audio', 'video']);
    vi.useRealTimers();
  });

  it('an end missed while the live stream was down is found when it catches up, or when the ring time is long past', async () => {
    vi.useFakeTimers();
    let catchUp: () => void = () => {};
    stop();
    vi.spyOn(liveEvents, 'onCatchUp').mockImplementation((listener) => {
      catchUp = () => listener('reconnected');
      return () => {};
    });
    const devices = fakeDevices();
    const ended = { ...base, status: 'ended' as const, outcome: 'missed' as const };
    fakeApi({
      'GET /api/calls/current': () => ({ status: 200, body: { call: null } }),
      [`GET /api/calls/${base.id}`]: () => ({ status: 200, body: { call: ended } }),
    });
    stop = useCallStore.getState().follow(ME);
    hear('call', base);
    expect(useCallStore.getState().phase).toBe('incoming');
    catchUp();
    await vi.waitFor(() => expect(useCallStore.getState().phase).toBe('idle'));
    expect(devices.ring.stop).toHaveBeenCalled();
    expect(useNoticeStore.getState().notice?.message).toBe('Missed video call from Ben.');

    // No catch-up at all: the tab asks once the ring time is long past.
    useNoticeStore.getState().dismiss();
    hear('call', base);
    expect(useCallStore.getState().phase).toBe('incoming');
    await vi.advanceTimersByTimeAsync(CALL_RING_CHECK_MS);
    expect(useCallStore.getState().phase).toBe('idle');
    vi.useRealTimers();
  });

  it('a second tap on Accept takes the camera once', async () => {
    const devices = fakeDevices();
    fakeApi({
      ...config,
      [`POST /api/calls/${base.id}/accept`]: () => ({
        status: 200,
        body: { call: { ...base, status: 'active' } },
      }),
    });
    hear('call', base);
    await Promise.all([useCallStore.getState().accept(), useCallStore.getState().accept()]);
    expect(callDevices.media).toHaveBeenCalledTimes(1);
    expect(devices.stopped).toEqual([]);
  });

  it('the caller gives up while the browser asks for the camera: the camera it then gets is stopped', async () => {
    const devices = fakeDevices();
    let allow: (s: MediaStream) => void = () => {};
    vi.mocked(callDevices.media).mockImplementation(() => new Promise((r) => (allow = r)));
    fakeApi({ ...config });
    hear('call', base);
    const accepting = useCallStore.getState().accept();
    hear('call', { ...base, status: 'ended', outcome: 'missed' });
    allow(devices.stream);
    await accepting;
    expect(devices.stopped).toEqual(['audio', 'video']);
    expect(useCallStore.getState().phase).toBe('idle');
    expect(callDevices.peer).not.toHaveBeenCalled();
  });

  it('Cancel before the name arrived still ends the call on the server', async () => {
    fakeDevices();
    const { calls } = fakeApi({
      ...starting,
      'GET /api/calls/current': () => ({ status: 200, body: { call: null } }),
      [`POST /api/calls/${base.id}/end`]: () => ({ status: 200, body: { call: outgoing } }),
    });
    await useCallStore.getState().start(BEN, 'video');
    expect(useCallStore.getState()).toMatchObject({ phase: 'outgoing', call: null });
    await useCallStore.getState().hangUp();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(`POST /api/calls/${base.id}/end`);
  });

  it('an answer that comes back after the caller hung up does not bring the call back', async () => {
    fakeDevices();
    let answer: () => void = () => {};
    fakeApi({
      ...config,
      [`POST /api/calls/${base.id}/accept`]: () =>
        new Promise(
          (r) => (answer = () => r({ status: 200, body: { call: { ...base, status: 'active' } } })),
        ),
    });
    hear('call', base);
    const accepting = useCallStore.getState().accept();
    await vi.waitFor(() => expect(useCallStore.getState().phase).toBe('connecting'));
    hear('call', { ...base, status: 'ended', outcome: 'completed' });
    answer();
    await accepting;
    expect(useCallStore.getState()).toMatchObject({ phase: 'idle', call: null });
  });

  it('closing the page hangs up at once, with a request that outlives the page', async () => {
    fakeDevices();
    const { fetchMock } = fakeApi({
      ...starting,
      'GET /api/calls/current': () => ({ status: 200, body: { call: outgoing } }),
    });
    await useCallStore.getState().start(BEN, 'video');
    window.dispatchEvent(new Event('pagehide'));
    const ending = fetchMock.mock.calls.find(([path]) => path === `/api/calls/${base.id}/end`);
    expect(ending?.[1]).toMatchObject({ method: 'POST', keepalive: true });
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
