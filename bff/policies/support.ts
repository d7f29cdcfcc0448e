import { RADIUS_DEFAULT } from '../../contract/profile';
import {
  SUPPORT_REQUEST_MAX_PEERS,
  SUPPORT_REQUEST_TTL_MS,
  type SupportRequest,
} from '../../contract/support';
import { distanceMiles } from '../../domain/map/distance';
import { isHidden } from './blocks';
import { areaOf, type AreaFacts } from './map';
import { reachable, type ProfileFacts } from './profile';

/**
 * Who is told of a support request, and who sees it (docs/product.md, Peer support requests): the
 * one home of the rule. Up to SUPPORT_REQUEST_MAX_PEERS people who offer support (support_status
 * giving or both, accepting messages), never across a block; within their own radius when both
 * shared an area, otherwise anyone, after everyone known to be near. A request ends by itself
 * SUPPORT_REQUEST_TTL_MS after it was made, or when its author closes it.
 */

/** What the rule reads of a stored profile. */
export type SupportProfileFacts = NonNullable<ProfileFacts> &
  AreaFacts & {
    accept_messages?: boolean | null;
    location_visible?: boolean | null;
    support_radius?: number | null;
  };

/** What the rule reads of a stored request. */
export interface SupportRequestFacts {
  requester_id: string;
  targets?: readonly string[] | null;
  expires_at: Date | string;
  closed_at?: Date | string | null;
}

/** The person asking: their profile and everyone kept apart from them by a block. */
export interface Requester {
  id: string;
  profile: SupportProfileFacts;
  hidden: ReadonlySet<string>;
}

/** A person who might be told, with their stored profile (none: not told). */
export interface Candidate {
  id: string;
  profile: SupportProfileFacts | null | undefined;
}

/** Does this person offer support? The supporters list keeps exactly these. */
export function offersSupport(p: SupportProfileFacts | null | undefined): p is SupportProfileFacts {
  return (
    !!p &&
    reachable(p) &&
    (p.support_status === 'giving' || p.support_status === 'both') &&
    p.accept_messages !== false
  );
}

/** What an id alone decides: never the requester, nobody across a block. */
const mayBeToldById = (requester: Requester, id: string) =>
  id !== requester.id && !isHidden(requester.hidden, id);

/**
 * The listed ids whose profiles are worth reading: the part of the rule an id alone decides, so
 * the profiles of people who could never be told are not read.
 */
export const candidateIds = (requester: Requester, ids: readonly string[]): string[] =>
  ids.filter((id) => mayBeToldById(requester, id));

/**
 * How far this candidate counts as from the requester, in miles, or null when they may not be
 * told. Infinity when either has not shared an area: anyone then, after everyone known to be near.
 */
function distanceToTell(requester: Requester, candidate: Candidate): number | null {
  if (!mayBeToldById(requester, candidate.id) || !offersSupport(candidate.profile)) return null;
  // The requester's area counts only if they show it on the map: otherwise a supporter with a
  // small radius would learn how near they are.
  const mine = requester.profile.location_visible === false ? null : areaOf(requester.profile);
  const theirs = areaOf(candidate.profile);
  if (!mine || !theirs) return Number.POSITIVE_INFINITY;
  const miles = distanceMiles(mine, theirs);
  return miles <= (candidate.profile.support_radius ?? RADIUS_DEFAULT) ? miles : null;
}

/** May this candidate be told of the requester's request? */
export const mayBeTold = (requester: Requester, candidate: Candidate): boolean =>
  distanceToTell(requester, candidate) !== null;

/**
 * The ids told of a request: the candidates who may be, nearest first, at most
 * SUPPORT_REQUEST_MAX_PEERS. `random` orders ties (everyone without an area).
 */
export function supportTargets(
  requester: Requester,
  candidates: readonly Candidate[],
  random: () => number = Math.random,
): string[] {
  const ranked: { id: string; miles: number }[] = [];
  for (const candidate of candidates) {
    const miles = distanceToTell(requester, candidate);
    if (miles !== null) ranked.push({ id: candidate.id, miles });
  }
  // Ties in random order, so the first supporters to join are not told of every request.
  for (let i = ranked.length - 1; i > 0; i--) {
    const k = Math.floor(random() * (i + 1));
    [ranked[i], ranked[k]] = [ranked[k]!, ranked[i]!];
  }
  return ranked
    .sort((a, b) => a.miles - b.miles)
    .slice(0, SUPPORT_REQUEST_MAX_PEERS)
    .map((r) => r.id);
}

/** When a request made at `createdAt` (epoch ms) ends by itself. */
export const expiryOf = (createdAt: number): Date => new Date(createdAt + SUPPORT_REQUEST_TTL_MS);

/** Where a request stands: closed by its author, past its expiry, or open. */
export function requestStatus(
  r: Pick<SupportRequestFacts, 'expires_at' | 'closed_at'>,
  now = Date.now(),
): SupportRequest['status'] {
  if (r.closed_at) return 'closed';
  return new Date(r.expires_at).getTime() <= now ? 'expired' : 'open';
}

/**
 * Was this person among those told of the request? The part of toldOf the request alone decides,
 * so a request someone was never told of costs no read of their blocks.
 */
export const isTarget = (viewerId: string, r: SupportRequestFacts): boolean =>
  (r.targets ?? []).includes(viewerId);

/**
 * Does this request exist for this peer? Only if they were told of it, and never across a block
 * (otherwise: 404). Whether it is still open is asked apart (requestStatus).
 */
export const toldOf = (
  viewer: { id: string; hidden: ReadonlySet<string> },
  r: SupportRequestFacts,
): boolean => isTarget(viewer.id, r) && !isHidden(viewer.hidden, r.requester_id);

/**
 * A peer's listed incoming requests, sorted in one pass: those they see (told of, still open) and
 * the ids of those that ended (closed, expired, or no longer stored), which leave the list. One
 * kept from them by a block stays listed, unseen, while it is open.
 */
export function incomingFor<R extends SupportRequestFacts>(
  viewer: { id: string; hidden: ReadonlySet<string> },
  listed: readonly { id: string; request: R | undefined }[],
  now = Date.now(),
): { shown: R[]; ended: string[] } {
  const shown: R[] = [];
  const ended: string[] = [];
  for (const { id, request } of listed) {
    if (!request || requestStatus(request, now) !== 'open') ended.push(id);
    else if (toldOf(viewer, request)) shown.push(request);
  }
  return { shown, ended };
}
