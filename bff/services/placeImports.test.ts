import { randomBytes } from 'node:crypto';
import type { CommandStartedEvent } from 'mongodb';
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BBox, LatLng, MapMeetingGroup, MapResource } from '../../contract/map';
import { cellOf } from '../../domain/map/cells';
import { engineSeam, type EngineName } from '../db/seam';
import { importMeetings, importResources } from '../import/importPlaces';
import { createModels, type Models } from '../models';
import { mapCells, type MapCells } from './mapCells';
import { derivedId, placeImports, type PlaceImports } from './placeImports';

/**
 * Place imports in bulk (bff/services/placeImports.ts, bff/services/upsertBatch.ts): what the
 * database is sent for a large file, and that batching keeps what one record at a time did
 * (counts, statuses, the map's cells).
 */
let conn: Connection;
let models: Models;
let cells: MapCells;
let places: PlaceImports;

beforeAll(async () => {
  conn = await mongoose
    .createConnection(inject('mongoUri'), {
      dbName: `test_place_imports_${randomBytes(4).toString('hex')}`,
      // The driver reports every command the connection sends (commandStarted).
      monitorCommands: true,
    })
    .asPromise();
  models = createModels(conn);
  cells = mapCells(models, engineSeam(conn, inject('dbEngine') as EngineName));
  places = placeImports(models, cells);
});
afterAll(async () => {
  // Only this file's throwaway test_<random> database: a failed drop loses nothing, and a
  // connection that really failed is reported by the close below.
  await conn.dropDatabase().catch(() => {});
  await conn.close();
});

const WRITES = new Set(['insert', 'update', 'delete', 'findAndModify']);

/** What `work` sent the database, as the driver saw it: no cache or batching can hide a command. */
async function commandsOf<T>(work: () => Promise<T>) {
  const sent = { writes: 0, reads: 0 };
  const count = (e: CommandStartedEvent) => {
    if (WRITES.has(e.commandName)) sent.writes++;
    else if (e.commandName === 'find') sent.reads++;
  };
  conn.getClient().on('commandStarted', count);
  try {
    return { result: await work(), ...sent };
  } finally {
    conn.getClient().off('commandStarted', count);
  }
}

/** A Meeting Guide file of `groups` groups of one meeting each, each in a map cell of its own. */
const spreadMeetings = (groups: number, east = 0) =>
  JSON.stringify(
    Array.from({ length: groups }, (_, i) => ({
      name: `Spread Group ${i}`,
      slug: `spread-${i}`,
      day: i % 7,
      time: '19:00',
      types: ['O'],
      address: `${i} Main Street`,
      latitude: 20.1 + (i % 40) * 0.25,
      longitude: -120.1 + Math.floor(i / 40) * 0.25 + east,
    })),
  );

/**
 * How many items `layer` shows, after checking that none is shown twice (the whole layer, read
 * directly: a box this wide is more cells than the map ever reads at once).
 */
async function placedOnce(layer: 'meeting' | 'resource') {
  const ids = (await models.MapCell.find({}).lean<{ _id: string; entries?: object }[]>())
    .filter((cell) => cell._id.startsWith(`${layer}:`))
    .flatMap((cell) => Object.keys(cell.entries ?? {}));
  expect(new Set(ids).size).toBe(ids.length);
  return ids.length;
}

const meetingsIn = (box: BBox, centre: LatLng) =>
  cells.within<MapMeetingGroup>('meeting', box, centre, 5000);
const resourcesIn = (box: BBox, centre: LatLng) =>
  cells.within<MapResource>('resource', box, centre, 5000);

// Thousands of reads and writes: generous on a busy machine, and a hung bulk write still fails.
describe('a large import', { timeout: 120_000 }, () => {
  const GROUPS = 2000;

  it('sends a few bulk writes, not one or two per group, and the map shows every group', async () => {
    const first = await commandsOf(() => importMeetings(places, spreadMeetings(GROUPS), 'spread'));
    expect(first.result).toMatchObject({ created: GROUPS, updated: 0, unchanged: 0, problems: [] });
    // One at a time was 2 writes per group (the group, then its cell): 4,000 here.
    expect(first.writes).toBeLessThan(100);
    // Into an empty collection nothing needs reading back.
    expect(first.reads).toBeLessThan(10);
    expect(await models.MeetingGroup.countDocuments()).toBe(GROUPS);
    expect(await placedOnce('meeting')).toBe(GROUPS);
    const around = await meetingsIn([-119.9, 20.2, -119.7, 20.4], {
      latitude: 20.2,
      longitude: -119.7,
    });
    expect(around).toEqual([
      {
        id: derivedId('meeting', 'spread\u0000spread-41'),
        name: 'Spread Group 41',
        group_type: 'spread',
        address: '41 Main Street',
        meeting_days: ['Saturday'],
        meeting_time: '7:00 PM',
        is_open: true,
        latitude: 20.1 + 0.25,
        longitude: -120.1 + 0.25,
        conference_url: '',
      },
    ]);
  });

  it('reads each group at most once to find it unchanged, and writes nothing', async () => {
    const again = await commandsOf(() => importMeetings(places, spreadMeetings(GROUPS), 'spread'));
    expect(again.result).toMatchObject({ created: 0, updated: 0, unchanged: GROUPS, problems: [] });
    expect(again.writes).toBe(0);
    expect(again.reads).toBeLessThanOrEqual(GROUPS + 1);
  });

  it('moves every group that moved with a few bulk writes, out of its old cell', async () => {
    const moved = await commandsOf(() =>
      importMeetings(places, spreadMeetings(GROUPS, 0.25), 'spread'),
    );
    expect(moved.result).toMatchObject({ created: 0, updated: GROUPS, unchanged: 0, problems: [] });
    expect(moved.writes).toBeLessThan(100);
    // Each group is shown once, where it is now: nothing is left where the westmost ones were.
    expect(await placedOnce('meeting')).toBe(GROUPS);
    expect(
      await meetingsIn([-120.2, 20.2, -119.9, 20.4], { latitude: 20.2, longitude: -120 }),
    ).toEqual([]);
    const around = await meetingsIn([-119.9, 20.2, -119.7, 20.4], {
      latitude: 20.2,
      longitude: -119.7,
    });
    expect(around.map((g) => [g.name, g.longitude])).toEqual([['Spread Group 1', -120.1 + 0.25]]);
  });
});

