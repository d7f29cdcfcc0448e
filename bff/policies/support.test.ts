import { describe, expect, it } from 'vitest';
import { SUPPORT_REQUEST_MAX_PEERS, SUPPORT_REQUEST_TTL_MS } from '../../contract/support';
import {
  candidateIds,
  expiryOf,
  incomingFor,
  isTarget,
  mayBeTold,
  offersSupport,
  requestStatus,
  supportTargets,
  toldOf,
  type Candidate,
  type Requester,
  type SupportProfileFacts,
} from './support';

/**
 * Who is told of a support request: the predicate on one candidate (mayBeTold) and the list the
 * request goes to (supportTargets) must agree; so must the predicate on one incoming request
 * (toldOf and requestStatus) and the list a peer sees (incomingFor).
 */
const SF = { area_latitude: 37.78, area_longitude: -122.42 };
const NEAR = { area_latitude: 37.8, area_longitude: -122.42 }; // about 1.4 miles from SF
const FAR = { area_latitude: 37.34, area_longitude: -121.89 }; // about 40 miles from SF
const supporter: SupportProfileFacts = { support_status: 'giving', recovery_type: 'both' };
const requester = (profile: SupportProfileFacts = { ...supporter, ...SF }): Requester => ({
  id: 'me',
  profile: { ...profile, support_status: 'seeking' },
  hidden: new Set(['blocked']),
});

/** Every kind of candidate the rule tells apart. */
const kinds: Record<string, Candidate> = {
  near: { id: 'near', profile: { ...supporter, ...NEAR } },
  nearBoth: { id: 'nearBoth', profile: { ...supporter, ...NEAR, support_status: 'both' } },
  noArea: { id: 'noArea', profile: { ...supporter } },
  far: { id: 'far', profile: { ...supporter, ...FAR } },
  farWideRadius: { id: 'farWideRadius', profile: { ...supporter, ...FAR, support_radius: 100 } },
  seeking: { id: 'seeking', profile: { ...supporter, ...NEAR, support_status: 'seeking' } },
  messagesOff: { id: 'messagesOff', profile: { ...supporter, ...NEAR, accept_messages: false } },
  incomplete: { id: 'incomplete', profile: { support_status: 'giving', ...NEAR } },
  noProfile: { id: 'noProfile', profile: null },
  blocked: { id: 'blocked', profile: { ...supporter, ...NEAR } },
  self: { id: 'me', profile: { ...supporter, ...NEAR } },
};
const all = Object.values(kinds);

describe('who is told of a request', () => {
  it.each([
    ['an area on the map', requester()],
    ['no area', requester({ ...supporter })],
    ['an area hidden from the map', requester({ ...supporter, ...SF, location_visible: false })],
  ])('the list is exactly the candidates the predicate allows (requester with %s)', (_, me) => {
    const told = supportTargets(me, all);
    expect(new Set(told)).toEqual(new Set(all.filter((c) => mayBeTold(me, c)).map((c) => c.id)));
    // What an id alone decides is never read further.
    expect(
      candidateIds(
        me,
        all.map((c) => c.id),
      ),
    ).not.toContain('blocked');
    expect(
      candidateIds(
        me,
        all.map((c) => c.id),
      ),
    ).not.toContain('me');
  });

  it('tells people offering support within their own radius, or anyone when an area is missing', () => {
    const told = (me: Requester) => all.filter((c) => mayBeTold(me, c)).map((c) => c.id);
    expect(told(requester())).toEqual(['near', 'nearBoth', 'noArea', 'farWideRadius']);
    // Without the requester's area (not shared, or hidden from the map), distance cannot count.
    const everyoneOffering = ['near', 'nearBoth', 'noArea', 'far', 'farWideRadius'];
    expect(told(requester({ ...supporter }))).toEqual(everyoneOffering);
    expect(told(requester({ ...supporter, ...SF, location_visible: false }))).toEqual(
      everyoneOffering,
    );
    expect(offersSupport(kinds.messagesOff!.profile)).toBe(false);
    expect(offersSupport(kinds.nearBoth!.profile)).toBe(true);
  });

  it(`tells at most ${SUPPORT_REQUEST_MAX_PEERS}, the nearest first, then anyone without an area`, () => {
    const many: Candidate[] = Array.from({ length: 30 }, (_, i) => ({
      id: `p${i}`,
      profile:
        i % 2 === 0
          ? { ...supporter, area_latitude: 37.78 + (30 - i) * 0.001, area_longitude: -122.42 }
          : { ...supporter },
    }));
    const told = supportTargets(requester(), many, () => 0.5);
    expect(told).toHaveLength(SUPPORT_REQUEST_MAX_PEERS);
    const located = many.filter((_, i) => i % 2 === 0).map((c) => c.id);
    // The 15 with an area, nearest (highest index) first, then 5 of those without.
    expect(told.slice(0, 15)).toEqual([...located].reverse());
    expect(told.slice(15).every((id) => !located.includes(id))).toBe(true);
    for (const id of told)
      expect(
        mayBeTold(
          requester(),
          many.find((c) => c.id === id)!,
        ),
      ).toBe(true);
  });
});

describe('how long a request lasts and who sees it', () => {
  const made = Date.parse('2026-11-24T10:00:00Z');
  const request = (extra: object = {}) => ({
    requester_id: 'asker',
    targets: ['peer'],
    expires_at: expiryOf(made),
    closed_at: null,
    ...extra,
  });

  it('is open for SUPPORT_REQUEST_TTL_MS, or until its author closes it', () => {
    expect(expiryOf(made).getTime() - made).toBe(SUPPORT_REQUEST_TTL_MS);
    expect(requestStatus(request(), made)).toBe('open');
    expect(requestStatus(request(), made + SUPPORT_REQUEST_TTL_MS - 1)).toBe('open');
    expect(requestStatus(request(), made + SUPPORT_REQUEST_TTL_MS)).toBe('expired');
    expect(requestStatus(request({ closed_at: new Date(made + 60_000) }), made + 120_000)).toBe(
      'closed',
    );
  });

  it('a peer sees exactly the requests they were told of, open, with no block between them', () => {
    const peer = { id: 'peer', hidden: new Set(['blocker']) };
    const requests = [
      request(),
      request({ targets: ['someone else'] }),
      request({ requester_id: 'blocker' }),
      request({ closed_at: new Date(made) }),
      request({ expires_at: new Date(made - 1) }),
    ];
    const now = made + 60_000;
    const listed = [
      ...requests.map((request, i) => ({ id: `r${i}`, request })),
      { id: 'gone', request: undefined },
    ];
    const { shown, ended } = incomingFor(peer, listed, now);
    expect(shown).toEqual(
      requests.filter((r) => toldOf(peer, r) && requestStatus(r, now) === 'open'),
    );
    expect(shown).toEqual([requests[0]]);
    // Closed, expired and no longer stored ones leave the list; one behind a block stays, unseen.
    expect(ended).toEqual(
      listed
        .filter(({ request }) => !request || requestStatus(request, now) !== 'open')
        .map((l) => l.id),
    );
    expect(ended).toEqual(['r3', 'r4', 'gone']);
    expect(requests.map((r) => toldOf(peer, r))).toEqual([true, false, false, true, true]);
    // The request alone: told of it, whoever asked (a block is toldOf's to decide).
    expect(requests.map((r) => isTarget(peer.id, r))).toEqual([true, false, true, true, true]);
    expect(requests.filter((r) => toldOf(peer, r)).every((r) => isTarget(peer.id, r))).toBe(true);
  });
});
