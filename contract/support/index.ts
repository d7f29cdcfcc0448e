/**
 * 'Request Peer Support' (docs/product.md, Peer support requests): a person asks, up to 20 nearby
 * peers who offer support are told live, and one of them answers in Messages.
 */
export type { SupportRequestInput } from './schemas';

/** A request ends by itself after this long, or when its author closes it. */
export const SUPPORT_REQUEST_TTL_MS = 2 * 60 * 60_000;
/** At most this many peers are told of one request, the nearest first. */
export const SUPPORT_REQUEST_MAX_PEERS = 20;
export const SUPPORT_REQUEST_MESSAGE_MAX = 500;

/** The author's view of their request. */
export interface SupportRequest {
  id: string;
  message: string;
  created_at: string;
  expires_at: string;
  /** How many peers were told. */
  notified: number;
  /** How many have answered. */
  responded: number;
  status: 'open' | 'closed' | 'expired';
}

/** A request as a peer offering support sees it (Messages, 'Support requests'). */
export interface IncomingSupportRequest {
  id: string;
  requester_id: string;
  requester_name: string;
  message: string;
  created_at: string;
  expires_at: string;
  /** This peer has answered it already. */
  responded: boolean;
}

export interface MySupportRequestResponse {
  request: SupportRequest | null;
}
export interface IncomingSupportRequestsResponse {
  requests: IncomingSupportRequest[];
}
export interface RespondResponse {
  /** The conversation to open: /messages?with=<requester_id>. */
  requester_id: string;
}

/** The first words of a peer who answers, sent for them (they can write more at once). */
export const RESPONSE_OPENER = "Hi, I saw your request for support. I'm here if you want to talk.";
