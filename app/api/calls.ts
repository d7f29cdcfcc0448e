import type { CallStarted, CallType } from '../../contract/calls';
import { api } from './client';

export const callsApi = {
  start: (recipientId: string, type: CallType) =>
    api<CallStarted>('POST', '/api/calls/start', {
      recipient_user_id: recipientId,
      call_type: type,
    }),
};
