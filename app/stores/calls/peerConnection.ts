import type { CallSignalInput, IceServer } from '../../../contract/calls';

/** What the call store hears from its peer connection. */
export interface PeerEvents {
  /** A description or candidate to relay to the other person (POST /api/calls/{id}/signal). */
  signal: (signal: CallSignalInput) => void;
  /** The other person's media arrived. */
  remoteStream: (stream: MediaStream) => void;
  /** RTCPeerConnection's connectionState ('connected', 'failed', ...). */
  state: (state: RTCPeerConnectionState) => void;
}

/** The constructor to use (the browser's; tests pass a fake). */
export type PeerConnectionFactory = (config: RTCConfiguration) => RTCPeerConnection;

const browserPeer: PeerConnectionFactory = (config) => new RTCPeerConnection(config);

/**
 * One call's WebRTC connection: the caller offers once the call is answered, the called person
 * answers, and candidates trickle both ways. Candidates that arrive before the other side's
 * description are kept until it is set (the relay does not promise order across kinds).
 */
export function callPeer(
  iceServers: readonly IceServer[],
  local: MediaStream,
  on: PeerEvents,
  create: PeerConnectionFactory = browserPeer,
) {
  const pc = create({ iceServers: iceServers.map((s) => ({ ...s })) });
  const waitingCandidates: RTCIceCandidateInit[] = [];
  let closed = false;

  let videoSender: RTCRtpSender | null = null;
  for (const track of local.getTracks()) {
    const sender = pc.addTrack(track, local);
    if (track.kind === 'video') videoSender = sender;
  }
  pc.onicecandidate = (e) => {
    if (!e.candidate || closed) return;
    const c = e.candidate.toJSON();
    on.signal({
      kind: 'candidate',
      data: {
        candidate: c.candidate ?? '',
        sdpMid: c.sdpMid ?? null,
        sdpMLineIndex: c.sdpMLineIndex ?? null,
        usernameFragment: c.usernameFragment ?? null,
      },
    });
  };
  pc.ontrack = (e) => {
    const [stream] = e.streams;
    on.remoteStream(stream ?? new MediaStream([e.track]));
  };
  pc.onconnectionstatechange = () => on.state(pc.connectionState);

  /** One candidate the browser cannot use is skipped: the others may still connect. */
  async function addCandidate(candidate: RTCIceCandidateInit) {
    try {
      await pc.addIceCandidate(candidate);
    } catch (err) {
      console.warn('call candidate not used', err);
    }
  }

  async function flushCandidates() {
    while (waitingCandidates.length > 0) await addCandidate(waitingCandidates.shift()!);
  }

  return {
    /** The caller, once the call is answered: sends the offer. */
    async offer(): Promise<void> {
      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      on.signal({ kind: 'offer', data: { type: 'offer', sdp: offer.sdp ?? '' } });
    },

    /** What the other person sent. */
    async receive(signal: CallSignalInput): Promise<void> {
      if (closed) return;
      if (signal.kind === 'offer') {
        await pc.setRemoteDescription(signal.data);
        await flushCandidates();
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        on.signal({ kind: 'answer', data: { type: 'answer', sdp: answer.sdp ?? '' } });
      } else if (signal.kind === 'answer') {
        // Only an offer waiting here takes an answer (a second device answering is ignored).
        if (pc.signalingState !== 'have-local-offer') return;
        await pc.setRemoteDescription(signal.data);
        await flushCandidates();
      } else {
        const candidate: RTCIceCandidateInit = {
          candidate: signal.data.candidate,
          sdpMid: signal.data.sdpMid ?? null,
          sdpMLineIndex: signal.data.sdpMLineIndex ?? null,
          usernameFragment: signal.data.usernameFragment ?? null,
        };
        if (pc.remoteDescription) await addCandidate(candidate);
        else waitingCandidates.push(candidate);
      }
    },

    /** The camera's track sent from now on; null sends no picture (the camera is off). */
    async sendVideo(track: MediaStreamTrack | null): Promise<void> {
      if (!closed) await videoSender?.replaceTrack(track);
    },

    /** Hangs up this side: the connection and the viewer's own camera and microphone stop. */
    close(): void {
      closed = true;
      pc.onicecandidate = null;
      pc.ontrack = null;
      pc.onconnectionstatechange = null;
      pc.close();
      for (const track of local.getTracks()) track.stop();
    },
  };
}
export type CallPeer = ReturnType<typeof callPeer>;