describe('batches keep what one record at a time did', () => {
  const HEADER = 'name,street1,zip,latitude,longitude,type_facility,description';
  const row = (i: number, description = 'As first imported.', longitude = 150 + i * 0.001) =>
    `Batch Center ${i},${i} Shore Road,99999,-30.5,${longitude},SA,${description}`;
  const csv = (rows: string[]) => `${[HEADER, ...rows].join('\n')}\n`;
  const idOf = (i: number) => derivedId('resource', `batch center ${i}|${i} shore road|99999`);
  const box: BBox = [149.9, -31, 151, -30];
  const centre = { latitude: -30.5, longitude: 150.3 };

  it('counts a record repeated in one file (even in another batch) as imported twice, the later one winning', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => row(i));
    rows.push(row(3, 'Changed later in the file.'), row(560, 'Changed later in the file.'));
    rows.push(row(7));
    expect(await importResources(places, csv(rows))).toMatchObject({
      created: 600,
      updated: 2,
      unchanged: 1,
      problems: [],
    });
    for (const i of [3, 560])
      expect(await models.Resource.findById(idOf(i)).lean()).toMatchObject({
        description: 'Changed later in the file.',
        status: 'approved',
        source: 'import',
      });
    const shown = await resourcesIn(box, centre);
    expect(shown).toHaveLength(600);
    expect(shown.find((r) => r.id === idOf(560))?.description).toBe('Changed later in the file.');
  });

  it('keeps a rejected resource rejected and off the map, and leaves a suggestion alone', async () => {
    // What a moderator's rejection leaves: the status, and the resource off the map.
    await models.Resource.updateOne({ _id: idOf(10) }, { $set: { status: 'rejected' } });
    await cells.remove('resource', cellOf({ latitude: -30.5, longitude: 150.01 }), idOf(10));
    await models.Resource.create({
      _id: 'a'.repeat(24),
      name: 'Suggested Center',
      resource_type: 'rehab',
      latitude: -30.5,
      longitude: 150.5,
      status: 'pending',
      source: 'suggestion',
      suggested_by: 'someone',
    });
    const rows = Array.from({ length: 600 }, (_, i) => row(i));
    rows[3] = row(3, 'Changed later in the file.');
    rows[560] = row(560, 'Changed later in the file.');
    // Rejected, then changed and moved by the file: still rejected, still off the map.
    rows[10] = row(10, 'Changed after the rejection.', 150.9);
    expect(await importResources(places, csv(rows))).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 599,
      problems: [],
    });
    expect(await models.Resource.findById(idOf(10)).lean()).toMatchObject({
      status: 'rejected',
      description: 'Changed after the rejection.',
    });
    expect(await importResources(places, csv(rows))).toMatchObject({ updated: 0, unchanged: 600 });
    expect(await models.Resource.findById('a'.repeat(24)).lean()).toMatchObject({
      status: 'pending',
      source: 'suggestion',
    });
    expect(await placedOnce('resource')).toBe(599);
    const shown = await resourcesIn(box, centre);
    expect(shown).toHaveLength(599);
    expect(shown.map((r) => r.id)).not.toContain(idOf(10));
  });

  it('refuses only the record the database refuses, naming why', async () => {
    const good = {
      name: 'Good Group',
      slug: 'good',
      address: '',
      meeting_days: ['Monday'],
      meeting_time: '7:00 PM',
      is_open: true,
      conference_url: '',
      latitude: -35.1,
      longitude: 140.1,
    };
    const outcomes = await places.importMeetingGroups(
      [good, { ...good, slug: 'bad', latitude: 95 }, { ...good, slug: 'also-good' }],
      'refusals',
    );
    expect(outcomes).toEqual([
      'created',
      {
        notStored:
          'Validation failed: latitude: Path `latitude` (95) is more than maximum allowed value (90).',
      },
      'created',
    ]);
    expect(
      await models.MeetingGroup.findById(derivedId('meeting', 'refusals\u0000bad')),
    ).toBeNull();
    expect(
      await meetingsIn([140, -35.2, 140.2, -35], { latitude: -35.1, longitude: 140.1 }),
    ).toHaveLength(2);
  });
});
