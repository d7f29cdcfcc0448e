import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  MapResource,
  MeetingGroupsResponse,
  ResourcesResponse,
  SuggestedResource,
} from '../../../contract/map';
import { engineSeam, type EngineName } from '../../db/seam';
import { describeReport, importMeetings, importResources } from '../../import/importPlaces';
import { SAMPLE_MEETINGS, SAMPLE_RESOURCES } from '../../import/demo';
import { mapCells } from '../../services/mapCells';
import { placeImports, type PlaceImports } from '../../services/placeImports';
import { type TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';

/**
 * Resources and meeting groups on the map (docs/product.md, Resources and meeting groups): read by
 * bounding box from the grid cells, at most 500 nearest the box centre, only approved ones;
 * suggestions wait for moderators; imports are idempotent and never lose what is stored.
 */
const { server, make } = await serverForFile();
let places: PlaceImports;
let viewer: TestUser;
beforeAll(async () => {
  const { models, conn } = server.db;
  places = placeImports(
    models,
    mapCells(models, engineSeam(conn, inject('dbEngine') as EngineName)),
  );
  viewer = await make.user();
  expect(
    (await importMeetings(places, readFileSync(SAMPLE_MEETINGS, 'utf8'), 'Twelve Step')).created,
  ).toBe(11);
  expect((await importResources(places, readFileSync(SAMPLE_RESOURCES, 'utf8'))).created).toBe(12);
});

const SF = '-122.52,37.70,-122.35,37.83';
const resourcesIn = async (bbox?: string) => {
  const res = await viewer.client.get<ResourcesResponse>(
    `/api/map/resources${bbox ? `?bbox=${bbox}` : ''}`,
  );
  expect(res.status).toBe(200);
  return res.body.resources;
};
const meetingsIn = async (bbox: string) => {
  const res = await viewer.client.get<MeetingGroupsResponse>(
    `/api/map/meeting-groups?bbox=${bbox}`,
  );
  expect(res.status).toBe(200);
  return res.body.meetingGroups;
};

describe('GET /api/map/resources and /api/map/meeting-groups', () => {
  it('answers the places in the box with exactly the documented fields', async () => {
    const resources = await resourcesIn(SF);
    expect(resources).toHaveLength(12);
    const golden = resources.find((r) => r.name === 'Golden Gate Recovery Center')!;
    expect(Object.keys(golden).sort()).toEqual(
      [
        'address',
        'created_at',
        'description',
        'id',
        'latitude',
        'longitude',
        'name',
        'phone',
        'resource_type',
        'services',
        'website',
      ].sort(),
    );
    expect(golden.id).toMatch(/^[0-9a-f]{24}$/);

    const meetings = await meetingsIn(SF);
    expect(meetings.map((m) => m.name)).toHaveLength(11);
    expect(meetings.find((m) => m.name === 'Sunset Step Study')).toMatchObject({
      group_type: 'twelve_step',
      meeting_days: ['Tuesday', 'Thursday'],
      meeting_time: '7:30 PM',
      is_open: false,
      conference_url: '',
    });
  });

  it('keeps to the box, nearest its centre first', async () => {
    // Around the Mission only.
    const mission = await resourcesIn('-122.425,37.75,-122.41,37.765');
    expect(mission.map((r) => r.name).sort()).toEqual(
      ['Families Together SF', 'Mission Detox Services', 'Sunrise Supportive Housing'].sort(),
    );
    for (const r of mission) {
      expect(r.longitude).toBeGreaterThanOrEqual(-122.425);
      expect(r.latitude).toBeLessThanOrEqual(37.765);
    }
    expect(await resourcesIn('-80,40,-79.5,40.5')).toEqual([]);
  });

  it('answers around the viewer without a box (the sample city for someone who shared no location)', async () => {
    expect((await resourcesIn()).length).toBe(12);
  });

  it("answers within the support radius of the viewer's shared area without a box, and in the box with one", async () => {
    const faraway = await make.user();
    // Pittsburgh: no sample place within the default 10 miles.
    expect(
      (await faraway.client.put('/api/profile/location', { latitude: 40.44, longitude: -79.99 }))
        .status,
    ).toBe(200);
    const around = await Promise.all([
      faraway.client.get<ResourcesResponse>('/api/map/resources'),
      faraway.client.get<MeetingGroupsResponse>('/api/map/meeting-groups'),
    ]);
    expect(around.map((r) => r.status)).toEqual([200, 200]);
    expect(around[0].body.resources).toEqual([]);
    expect(around[1].body.meetingGroups).toEqual([]);
    const inBox = await faraway.client.get<ResourcesResponse>(`/api/map/resources?bbox=${SF}`);
    expect(inBox.body.resources).toHaveLength(12);
  });

  it.each([
    ['1,2,3', 'bbox: bbox must be four numbers: minLng,minLat,maxLng,maxLat.'],
    ['a,b,c,d', 'bbox: bbox must be four numbers: minLng,minLat,maxLng,maxLat.'],
    [
      '-122,37,-123,38',
      'bbox: bbox must be minLng,minLat,maxLng,maxLat with each minimum below its maximum.',
    ],
    ['-122,95,-121,96', 'bbox: bbox latitudes must be between -90 and 90.'],
    ['-190,37,-189,38', 'bbox: bbox longitudes must be between -180 and 180.'],
    ['-125,35,-120,38', 'bbox: bbox must span at most 2 degrees each way.'],
    ['1e1,2,3,4', 'bbox: bbox must be four numbers: minLng,minLat,maxLng,maxLat.'],
  ])('refuses bbox=%s with a 400 naming the problem', async (bbox, message) => {
    for (const path of ['/api/map/resources', '/api/map/meeting-groups']) {
      const res = await viewer.client.get(`${path}?bbox=${bbox}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message.replace(/^bbox: /, '') });
    }
  });

  it('answers at most 500, the nearest to the centre of the box', async () => {
    // 520 resources on a line going east from a point in an empty part of the world.
    for (let i = 0; i < 520; i++) {
      await places.importResource({
        source_key: `cap-${i}`,
        name: `Cap ${i}`,
        resource_type: 'rehab',
        address: '',
        description: '',
        phone: '',
        website: '',
        latitude: -40,
        longitude: 140 + i * 0.001,
        services: [],
      });
    }
    const found = await resourcesIn('139.99,-40.1,140.6,-39.9');
    expect(found).toHaveLength(500);
    // The box's centre is at 140.295: every one answered is nearer than every one left out.
    const away = (lng: number) => Math.abs(lng - 140.295);
    const answered = new Set(found.map((r) => r.name));
    const farthestAnswered = Math.max(...found.map((r) => away(r.longitude)));
    const left = Array.from({ length: 520 }, (_, i) => i).filter((i) => !answered.has(`Cap ${i}`));
    expect(left).toHaveLength(20);
    for (const i of left)
      expect(away(140 + i * 0.001)).toBeGreaterThanOrEqual(farthestAnswered - 1e-9);
  });
});

describe('imports', () => {
  it('update instead of duplicating, move a place that moved, and keep what is stored when a file is broken', async () => {
    const again = await importResources(places, readFileSync(SAMPLE_RESOURCES, 'utf8'));
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 12 });
    expect(describeReport('resources', again)[0]).toBe(
      'resources: 0 created, 0 updated, 12 unchanged, 0 skipped',
    );

    const moved = readFileSync(SAMPLE_RESOURCES, 'utf8').replace(
      '37.7856,-122.4252',
      '37.8044,-122.2712',
    );
    expect(await importResources(places, moved)).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 11,
    });
    const sf = await resourcesIn(SF);
    expect(sf.map((r) => r.name)).not.toContain('Golden Gate Recovery Center');
    expect(sf).toHaveLength(11);
    const oakland = await resourcesIn('-122.3,37.79,-122.25,37.82');
    expect(oakland.map((r) => r.name)).toEqual(['Golden Gate Recovery Center']);

    const broken = await importResources(places, 'name,latitude\n"oops');
    expect(broken.created + broken.updated).toBe(0);
    expect(broken.problems.length).toBeGreaterThan(0);
    expect(await importMeetings(places, '[{"name": ', 'twelve_step')).toMatchObject({
      created: 0,
      updated: 0,
    });
    expect(await resourcesIn(SF)).toHaveLength(11);
    expect(await meetingsIn(SF)).toHaveLength(11);

    const meetingsAgain = await importMeetings(
      places,
      readFileSync(SAMPLE_MEETINGS, 'utf8'),
      'twelve_step',
    );
    expect(meetingsAgain).toMatchObject({ created: 0, updated: 0, unchanged: 11 });
  });

  it('refuses a group type that is not a name', async () => {
    await expect(importMeetings(places, '[]', '!!!')).rejects.toThrow(/--group-type/);
  });
});

describe('POST /api/resources', () => {
  const suggestion = {
    name: 'Hayes Valley Peer Room',
    resource_type: 'peer_center',
    address: '300 Hayes Street, San Francisco, CA 94102',
    description: 'Peers on weekday afternoons.',
    phone: '(415) 555-0199',
    website: 'https://example.org/hayes',
    latitude: 37.7771,
    longitude: -122.4216,
    services: ['Peer support'],
  };

  it('keeps a suggestion pending: answered to its author, not on the map', async () => {
    const ana = await make.user();
    const res = await ana.client.post<SuggestedResource>('/api/resources', suggestion);
    expect(res.status).toBe(201);
    expect(res.body.resource).toMatchObject({ ...suggestion, status: 'pending' });
    expect(res.body.resource.id).toMatch(/^[0-9a-f]{24}$/);
    const onMap = await resourcesIn('-122.43,37.77,-122.41,37.785');
    expect(onMap.map((r: MapResource) => r.name)).not.toContain('Hayes Valley Peer Room');
    const stored = await server.db.models.Resource.findById(res.body.resource.id).lean();
    expect(stored).toMatchObject({ status: 'pending', source: 'suggestion', suggested_by: ana.id });
  });

  it.each([
    [{ name: '  ' }, 'name cannot be blank.'],
    [{ name: undefined }, 'name is required.'],
    [
      { resource_type: 'spa' },
      'resource_type must be one of rehab, detox, peer_center, crisis_center, harm_reduction, housing, family.',
    ],
    [{ address: '' }, 'address cannot be blank.'],
    [{ latitude: 91 }, 'latitude must be between -90 and 90.'],
    [{ longitude: 'west' }, 'longitude must be a number.'],
    [{ website: 'javascript:alert(1)' }, 'website must start with http:// or https://.'],
    [{ phone: 'call me' }, 'phone must be a phone number (digits, spaces, + ( ) - .).'],
    [
      { services: Array.from({ length: 21 }, (_, i) => `s${i}`) },
      'services must hold at most 20 items.',
    ],
    [{ description: 'x'.repeat(1001) }, 'description must be at most 1000 characters.'],
  ])('refuses %j with a 400 naming the field', async (change, message) => {
    const ben = await make.user();
    const res = await ben.client.post('/api/resources', { ...suggestion, ...change });
    expect(res).toMatchObject({ status: 400, body: { error: message } });
  });

  it('is for people who finished Profile Setup', async () => {
    const newcomer = await make.user({ profile: false });
    const res = await newcomer.client.post('/api/resources', suggestion);
    expect(res).toMatchObject({
      status: 403,
      body: { error: 'Please complete your profile before suggesting resources.' },
    });
  });
});

describe('GET /api/map/settings', () => {
  it('gives the tile URL and the required attribution', async () => {
    const res = await viewer.client.get('/api/map/settings');
    expect(res.body).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });
});
