import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import type { LatLng, MapPeer, PeersResponse, StoredLocation } from '../../../contract/map';
import { coarsen } from '../../../domain/map/area';
import { type TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';

/**
 * Peers on the map and the location they share (docs/privacy-and-moderation.md, Location): only
 * an area about 1 km wide is ever stored, only people with location_visible appear, within the
 * viewer's support radius, never across a block, never with more than the documented fields.
 */
const { server, make } = await serverForFile();

// Each test works in its own city, so the people of one never stand in another's radius.
let city = 0;
const nextCity = (): LatLng => {
  city += 1;
  return { latitude: 10 + city * 3, longitude: -100 + city * 3 };
};
const moved = (p: LatLng, northKm: number, eastKm = 0): LatLng => ({
  latitude: p.latitude + northKm / 111.32,
  longitude: p.longitude + eastKm / (111.32 * Math.cos((p.latitude * Math.PI) / 180)),
});
const share = (who: TestUser, at: LatLng) =>
  who.client.put<StoredLocation>('/api/profile/location', at);
const peersOf = async (who: TestUser, centre?: LatLng) => {
  const q = centre ? `?lat=${centre.latitude}&lng=${centre.longitude}` : '';
  const res = await who.client.get<PeersResponse>(`/api/map/peers${q}`);
  expect(res.status).toBe(200);
  return res.body.peers;
};
const idsOf = (peers: MapPeer[]) => peers.map((p) => p.user_id);
const saveProfile = (who: TestUser, fields: Record<string, unknown>) =>
  who.client.post('/api/profile', {
    support_status: 'seeking',
    recovery_type: 'substance_use',
    ...fields,
  });

describe('sharing a location', () => {
  it('stores only the ~1 km area, answers it to its owner, and forgets it', async () => {
    const ana = await make.user();
    const exact = { latitude: 37.7749295, longitude: -122.4194155 };
    const res = await share(ana, exact);
    expect(res.status).toBe(200);
    expect(res.body.location).toEqual(coarsen(exact));
    expect(res.body.location).not.toEqual(exact);

    const stored = await server.db.models.Profile.findById(new Types.ObjectId(ana.id)).lean();
    const text = JSON.stringify(stored);
    expect(text).not.toContain('37.7749295');
    expect(text).not.toContain('122.4194155');
    expect(stored).toMatchObject({ area_latitude: coarsen(exact).latitude });

    expect((await ana.client.get<StoredLocation>('/api/profile/location')).body.location).toEqual(
      coarsen(exact),
    );
    const forgot = await ana.client.delete<StoredLocation>('/api/profile/location');
    expect(forgot).toMatchObject({ status: 200, body: { location: null } });
    expect(
      (await ana.client.get<StoredLocation>('/api/profile/location')).body.location,
    ).toBeNull();
  });

  it.each([
    [{ latitude: 91, longitude: 0 }, 'latitude must be between -90 and 90.'],
    [{ latitude: -90.5, longitude: 0 }, 'latitude must be between -90 and 90.'],
    [{ latitude: 0, longitude: 180.01 }, 'longitude must be between -180 and 180.'],
    [{ latitude: '37.7', longitude: -122 }, 'latitude must be a number.'],
    [{ latitude: 37.7 }, 'longitude is required.'],
    [{ latitude: null, longitude: 1 }, 'latitude must be a number.'],
    [{ latitude: 1, longitude: { $gt: 0 } }, null],
  ])('refuses %j with a 400 naming the field, and keeps the stored area', async (body, message) => {
    const ben = await make.user();
    const before = await share(ben, { latitude: 40, longitude: -74 });
    const res = await ben.client.put('/api/profile/location', body);
    expect(res.status).toBe(400);
    if (message) expect(res.body).toEqual({ error: message });
    else expect(res.body).toHaveProperty('error');
    expect((await ben.client.get<StoredLocation>('/api/profile/location')).body.location).toEqual(
      before.body.location,
    );
  });

  it('needs sign-in for every map call', async () => {
    const stranger = server.client();
    for (const [method, path] of [
      ['GET', '/api/profile/location'],
      ['PUT', '/api/profile/location'],
      ['DELETE', '/api/profile/location'],
      ['GET', '/api/map/peers?lat=1&lng=1'],
      ['GET', '/api/map/resources'],
      ['GET', '/api/map/meeting-groups'],
      ['GET', '/api/map/settings'],
      ['POST', '/api/resources'],
    ] as const) {
      const res = await stranger.json(method, path, method === 'GET' ? undefined : {});
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
    }
  });
});

describe('GET /api/map/peers', () => {
  it('shows a visible peer nearby with exactly the documented fields, at their area and never where they are', async () => {
    const here = nextCity();
    const [ana, ben] = await make.users(2);
    await saveProfile(ben!, {
      display_name: 'Ben',
      bio: 'Sober 2 years',
      support_status: 'giving',
    });
    await share(ana!, here);
    const benExact = moved(here, 3, 1);
    await share(ben!, benExact);

    const res = await ana!.client.get<PeersResponse>('/api/map/peers');
    const peers = res.body.peers;
    expect(idsOf(peers)).toEqual([ben!.id]);
    const peer = peers[0]!;
    expect(Object.keys(peer).sort()).toEqual(
      [
        'accepts_messages',
        'bio',
        'display_name',
        'latitude',
        'longitude',
        'support_status',
        'user_id',
      ].sort(),
    );
    expect(peer).toMatchObject({
      display_name: 'Ben',
      bio: 'Sober 2 years',
      support_status: 'giving',
      accepts_messages: true,
    });
    // The marker stands inside Ben's area, not at his position, and nothing else leaves.
    expect(coarsen(peer)).toEqual(coarsen(benExact));
    expect(peer.latitude).not.toBe(benExact.latitude);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(String(benExact.latitude).slice(0, 9));
    expect(text).not.toContain(ben!.email);
    // The same marker every time (a stable offset), and the viewer is never in their own list.
    expect(await peersOf(ana!)).toEqual(peers);
    expect(idsOf(await peersOf(ben!))).toEqual([ana!.id]);
  });

  it('follows location_visible, a forgotten location and an incomplete profile', async () => {
    const here = nextCity();
    const [ana, ben, dan] = await make.users(3);
    const cai = await make.user({ profile: false });
    await share(ana!, here);
    await share(ben!, moved(here, 2));
    await share(cai, moved(here, -2));
    expect(idsOf(await peersOf(ana!))).toEqual([ben!.id]); // Cai never finished Profile Setup

    expect((await saveProfile(ben!, { location_visible: false })).status).toBe(200);
    expect(await peersOf(ana!)).toEqual([]);
    // Also from someone searching right there without a location of their own.
    expect(idsOf(await peersOf(dan!, moved(here, 2)))).toEqual([ana!.id]);
    expect((await saveProfile(ben!, { location_visible: true })).status).toBe(200);
    expect(idsOf(await peersOf(ana!))).toEqual([ben!.id]);

    await ben!.client.delete('/api/profile/location');
    expect(await peersOf(ana!)).toEqual([]);
  });

  it("keeps to the viewer's support radius (documented distance estimate)", async () => {
    const here = nextCity();
    const [ana, near, far] = await make.users(3);
    await saveProfile(ana!, { support_radius: 10 });
    await share(ana!, here);
    await share(near!, moved(here, 0, 12)); // about 7.5 miles east
    await share(far!, moved(here, 32)); // about 20 miles north
    expect(idsOf(await peersOf(ana!))).toEqual([near!.id]);
    await saveProfile(ana!, { support_radius: 25 });
    expect(idsOf(await peersOf(ana!))).toEqual([near!.id, far!.id]);
  });

  it('hides both people from each other after a block, and no one else', async () => {
    const here = nextCity();
    const [ana, ben, cai] = await make.users(3);
    await share(ana!, here);
    await share(ben!, moved(here, 1));
    await share(cai!, moved(here, 2));
    expect(idsOf(await peersOf(ana!))).toEqual([ben!.id, cai!.id]);
    expect((await ben!.client.post(`/api/users/${ana!.id}/block`)).status).toBe(200);
    expect(idsOf(await peersOf(ana!))).toEqual([cai!.id]);
    expect(idsOf(await peersOf(ben!))).toEqual([cai!.id]);
    expect(idsOf(await peersOf(cai!)).sort()).toEqual([ana!.id, ben!.id].sort());
  });

  it('says whether a peer takes messages, and keeps their saved name and status in step', async () => {
    const here = nextCity();
    const [ana, ben] = await make.users(2);
    await share(ana!, here);
    await share(ben!, moved(here, 1));
    await saveProfile(ben!, { accept_messages: false, display_name: '', support_status: 'both' });
    const [peer] = await peersOf(ana!);
    expect(peer).toMatchObject({
      user_id: ben!.id,
      accepts_messages: false,
      display_name: '',
      support_status: 'both',
    });
  });

  it('searches around the map centre for a viewer who shared no location', async () => {
    const here = nextCity();
    const [ana, ben] = await make.users(2);
    await share(ben!, moved(here, 1));
    expect(idsOf(await peersOf(ana!, here))).toEqual([ben!.id]);
    const missing = await ana!.client.get('/api/map/peers');
    expect(missing).toMatchObject({
      status: 400,
      body: { error: 'lat and lng are required until you share your location.' },
    });
  });

  it.each([
    ['?lat=37.7', 'lat and lng must be given together.'],
    ['?lat=abc&lng=1', 'lat must be a number.'],
    ['?lat=91&lng=1', 'lat must be between -90 and 90.'],
    ['?lat=1&lng=-181', 'lng must be between -180 and 180.'],
    ['?lat=1e2&lng=1', 'lat must be a number.'],
  ])('refuses %s with a 400 naming the problem', async (query, message) => {
    const ana = await make.user();
    const res = await ana.client.get(`/api/map/peers${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('is for people who finished Profile Setup', async () => {
    const newcomer = await make.user({ profile: false });
    const res = await newcomer.client.get('/api/map/peers?lat=1&lng=1');
    expect(res).toMatchObject({
      status: 403,
      body: { error: 'Please complete your profile before finding peers.' },
    });
  });
});
