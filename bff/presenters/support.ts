import type { IncomingSupportRequest, SupportRequest } from '../../contract/support';
import type { SupportRequestDoc } from '../models/support';
import { requestStatus } from '../policies/support';

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Exactly what the author sees of their own request (docs/product.md, Peer support requests): how
 * many were told and answered, never who.
 */
export function presentOwnRequest(r: SupportRequestDoc, now = Date.now()): SupportRequest {
  return {
    id: String(r._id),
    message: r.message ?? '',
    created_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
    notified: r.targets?.length ?? 0,
    responded: r.responders?.length ?? 0,
    status: requestStatus(r, now),
  };
}

/**
 * Exactly what a peer told of a request sees: the requester's shown name (`requesterName`),
 * whether this peer (`viewerId`) answered already, never who else was told or answered.
 */
export function presentIncomingRequest(
  r: SupportRequestDoc,
  requesterName: string,
  viewerId: string,
): IncomingSupportRequest {
  return {
    id: String(r._id),
    requester_id: r.requester_id,
    requester_name: requesterName,
    message: r.message ?? '',
    created_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
    responded: (r.responders ?? []).includes(viewerId),
  };
}
