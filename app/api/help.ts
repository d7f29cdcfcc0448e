import type {
  AdPlacement,
  AdResponse,
  CentersResponse,
  RevenueEventAnswer,
  RevenueEventInput,
} from '../../contract/help';
import { api } from './client';

export const helpApi = {
  centers: () => api<CentersResponse>('GET', '/api/sponsored-treatment-centers'),
  ad: (placement: AdPlacement) =>
    api<AdResponse>('GET', `/api/advertisements?placement=${placement}`),
  revenueEvent: (event: RevenueEventInput) =>
    api<RevenueEventAnswer>('POST', '/api/revenue-events', event),
};
