import type {
  CallConfig,
  CallInfo,
  CallSignalInput,
  CallStarted,
  CallType,
} from '../../contract/calls';
import { api, apiOnLeave } from './client';

const call = (id: string, action: 'accept' | 'decline' | 'end') =>
  api<{ call: CallInfo }>('POST', `/api/calls/${encodeURIComponent(id)}/${action}`);

/** Calls (docs/product.md, Calls): where they stand comes as the live event `call`. */
export const callsApi = {
  start: (recipientId: string, type: CallType) =>
    api<CallStarted>('POST', '/api/calls/start', {
      recipient_user_id: recipientId,
      call_type: type,
    }),
  /** One of the viewer's calls, as it stands (or how it ended). */
  get: (id: string) => api<{ call: CallInfo }>('GET', `/api/calls/${encodeURIComponent(id)}`),
  /** The viewer's ringing or answered call, if any (after a reload). */
  current: () => api<{ call: CallInfo | null }>('GET', '/api/calls/current'),
  config: () => api<CallConfig>('GET', '/api/calls/config'),
  accept: (id: string) => call(id, 'accept'),
  decline: (id: string) => call(id, 'decline'),
  end: (id: string) => call(id, 'end'),
  /** Hangs up as the page closes (the request outlives the page). */
  endOnLeave: (id: string) => apiOnLeave('POST', `/api/calls/${encodeURIComponent(id)}/end`),
  /** Hangs up because the connection broke: the call ends as failed. */
  endFailed: (id: string) =>
    api<{ call: CallInfo }>('POST', `/api/calls/${encodeURIComponent(id)}/end?reason=failed`),
  /** A WebRTC description or candidate for the other person of the call. */
  signal: (id: string, signal: CallSignalInput) =>
    api<{ success: true }>('POST', `/api/calls/${encodeURIComponent(id)}/signal`, signal),
};
