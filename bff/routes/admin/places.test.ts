import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminMeetingGroup,
  AdminMeetingGroupsFound,
  AdminResource,
  AdminResourcesFound,
  AuditPage,
  PendingResourcesPage,
} from '../../../contract/admin';
import type { MapMeetingGroup, MapResource } from '../../../contract/map';
import type { TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';
import { itNeedsAtomicUpdates } from '../../test/strategy';

/**
 * The console's places on the map (docs/product.md, Admin): moderators add, correct, take off and
 * put back resources and meeting groups; each change reaches the map at once, is audited, and
 * outlasts later imports.
 */
const { make } = await serverForFile({
  ADMIN_EMAILS: 'admin@example.com,second.mod@example.com',
});
let admin: TestUser;
let secondMod: TestUser;
let member: TestUser;

beforeAll(async () => {
  admin = await make.user({ admin: true, name: 'Mod' });
  secondMod = await make.user({ email: 'second.mod@example.com', name: 'Mod Two' });
  member = await make.user();
});

const resourceInput = (over: Record<string, unknown> = {}) => ({
  name: 'Harbor Light Peer Room',
  resource_type: 'peer_center',
  address: '12 Harbor Way, San Francisco, CA',
  description: 'Drop-in peer support, weekdays.',
  phone: '+1 415 555 0100',
  website: 'https://harbor.example.org',
  latitude: 37.7701,
  longitude: -122.4201,
  services: ['Peer support'],
  ...over,
});
const meetingInput = (over: Record<string, unknown> = {}) => ({
  name: 'Harbor Morning Group',
  group_type: 'alcoholics_anonymous',
  address: '14 Harbor Way, San Francisco, CA',
  meeting_days: ['Friday', 'Monday'],
  meeting_time: '7:00 AM',
  is_open: true,
  conference_url: '',
  latitude: 37.7702,
  longitude: -122.4202,
  ...over,
});
const box = (lat: number, lng: number) =>
  `bbox=${lng - 0.01},${lat - 0.01},${lng + 0.01},${lat + 0.01}`;
const resourcesNear = async (lat: number, lng: number) =>
  (await member.client.get<{ resources: MapResource[] }>(`/api/map/resources?${box(lat, lng)}`))
    .body.resources;
const meetingsNear = async (lat: number, lng: number) =>
  (
    await member.client.get<{ meetingGroups: MapMeetingGroup[] }>(
      `/api/map/meeting-groups?${box(lat, lng)}`,
    )
  ).body.meetingGroups;
const auditOf = async (query: string) =>
  (await admin.client.get<AuditPage>(`/api/admin/audit?limit=50${query}`)).body.entries;
const importCsv = async (csv: string) => {
  const res = await admin.client.raw('/api/admin/imports?kind=treatment-csv', {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', 'X-Requested-With': 'peer-support-app' },
    body: csv,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { imported: number; updated: number };
};
const importMeetings = async (json: unknown[]) => {
  const res = await admin.client.raw(
    '/api/admin/imports?kind=meeting-guide&group_type=alcoholics_anonymous',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'peer-support-app' },
      body: JSON.stringify(json),
    },
  );
  expect(res.status).toBe(200);
};

describe('resources', () => {
  it('a new one is on the map at once; a correction moves it; remove and restore take it off and back, once each', async () => {
    const made = await admin.client.post<{ resource: AdminResource }>(
      '/api/admin/resources',
      resourceInput(),
    );
    expect(made.status).toBe(201);
    const id = made.body.resource.id;
    expect(made.body.resource).toMatchObject({
      name: 'Harbor Light Peer Room',
      status: 'approved',
      source: 'console',
      edited_by_moderator: true,
    });
    expect((await resourcesNear(37.7701, -122.4201)).map((r) => r.id)).toContain(id);

    // Found by part of the name or the address, whatever the case.
    const byName = await admin.client.get<AdminResourcesFound>(
      '/api/admin/resources?q=harbor LIGHT',
    );
    expect(byName.body.resources.map((r) => r.id)).toEqual([id]);
    const byAddress = await admin.client.get<AdminResourcesFound>(
      '/api/admin/resources?q=12 harbor way',
    );
    expect(byAddress.body.resources.map((r) => r.id)).toContain(id);

    const moved = await admin.client.put<{ resource: AdminResource }>(
      `/api/admin/resources/${id}`,
      resourceInput({ latitude: 37.8001, longitude: -122.4501, phone: '' }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.resource).toMatchObject({ latitude: 37.8001, phone: '' });
    expect((await resourcesNear(37.7701, -122.4201)).map((r) => r.id)).not.toContain(id);
    expect((await resourcesNear(37.8001, -122.4501)).find((r) => r.id === id)?.phone).toBe('');

    // Removed once, however often it is sent.
    for (const m of [admin, secondMod]) {
      const res = await m.client.post<{ resource: AdminResource }>(
        `/api/admin/resources/${id}/remove`,
      );
      expect([res.status, res.body.resource.status]).toEqual([200, 'removed']);
    }
    expect(await resourcesNear(37.8001, -122.4501)).toEqual([]);
    const removals = (await auditOf('&action=resource.remove')).filter((e) => e.target_id === id);
    expect(removals).toHaveLength(1);
    expect(removals[0]).toMatchObject({
      before: { status: 'approved' },
      after: { status: 'removed' },
    });

    // Undo puts it back on the map, and is audited.
    expect((await admin.client.post(`/api/admin/audit/${removals[0]!.id}/undo`)).status).toBe(200);
    expect((await resourcesNear(37.8001, -122.4501)).map((r) => r.id)).toEqual([id]);
    expect((await auditOf('&action=undo')).some((e) => e.target_id === id)).toBe(true);

    // Remove and restore by hand.
    await admin.client.post(`/api/admin/resources/${id}/remove`);
    const restored = await admin.client.post<{ resource: AdminResource }>(
      `/api/admin/resources/${id}/restore`,
    );
    expect(restored.body.resource.status).toBe('approved');
    expect((await resourcesNear(37.8001, -122.4501)).map((r) => r.id)).toEqual([id]);
    const saves = (await auditOf('&action=resource.save')).filter((e) => e.target_id === id);
    expect(saves).toHaveLength(2);
    expect(saves[0]).toMatchObject({
      before: { latitude: 37.7701, phone: '+1 415 555 0100' },
      after: { latitude: 37.8001, phone: '' },
    });
  });

  itNeedsAtomicUpdates('removal is a compare-and-set of the status')(
    'two moderators removing at once remove it once, with one audit entry',
    async () => {
      const made = await admin.client.post<{ resource: AdminResource }>(
        '/api/admin/resources',
        resourceInput({ name: 'Raced Room', latitude: 37.7601, longitude: -122.4601 }),
      );
      const id = made.body.resource.id;
      const both = await Promise.all(
        [admin, secondMod].map((m) =>
          m.client.post<{ resource: AdminResource }>(`/api/admin/resources/${id}/remove`),
        ),
      );
      expect(both.map((r) => [r.status, r.body.resource.status])).toEqual([
        [200, 'removed'],
        [200, 'removed'],
      ]);
      expect(await resourcesNear(37.7601, -122.4601)).toEqual([]);
      const removals = (await auditOf('&action=resource.remove')).filter((e) => e.target_id === id);
      expect(removals).toHaveLength(1);
    },
  );

  it('refuses bad fields naming them, unknown ids with 404, and removing a suggestion with 409', async () => {
    for (const [over, field] of [
      [{ name: '  ' }, 'name'],
      [{ resource_type: 'casino' }, 'resource_type'],
      [{ latitude: 91 }, 'latitude'],
      [{ website: 'ftp://x.example' }, 'website'],
      [{ services: [''] }, 'services'],
    ] as const) {
      const res = await admin.client.post<{ error: string; field: string }>(
        '/api/admin/resources',
        resourceInput(over),
      );
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.error).toMatch(new RegExp(`^${field}`));
    }
    const unknown = await admin.client.put<{ error: string }>(
      '/api/admin/resources/0123456789abcdef01234567',
      resourceInput(),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Resource not found.');
    expect((await admin.client.post('/api/admin/resources/nope/remove')).status).toBe(404);

    const suggested = await member.client.post<{ resource: { id: string } }>(
      '/api/resources',
      resourceInput({ name: 'Waiting Place' }),
    );
    const refused = await admin.client.post<{ error: string }>(
      `/api/admin/resources/${suggested.body.resource.id}/remove`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^Only a resource on the map can be taken off it/);
    // A search with pattern characters is taken literally.
    const odd = await admin.client.get<AdminResourcesFound>('/api/admin/resources?q=(%5B.*');
    expect(odd.status).toBe(200);
    expect(odd.body.resources).toEqual([]);
    const long = await admin.client.get<{ error: string }>(
      `/api/admin/resources?q=${'x'.repeat(101)}`,
    );
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/^q/);
  });

  it('a later import keeps a removed resource off the map, a correction as corrected, and a rejected suggestion rejected', async () => {
    const csv = (name: string, lat: string) =>
      [
        'name,latitude,longitude,resource_type,street,city,state,phone',
        `${name},${lat},-122.3001,detox,20 Pier St,San Francisco,CA,+1 415 555 0199`,
        `Pier Corrected Detox,37.7402,-122.3002,detox,21 Pier St,San Francisco,CA,+1 415 555 0198`,
      ].join('\n');
    await importCsv(csv('Pier Removed Detox', '37.7401'));
    const found = (await admin.client.get<AdminResourcesFound>('/api/admin/resources?q=Pier')).body
      .resources;
    const removed = found.find((r) => r.name === 'Pier Removed Detox')!;
    const corrected = found.find((r) => r.name === 'Pier Corrected Detox')!;
    expect(removed.source).toBe('import');
    await admin.client.post(`/api/admin/resources/${removed.id}/remove`);
    await admin.client.put(`/api/admin/resources/${corrected.id}`, {
      ...resourceInput(),
      name: 'Pier Corrected Detox',
      resource_type: 'detox',
      latitude: 37.7402,
      longitude: -122.3002,
      phone: '+1 415 555 0111',
    });
    const suggested = await member.client.post<{ resource: { id: string } }>(
      '/api/resources',
      resourceInput({ name: 'Pier Suggested Place', latitude: 37.7403, longitude: -122.3003 }),
    );
    await admin.client.post(`/api/admin/resources/${suggested.body.resource.id}/reject`);

    await importCsv(csv('Pier Removed Detox', '37.7401'));
    const near = await resourcesNear(37.7402, -122.3002);
    expect(near.map((r) => r.name).sort()).toEqual(['Pier Corrected Detox']);
    expect(near[0]!.phone).toBe('+1 415 555 0111');
    const after = (await admin.client.get<AdminResourcesFound>('/api/admin/resources?q=Pier')).body
      .resources;
    expect(Object.fromEntries(after.map((r) => [r.name, r.status]))).toEqual({
      'Pier Corrected Detox': 'approved',
      'Pier Removed Detox': 'removed',
      'Pier Suggested Place': 'rejected',
    });
    const pending = (await admin.client.get<PendingResourcesPage>('/api/admin/pending-resources'))
      .body.resources;
    expect(pending.map((r) => r.id)).not.toContain(suggested.body.resource.id);
  });
});

describe('meeting groups', () => {
  it('a new one is on the map at once with its days in week order; removing it takes it off, and an import keeps it off', async () => {
    const made = await admin.client.post<{ meeting_group: AdminMeetingGroup }>(
      '/api/admin/meeting-groups',
      meetingInput(),
    );
    expect(made.status).toBe(201);
    const id = made.body.meeting_group.id;
    expect(made.body.meeting_group).toMatchObject({
      meeting_days: ['Monday', 'Friday'],
      removed: false,
      edited_by_moderator: true,
    });
    expect((await meetingsNear(37.7702, -122.4202)).map((g) => g.id)).toContain(id);

    const corrected = await admin.client.put<{ meeting_group: AdminMeetingGroup }>(
      `/api/admin/meeting-groups/${id}`,
      meetingInput({ meeting_time: '6:30 PM', conference_url: 'https://meet.example.org/harbor' }),
    );
    expect(corrected.body.meeting_group.meeting_time).toBe('6:30 PM');
    const shown = (await meetingsNear(37.7702, -122.4202)).find((g) => g.id === id);
    expect(shown?.conference_url).toBe('https://meet.example.org/harbor');

    const off = await admin.client.post<{ meeting_group: AdminMeetingGroup }>(
      `/api/admin/meeting-groups/${id}/remove`,
    );
    expect(off.body.meeting_group.removed).toBe(true);
    expect((await meetingsNear(37.7702, -122.4202)).map((g) => g.id)).not.toContain(id);
    const again = await admin.client.post(`/api/admin/meeting-groups/${id}/remove`);
    expect(again.status).toBe(200);
    expect(
      (await auditOf('&action=meeting.remove')).filter((e) => e.target_id === id),
    ).toHaveLength(1);
    const back = await admin.client.post<{ meeting_group: AdminMeetingGroup }>(
      `/api/admin/meeting-groups/${id}/restore`,
    );
    expect(back.body.meeting_group.removed).toBe(false);
    expect((await meetingsNear(37.7702, -122.4202)).map((g) => g.id)).toContain(id);

    // An imported group taken off the map stays off when the same feed is imported again.
    const feed = [
      {
        name: 'Dockside Step Study',
        slug: 'dockside',
        day: 2,
        time: '19:00',
        latitude: 37.7301,
        longitude: -122.3901,
      },
    ];
    await importMeetings(feed);
    const imported = (
      await admin.client.get<AdminMeetingGroupsFound>('/api/admin/meeting-groups?q=dockside')
    ).body.meeting_groups[0]!;
    await admin.client.post(`/api/admin/meeting-groups/${imported.id}/remove`);
    await importMeetings(feed);
    expect((await meetingsNear(37.7301, -122.3901)).map((g) => g.id)).not.toContain(imported.id);
  });

  it('refuses bad fields naming them, and unknown ids with 404', async () => {
    for (const [over, field] of [
      [{ name: '' }, 'name'],
      [{ group_type: 'Alcoholics Anonymous' }, 'group_type'],
      [{ meeting_days: ['Funday'] }, 'meeting_days'],
      [{ meeting_time: '25:00' }, 'meeting_time'],
      [{ conference_url: 'http://meet.example.org' }, 'conference_url'],
      [{ longitude: 'west' }, 'longitude'],
    ] as const) {
      const res = await admin.client.post<{ error: string; field: string }>(
        '/api/admin/meeting-groups',
        meetingInput(over),
      );
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
    }
    const unknown = await admin.client.post<{ error: string }>(
      '/api/admin/meeting-groups/0123456789abcdef01234567/remove',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Meeting group not found.');
  });
});
