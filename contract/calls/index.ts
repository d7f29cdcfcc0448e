/**
 * Audio and video calls between peers (docs/product.md, Calls): started from a conversation, rung
 * and answered over the live events, media peer to peer (WebRTC), the BFF relaying only the
 * signalling. Every call ends as one of CALL_OUTCOMES and shows in the conversation.
 */
export type { StartCall, CallSignalInput } from './schemas';

export const CALL_TYPES = ['audio', 'video'] as const;
export type CallType = (typeof CALL_TYPES)[number];

export interface CallStarted {
  call_id: string;
}

/** 'Starting {type} call... (Call ID: {id})' (docs/product.md, Calls). */
export const callStartingText = (type: CallType, id: string) =>
  `Starting ${type} call... (Call ID: ${id})`;

/** An unanswered call ends itself as missed after this long. */
export const CALL_RING_MS = 45_000;

/** ringing: not answered yet; active: answered; ended: over, with its outcome. */
export const CALL_STATUSES = ['ringing', 'active', 'ended'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** How a call ended: nobody answered (or the caller gave up), refused, talked, or broke. */
export const CALL_OUTCOMES = ['missed', 'declined', 'completed', 'failed'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** A call as both people see it (the live event `call`, and the answers of the call routes). */
export interface CallInfo {
  id: string;
  caller_id: string;
  caller_name: string;
  recipient_id: string;
  recipient_name: string;
  call_type: CallType;
  status: CallStatus;
  outcome: CallOutcome | null;
  started_at: string;
  answered_at: string | null;
  ended_at: string | null;
}

/** What POST /api/calls/{id}/signal relays: a WebRTC session description or ICE candidate. */
export const CALL_SIGNAL_KINDS = ['offer', 'answer', 'candidate'] as const;
export type CallSignalKind = (typeof CALL_SIGNAL_KINDS)[number];
/** The longest session description relayed (a video offer is a few kB). */
export const CALL_SDP_MAX = 20_000;
/** The longest ICE candidate line relayed. */
export const CALL_CANDIDATE_MAX = 2_000;

/** An ICE server as RTCPeerConnection takes it (ICE_SERVERS and TURN_URLS in README.md). */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** GET /api/calls/config. */
export interface CallConfig {
  ice_servers: IceServer[];
}

/** A call as its conversation shows it, once it is over. */
export interface CallEntry {
  call_id: string;
  call_type: CallType;
  outcome: CallOutcome;
  /** Seconds from answer to end (0 when never answered). */
  duration_s: number;
}

const TYPE_WORD: Record<CallType, string> = { audio: 'audio', video: 'video' };
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** '4 min', '45 s': how long a call lasted, as its entry says. */
export const callDurationText = (seconds: number) =>
  seconds < 60 ? `${Math.max(0, Math.round(seconds))} s` : `${Math.round(seconds / 60)} min`;

/** 'Missed video call', 'Audio call · 4 min', 'Declined audio call', 'Video call failed'. */
export function callEntryText(entry: Pick<CallEntry, 'call_type' | 'outcome' | 'duration_s'>) {
  const type = TYPE_WORD[entry.call_type];
  switch (entry.outcome) {
    case 'missed':
      return `Missed ${type} call`;
    case 'declined':
      return `Declined ${type} call`;
    case 'failed':
      return `${capital(type)} call failed`;
    case 'completed':
      return `${capital(type)} call · ${callDurationText(entry.duration_s)}`;
  }
}
