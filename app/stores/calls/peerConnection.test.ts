import { expect, it, vi } from 'vitest';
import type { CallSignalInput } from '../../../contract/calls';
import { callPeer } from './peerConnection';

/** Enough of RTCPeerConnection to watch what the call does with it. */
class FakePeer {
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  senders: Array<{ track: unknown; replaceTrack: (t: unknown) => Promise<void> }> = [];
  /** Candidates the browser refuses to add. */
  refuse = new Set<string>();
  added: RTCIceCandidateInit[] = [];
  tracks: unknown[] = [];
  closed = false;
  onicecandidate: ((e: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null =
    null;
  ontrack: ((e: { streams: unknown[]; track: unknown }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(readonly config: RTCConfiguration) {}
  addTrack(track: unknown) {
    this.tracks.push(track);
    const sender = {
      track,
      replaceTrack: async (t: unknown) => void (sender.track = t),
    };
    this.senders.push(sender);
    return sender;
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: 'offer-sdp' };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'answer-sdp' };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    this.localDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remoteDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    if (this.refuse.has(c.candidate ?? '')) throw new Error('bad candidate');
    this.added.push(c);
  }
  close() {
    this.closed = true;
  }
}

function setUp() {
  const stop = vi.fn();
  const local = {
    getTracks: () => [
      { kind: 'audio', stop },
      { kind: 'video', stop },
    ],
  } as unknown as MediaStream;
  const signals: CallSignalInput[] = [];
  const events = {
    signal: (s: CallSignalInput) => signals.push(s),
    remoteStream: vi.fn(),
    state: vi.fn(),
  };
  let fake: FakePeer | null = null;
  const peer = callPeer([{ urls: 'stun:stun.example.org' }], local, events, (config) => {
    fake = new FakePeer(config);
    return fake as unknown as RTCPeerConnection;
  });
  return { peer, fake: fake! as FakePeer, signals, events, stop };
}

const line = (n: number) => `candidate:${n} 1 udp 1 10.0.0.${n} 5000 typ host`;
const candidate = (n: number): CallSignalInput => ({
  kind: 'candidate',
  data: { candidate: line(n), sdpMid: '0', sdpMLineIndex: 0 },
});

it('the caller offers with its tracks and the configured ICE servers, then takes the answer', async () => {
  const { peer, fake, signals } = setUp();
  expect(fake.config.iceServers).toEqual([{ urls: 'stun:stun.example.org' }]);
  expect(fake.tracks).toHaveLength(2);
  await peer.offer();
  expect(signals).toEqual([{ kind: 'offer', data: { type: 'offer', sdp: 'offer-sdp' } }]);
  await peer.receive({ kind: 'answer', data: { type: 'answer', sdp: 'their-answer' } });
  expect(fake.remoteDescription).toEqual({ type: 'answer', sdp: 'their-answer' });
});

it('the person called answers an offer; candidates that came first are added once it is set', async () => {
  const { peer, fake, signals } = setUp();
  await peer.receive(candidate(1));
  expect(fake.added).toEqual([]);
  await peer.receive({ kind: 'offer', data: { type: 'offer', sdp: 'their-offer' } });
  expect(fake.added.map((c) => c.candidate)).toEqual([line(1)]);
  expect(signals).toEqual([{ kind: 'answer', data: { type: 'answer', sdp: 'answer-sdp' } }]);
  await peer.receive(candidate(2));
  expect(fake.added).toHaveLength(2);
});

it('passes on its own candidates, the remote stream and the connection state; closing stops the camera and microphone', () => {
  const { peer, fake, signals, events, stop } = setUp();
  fake.onicecandidate?.({
    candidate: {
      toJSON: () => ({
        candidate: 'candidate:9 1 udp 1 1.2.3.4 9 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      }),
    },
  });
  expect(signals[0]).toMatchObject({ kind: 'candidate', data: { sdpMid: '0', sdpMLineIndex: 0 } });
  const stream = { id: 'remote' };
  fake.ontrack?.({ streams: [stream], track: {} });
  expect(events.remoteStream).toHaveBeenCalledWith(stream);
  fake.connectionState = 'connected';
  fake.onconnectionstatechange?.();
  expect(events.state).toHaveBeenCalledWith('connected');
  peer.close();
  expect(fake.closed).toBe(true);
  expect(stop).toHaveBeenCalled();
  fake.onicecandidate?.({ candidate: null });
  expect(signals).toHaveLength(1);
});

it('skips a candidate the browser cannot use, and takes only one answer to its offer', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { peer, fake } = setUp();
  await peer.offer();
  await peer.receive({ kind: 'answer', data: { type: 'answer', sdp: 'first' } });
  // A second device of the person called answering too: ignored, the first answer stands.
  await peer.receive({ kind: 'answer', data: { type: 'answer', sdp: 'second' } });
  expect(fake.remoteDescription).toEqual({ type: 'answer', sdp: 'first' });
  fake.refuse.add(line(1));
  await peer.receive(candidate(1));
  await peer.receive(candidate(2));
  expect(fake.added.map((c) => c.candidate)).toEqual([line(2)]);
  expect(warn).toHaveBeenCalledWith('call candidate not used', expect.any(Error));
  warn.mockRestore();
});

it('sends another camera track, or none while the camera is off', async () => {
  const { peer, fake } = setUp();
  const video = fake.senders.find((s) => (s.track as { kind: string }).kind === 'video')!;
  await peer.sendVideo(null);
  expect(video.track).toBeNull();
  const fresh = { kind: 'video', id: 'new' };
  await peer.sendVideo(fresh as unknown as MediaStreamTrack);
  expect(video.track).toBe(fresh);
});
