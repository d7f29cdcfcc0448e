import { create } from '../create';
import {
  CALL_RING_MS,
  callStartingText,
  type CallInfo,
  type CallSignalInput,
  type CallType,
} from '../../../contract/calls';
import { ApiError } from '../../api/client';
import { callsApi } from '../../api/calls';
import { liveEvents } from '../liveEvents';
import { useNoticeStore } from '../noticeStore';
import { resettable } from '../resetRegistry';
import { callPeer, type CallPeer } from './peerConnection';
import { webAudioRingtone, type Ringtone } from './ringtone';

/**
 * Where the viewer's call stands in this tab: someone is calling (incoming), the viewer is calling
 * (outgoing), answered and connecting, or connected.
 */
export type CallPhase = 'idle' | 'incoming' | 'outgoing' | 'connecting' | 'connected';

/** Answered but not connected after this long: the call ends as failed, and says so. */
export const CALL_CONNECT_MS = 30_000;
/**
 * A call still ringing here this long after the server's ring time is asked about (its end may
 * have been lost while the live stream was down).
 */
export const CALL_RING_CHECK_MS = CALL_RING_MS + 10_000;

/** What a call needs from the browser; tests replace it. */
export const callDevices = {
  /** The viewer's microphone, and camera for a video call. */
  media: (type: CallType): Promise<MediaStream> =>
    navigator.mediaDevices.getUserMedia({ audio: true, video: type === 'video' }),
  /** The camera alone, when it is turned back on. */
  camera: (): Promise<MediaStream> => navigator.mediaDevices.getUserMedia({ video: true }),
  /** A stream of these tracks (the self-view gets a new one when the camera goes off or on). */
  stream: (tracks: MediaStreamTrack[]): MediaStream => new MediaStream(tracks),
  peer: callPeer,
  /** The ringtone of an incoming call. */
  ring: webAudioRingtone() as Ringtone,
};

const stopTracks = (stream: MediaStream | null) => stream?.getTracks().forEach((t) => t.stop());

/** Why the browser gave no camera or microphone, in the words of the error catalogue. */
export function mediaRefusal(err: unknown, type: CallType): string {
  const name = (err as { name?: string })?.name;
  const what = type === 'video' ? 'camera and microphone' : 'microphone';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return `No ${what} was found on this device.`;
  if (name === 'NotReadableError') return `Your ${what} is in use by another app.`;
  return `Permission Required: allow this site to use your ${what} to make calls.`;
}

/** What the viewer is told when their call ends, or null for nothing. */
export function endedText(call: CallInfo, viewerId: string): string | null {
  const caller = call.caller_id === viewerId;
  const other = caller ? call.recipient_name : call.caller_name;
  switch (call.outcome) {
    case 'declined':
      return caller ? `${other} declined the call.` : null;
    case 'missed':
      return caller ? `${other} did not answer.` : `Missed ${call.call_type} call from ${other}.`;
    case 'failed':
      return 'The call ended: the connection was lost.';
    case 'completed':
      return 'Call ended.';
    default:
      return null;
  }
}

interface CallState {
  call: CallInfo | null;
  phase: CallPhase;
  local: MediaStream | null;
  remote: MediaStream | null;
  muted: boolean;
  cameraOff: boolean;
  /** An answer, decline or hang-up on its way. */
  working: boolean;
  /** POST /api/calls/start from a conversation. */
  start: (recipientId: string, type: CallType) => Promise<void>;
  accept: () => Promise<void>;
  decline: () => Promise<void>;
  /** `broke`: the connection failed (the call ends as failed, not completed). */
  hangUp: (broke?: boolean) => Promise<void>;
  toggleMute: () => void;
  toggleCamera: () => Promise<void>;
  /** Follows the live events of calls for the signed-in viewer; returns the stop. */
  follow: (viewerId: string) => () => void;
}

const idle = {
  call: null,
  phase: 'idle' as CallPhase,
  local: null,
  remote: null,
  muted: false,
  cameraOff: false,
  working: false,
};

/**
 * The viewer's call (docs/product.md, Calls): the ringing on every page, the answer, the WebRTC
 * connection (./peerConnection.ts) and its end. The server says where a call stands (live event
 * `call`); this tab keeps the media, so only the tab that started or answered a call holds it.
 * Whatever is awaited, the call may have ended meanwhile: each step checks it is still this
 * tab's call before it goes on, and lets go of what it took (camera, microphone) if not.
 */
