import { create } from 'zustand';
import {
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

/** What a call needs from the browser; tests replace it. */
export const callDevices = {
  /** The viewer's microphone, and camera for a video call. */
  media: (type: CallType): Promise<MediaStream> =>
    navigator.mediaDevices.getUserMedia({ audio: true, video: type === 'video' }),
  peer: callPeer,
  /** The ringtone of an incoming call. */
  ring: webAudioRingtone() as Ringtone,
};

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
  toggleCamera: () => void;
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
 */
export const useCallStore = resettable(
  create<CallState>((set, get) => {
    let peer: CallPeer | null = null;
    let viewer = '';
    /** The call this tab started or answered (other tabs only ring, then let go). */
    let mine: string | null = null;
    /** The call the viewer is ending here: hangUp says how it ended, not the event. */
    let leaving: string | null = null;

    const notice = (severity: 'info' | 'error', text: string) =>
      useNoticeStore.getState().show(severity, text);

    // Read for each call: TURN credentials are the viewer's own and expire.
    const servers = async () => (await callsApi.config()).ice_servers;

    const send = (id: string) => (signal: CallSignalInput) => {
      callsApi.signal(id, signal).catch((err: unknown) => {
        // A lost description or candidate shows as a connection that never comes up (failed).
        console.warn('call signal not sent', err);
      });
    };

    /** Everything of the call in this tab stops: media, connection, ringing. */
    function clear() {
      callDevices.ring.stop();
      peer?.close();
      peer = null;
      get()
        .local?.getTracks()
        .forEach((t) => t.stop());
      mine = null;
      set({ ...idle });
    }

    async function connect(callId: string, local: MediaStream) {
      peer = callDevices.peer(await servers(), local, {
        signal: send(callId),
        remoteStream: (remote) => set({ remote }),
        state: (state) => {
          if (state === 'connected') set({ phase: 'connected' });
          if (state === 'failed') void get().hangUp(true);
        },
      });
    }

    function heard(call: CallInfo) {
      const now = get();
      const ours = mine === call.id;
      if (call.status === 'ended') {
        if (call.id === leaving) return;
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
        }
        return;
      }
      // Answered: the caller's tab offers; another tab of the person called stops ringing.
      if (!ours) {
        if (now.call?.id === call.id) clear();
        return;
      }
      set({ call, phase: now.phase === 'connected' ? 'connected' : 'connecting' });
      if (call.caller_id === viewer && peer) void peer.offer().catch(failed);
    }

    function failed(err: unknown) {
      console.warn('call failed', err);
      void get().hangUp(true);
    }

    return {
      ...idle,

      async start(recipientId, type) {
        if (get().phase !== 'idle') return;
        let local: MediaStream;
        try {
          local = await callDevices.media(type);
        } catch (err) {
          notice('error', mediaRefusal(err, type));
          return;
        }
        try {
          const { call_id } = await callsApi.start(recipientId, type);
          mine = call_id;
          set({ phase: 'outgoing', local, cameraOff: false, muted: false });
          notice('info', callStartingText(type, call_id));
          await connect(call_id, local);
        } catch (err) {
          const started = mine;
          if (started) {
            clear();
            // Started but not connectable here (no ICE servers read): the other side stops ringing.
            void callsApi.end(started).catch((e: unknown) => console.warn('hang-up not sent', e));
          } else local.getTracks().forEach((t) => t.stop());
          notice(
            'error',
            err instanceof ApiError
              ? `Could not start the call: ${err.message}`
              : 'Could not start the call. Please check your connection and try again.',
          );
          return;
        }
        // Who is called, by name: the ringing event may have come before the call's id did.
        if (!get().call)
          await callsApi
            .current()
            .then(({ call }) => call?.id === mine && get().phase === 'outgoing' && set({ call }))
            .catch((err: unknown) => console.warn('call not read', err));
      },

      async accept() {
        const { call, phase } = get();
        if (!call || phase !== 'incoming') return;
        callDevices.ring.stop();
        let local: MediaStream;
        try {
          local = await callDevices.media(call.call_type);
        } catch (err) {
          notice('error', mediaRefusal(err, call.call_type));
          await get().decline();
          return;
        }
        mine = call.id;
        set({ local, working: true, phase: 'connecting' });
        try {
          await connect(call.id, local);
          const answered = await callsApi.accept(call.id);
          set({ call: answered.call, working: false });
        } catch (err) {
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
        set({ working: true });
        callDevices.ring.stop();
        try {
          await callsApi.decline(call.id);
        } catch (err) {
          // The call rings out by itself (missed) if the decline did not arrive.
          console.warn('decline not sent', err);
        }
        clear();
      },

      async hangUp(broke = false) {
        const { call, phase } = get();
        if (!call) return clear();
        leaving = call.id;
        set({ working: true });
        try {
          await (broke ? callsApi.endFailed(call.id) : callsApi.end(call.id));
        } catch (err) {
          // The other side sees the connection go; the server ends it when this person leaves.
          console.warn('hang-up not sent', err);
        }
        clear();
        leaving = null;
        // A cancelled 'Calling…' needs no words: the person chose it and sees it go.
        if (broke) notice('error', 'The call ended: the connection was lost.');
        else if (phase !== 'outgoing') notice('info', 'Call ended.');
      },

      toggleMute() {
        const muted = !get().muted;
        get()
          .local?.getAudioTracks()
          .forEach((t) => (t.enabled = !muted));
        set({ muted });
      },

      toggleCamera() {
        const cameraOff = !get().cameraOff;
        get()
          .local?.getVideoTracks()
          .forEach((t) => (t.enabled = !cameraOff));
        set({ cameraOff });
      },

      follow(viewerId) {
        viewer = viewerId;
        const stops = [
          liveEvents.on('call', heard),
          liveEvents.on('call_signal', (signal) => {
            if (signal.call_id !== get().call?.id || !peer) return;
            const { call_id: _id, from_user_id: _from, ...relayed } = signal;
            void peer.receive(relayed as CallSignalInput).catch(failed);
          }),
        ];
        // A call ringing for this person when the page opened rings here too.
        void callsApi
          .current()
          .then(({ call }) => call && heard(call))
          .catch((err: unknown) => console.warn('current call not read', err));
        return () => {
          stops.forEach((stop) => stop());
          clear();
        };
      },
    };
  }),
);
