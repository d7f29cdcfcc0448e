import type {
  IncomingSupportRequestsResponse,
  MySupportRequestResponse,
  RespondResponse,
  SupportRequest,
} from '../../contract/support';
import { api } from './client';

const base = '/api/support-requests';
const enc = encodeURIComponent;

export const supportApi = {
  mine: () => api<MySupportRequestResponse>('GET', `${base}/mine`),
  create: (message: string) => api<{ request: SupportRequest }>('POST', base, { message }),
  close: (id: string) => api<{ request: SupportRequest }>('POST', `${base}/${enc(id)}/close`),
  incoming: () => api<IncomingSupportRequestsResponse>('GET', `${base}/incoming`),
  respond: (id: string) => api<RespondResponse>('POST', `${base}/${enc(id)}/respond`),
};