export const useCallStore = resettable(
  create<CallState>((set, get) => {
    let peer: CallPeer | null = null;
    let viewer = '';
    /** The call this tab started or answered (other tabs only ring, then let go). */
    let mine: string | null = null;
    /** Counts clears: a step that awaited sees a different number when its call is gone. */
    let generation = 0;
    /** A start between its tap and the server's answer (a second tap does nothing). */
    let starting = false;
    /** The caller's offer went out (once per call). */
    let offered = false;
    let timer: ReturnType<typeof setTimeout> | null = null;

    const notice = (severity: 'info' | 'error', text: string) =>
      useNoticeStore.getState().show(severity, text);

    function watch(ms: number, then: () => void) {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        then();
      }, ms);
    }

    // Read for each call: TURN credentials are the viewer's own and expire.
    const servers = async () => (await callsApi.config()).ice_servers;

    const send = (id: string) => (signal: CallSignalInput) => {
      callsApi.signal(id, signal).catch((err: unknown) => {
        // A lost description or candidate shows as a connection that never comes up: the
        // connecting watch ends it as failed.
        console.warn('call signal not sent', err);
      });
    };

    /** Everything of the call in this tab stops: media, connection, ringing, watches. */
    function clear() {
      generation++;
      if (timer) clearTimeout(timer);
      timer = null;
      callDevices.ring.stop();
      peer?.close();
      peer = null;
      stopTracks(get().local);
      mine = null;
      offered = false;
      set({ ...idle });
    }

    /** The caller offers once the call is answered and its connection exists, whichever is last. */
    function offerIfDue() {
      const { call } = get();
      if (!peer || offered || call?.status !== 'active' || call.caller_id !== viewer) return;
      offered = true;
      void peer.offer().catch(failed);
    }

    async function connect(callId: string, local: MediaStream) {
      const iceServers = await servers();
      if (mine !== callId) return;
      peer = callDevices.peer(iceServers, local, {
        signal: send(callId),
        remoteStream: (remote) => set({ remote }),
        state: (state) => {
          if (state === 'connected') {
            if (timer) clearTimeout(timer);
            timer = null;
            set({ phase: 'connected' });
          }
          if (state === 'failed') void get().hangUp(true);
        },
      });
      offerIfDue();
    }

    function connecting() {
      watch(CALL_CONNECT_MS, () => {
        if (mine && get().phase !== 'connected') void get().hangUp(true);
      });
    }

    /** Asks the server how this tab's call stands (after a gap in the live stream, or a timeout). */
    async function resync() {
      const id = mine ?? get().call?.id;
      try {
        const call = id ? (await callsApi.get(id)).call : (await callsApi.current()).call;
        if (call) heard(call);
      } catch (err) {
        console.warn('call not read', err);
        if (id && get().phase !== 'idle') watch(CALL_RING_CHECK_MS - CALL_RING_MS, resync);
      }
    }

    function heard(call: CallInfo) {
      const now = get();
      const ours = mine === call.id;
      if (call.status === 'ended') {
        if (!ours && now.call?.id !== call.id) return;
        const text = ours || call.outcome !== 'completed' ? endedText(call, viewer) : null;
        clear();
        if (text) notice(call.outcome === 'completed' ? 'info' : 'error', text);
        return;
      }
      if (call.status === 'ringing') {
        if (ours) set({ call });
        else if (call.recipient_id === viewer && now.phase === 'idle') {
          set({ call, phase: 'incoming' });
          callDevices.ring.start();
          watch(CALL_RING_CHECK_MS, resync);
        }
        return;
      }
      // Answered: the caller's tab offers; another tab of the person called stops ringing.
      if (!ours) {
        if (now.call?.id === call.id) clear();
        return;
      }
      set({ call, phase: now.phase === 'connected' ? 'connected' : 'connecting' });
      if (now.phase === 'outgoing') connecting();
      offerIfDue();
    }

    function failed(err: unknown) {
      console.warn('call failed', err);
      void get().hangUp(true);
    }

    return {
      ...idle,

      async start(recipientId, type) {
        if (get().phase !== 'idle' || starting) return;
        starting = true;
        const at = generation;
        try {
          let local: MediaStream;
          try {
            local = await callDevices.media(type);
          } catch (err) {
            notice('error', mediaRefusal(err, type));
            return;
          }
          // Someone called meanwhile, or the person signed out: this start lets go.
          if (at !== generation || get().phase !== 'idle') return stopTracks(local);
          let callId: string;
          try {
            callId = (await callsApi.start(recipientId, type)).call_id;
          } catch (err) {
            stopTracks(local);
            notice(
              'error',
              err instanceof ApiError
                ? `Could not start the call: ${err.message}`
                : 'Could not start the call. Please check your connection and try again.',
            );
            return;
          }
          if (at !== generation || get().phase !== 'idle') {
            stopTracks(local);
            void callsApi.end(callId).catch((e: unknown) => console.warn('hang-up not sent', e));
            return;
          }
          mine = callId;
          set({ phase: 'outgoing', local, cameraOff: false, muted: false });
          notice('info', callStartingText(type, callId));
          watch(CALL_RING_CHECK_MS, resync);
          try {
            await connect(callId, local);
          } catch (err) {
            if (mine !== callId) return;
            // Started but not connectable here (no ICE servers read): the other side stops ringing.
            clear();
            void callsApi.end(callId).catch((e: unknown) => console.warn('hang-up not sent', e));
            notice(
              'error',
              'Could not start the call. Please check your connection and try again.',
            );
            console.warn('call not connected', err);
            return;
          }
          // Who is called, by name: the ringing event may have come before the call's id did.
          if (!get().call && mine === callId)
            await callsApi
              .current()
              .then(({ call }) => call?.id === mine && !get().call && heard(call))
              .catch((err: unknown) => console.warn('call not read', err));
        } finally {
          starting = false;
        }
      },

      async accept() {
        const { call, phase, working } = get();
        if (!call || phase !== 'incoming' || working) return;
        set({ working: true });
        callDevices.ring.stop();
        const at = generation;
        let local: MediaStream;
        try {
          local = await callDevices.media(call.call_type);
        } catch (err) {
          set({ working: false });
          notice('error', mediaRefusal(err, call.call_type));
          await get().decline();
          return;
        }
        // The caller gave up while the browser asked for the camera.
        if (at !== generation) return stopTracks(local);
        mine = call.id;
        set({ local, phase: 'connecting' });
        connecting();
        try {
          await connect(call.id, local);
          if (mine !== call.id) return;
          const answered = await callsApi.accept(call.id);
          if (mine !== call.id) return;
          set({ call: answered.call, working: false });
        } catch (err) {
          if (mine !== call.id) return;
          clear();
          notice(
            'error',
            err instanceof ApiError
              ? `Could not answer the call: ${err.message}`
              : 'Could not answer the call. Please check your connection.',
          );
        }
      },

      async decline() {
        const { call } = get();
        if (!call) return;
        clear();
        try {
          await callsApi.decline(call.id);
        } catch (err) {
          // The call rings out by itself (missed) if the decline did not arrive.
          console.warn('decline not sent', err);
        }
      },

      async hangUp(broke = false) {
        const { call, phase } = get();
        // Before the server's answer names the call, the id this tab was given is enough.
        const id = call?.id ?? mine;
        // Camera and microphone stop at the press, not when the server answers.
        clear();
        if (!id) return;
        // A cancelled 'Calling…' needs no words: the person chose it and sees it go.
        if (broke) notice('error', 'The call ended: the connection was lost.');
        else if (phase !== 'outgoing') notice('info', 'Call ended.');
        try {
          await (broke ? callsApi.endFailed(id) : callsApi.end(id));
        } catch (err) {
          // The other side sees the connection go; the server ends it when this person leaves.
          console.warn('hang-up not sent', err);
        }
      },

      toggleMute() {
        const muted = !get().muted;
        get()
          .local?.getAudioTracks()
          .forEach((t) => (t.enabled = !muted));
        set({ muted });
      },

      async toggleCamera() {
        const { local, cameraOff } = get();
        if (!local) return;
        const callId = mine;
        if (!cameraOff) {
          // Stopped, not only muted: the camera's light goes out.
          local.getVideoTracks().forEach((t) => t.stop());
          set({ cameraOff: true, local: callDevices.stream(local.getAudioTracks()) });
          await peer?.sendVideo(null).catch((err: unknown) => console.warn('camera not off', err));
          return;
        }
        let track: MediaStreamTrack | undefined;
        try {
          [track] = (await callDevices.camera()).getVideoTracks();
        } catch (err) {
          notice('error', mediaRefusal(err, 'video'));
          return;
        }
        if (!track) return;
        if (mine !== callId || get().local !== local) return track.stop();
        set({ cameraOff: false, local: callDevices.stream([...local.getAudioTracks(), track]) });
        await peer?.sendVideo(track).catch((err: unknown) => console.warn('camera not on', err));
      },

      follow(viewerId) {
        viewer = viewerId;
        // Closing the page hangs up at once (the request outlives the page), not after the
        // server misses the person.
        const leaving = () => {
          if (mine) callsApi.endOnLeave(mine);
        };
        window.addEventListener('pagehide', leaving);
        const stops = [
          liveEvents.on('call', heard),
          liveEvents.on('call_signal', (signal) => {
            if (signal.call_id !== get().call?.id || !peer) return;
            const { call_id: _id, from_user_id: _from, ...relayed } = signal;
            void peer.receive(relayed as CallSignalInput).catch(failed);
          }),
          // An end or an answer may have been missed while the stream was down.
          liveEvents.onCatchUp(() => void resync()),
          () => window.removeEventListener('pagehide', leaving),
        ];
        // A call ringing for this person when the page opened rings here too.
        void resync();
        return () => {
          stops.forEach((stop) => stop());
          // Leaving the signed-in pages ends this tab's call.
          const id = mine;
          clear();
          if (id) void callsApi.end(id).catch((e: unknown) => console.warn('hang-up not sent', e));
        };
      },
    };
  }),
);
