import { createHash } from 'node:crypto';
import type { LatLng, MapMeetingGroup, MapResource } from '../../contract/map';
import { cellOf } from '../../domain/map/cells';
import {
  importMayChange,
  importedStatus,
  meetingGroupShown,
  resourceShown,
} from '../policies/places';
import type { Models } from '../models';
import type { MeetingGroupDoc } from '../models/meetingGroup';
import type { ResourceDoc } from '../models/resource';
import { presentMeetingGroup, presentResource } from '../presenters/map';
import type { MapCells } from './mapCells';
import {
  upsertBatch,
  type AnyModel,
  type BatchOutcome,
  type BatchRecord,
  type BatchResult,
  type UpsertOutcome,
} from './upsertBatch';

export type { BatchOutcome, UpsertOutcome } from './upsertBatch';

/** A resource as an import brings it (bff/import/). */
export type ImportedResource = Omit<MapResource, 'id' | 'created_at'> & { source_key: string };
/** A meeting group as an import brings it. */
export type ImportedMeetingGroup = Omit<MapMeetingGroup, 'id' | 'group_type'> & { slug: string };

/** 24 hexadecimal characters derived from a source record: the same record, the same id. */
export const derivedId = (kind: string, key: string) =>
  createHash('sha256').update(`${kind}\u0000${key}`).digest('hex').slice(0, 24);

// Records stored per round of bulk writes: each map cell they touch is written once per round.
const BATCH = 500;

/**
 * Places as an operator's import brings them (`npm run import`, the development demo): stored in
 * their own collections and, when bff/policies/places.ts shows them, in the map's cells, which is
 * all the map reads (bff/services/places.ts). Nothing here reads for a viewer. Records go in by
 * batches (bff/services/upsertBatch.ts), each batch's cells written together.
 */
export function placeImports(models: Models, cells: MapCells) {
  const { Resource, MeetingGroup } = models;

  /**
   * Stores `records` batch by batch and moves the entries of what changed in `layer` from where
   * they were to where they are (or out, when not shown). A batch the database fails as a whole
   * has each of its records reported as not stored; one whose cells it fails, each it changed.
   */
  async function importAll<Doc extends { _id: string }>(
    model: AnyModel,
    layer: 'resource' | 'meeting',
    records: readonly BatchRecord<Doc>[],
    onMap: (doc: Doc) => LatLng | null,
  ): Promise<BatchOutcome[]> {
    const outcomes: BatchOutcome[] = [];
    // An empty collection (one read, of one document) holds nothing but what this import writes:
    // then no record needs a read of its own (worth asking only when that saves more than one).
    const known =
      records.length > 1
        ? await model
            .findOne({}, { _id: 1 })
            .lean()
            .then(
              (found) => (found ? undefined : new Map<string, Doc>()),
              () => undefined,
            )
        : undefined;
    const notStored = (err: unknown) => ({ notStored: (err as Error).message });
    for (let start = 0; start < records.length; start += BATCH) {
      const batch = records.slice(start, start + BATCH);
      let stored: BatchResult<Doc>;
      try {
        stored = await upsertBatch(model, batch, known);
      } catch (err) {
        outcomes.push(...batch.map(() => notStored(err)));
        continue;
      }
      for (const { id, after } of stored.written) known?.set(id, after);
      try {
        await cells.placeMany(
          layer,
          stored.written.map(({ id, before, after }) => {
            const was = before && onMap(before);
            return { id, from: was ? cellOf(was) : null, entry: onMap(after) };
          }),
        );
        outcomes.push(...stored.outcomes);
      } catch (err) {
        // As one at a time: a record whose cell write failed is reported as not stored.
        outcomes.push(
          ...stored.outcomes.map((o) => (o === 'created' || o === 'updated' ? notStored(err) : o)),
        );
      }
    }
    return outcomes;
  }

  const resourceRecord = (record: ImportedResource): BatchRecord<ResourceDoc> => {
    const { source_key, ...fields } = record;
    return {
      id: derivedId('resource', source_key),
      change(existing) {
        if (existing && !importMayChange(existing)) return null;
        const status = importedStatus(existing);
        const same =
          existing &&
          existing.status === status &&
          JSON.stringify(presentResource(existing)) ===
            JSON.stringify(presentResource({ ...existing, ...fields, status }));
        return same ? null : { ...fields, status, source: existing?.source ?? 'import' };
      },
    };
  };

  const meetingGroupRecord = (
    record: ImportedMeetingGroup,
    groupType: string,
  ): BatchRecord<MeetingGroupDoc> => ({
    id: derivedId('meeting', `${groupType}\u0000${record.slug}`),
    change: (existing) =>
      existing &&
      (!importMayChange(existing) ||
        JSON.stringify(presentMeetingGroup(existing)) ===
          JSON.stringify(presentMeetingGroup({ ...existing, ...record, group_type: groupType })))
        ? null
        : { ...record, group_type: groupType },
  });

  const resourceOnMap = (r: ResourceDoc) => (resourceShown(r) ? presentResource(r) : null);
  const meetingGroupOnMap = (g: MeetingGroupDoc) =>
    meetingGroupShown(g) ? presentMeetingGroup(g) : null;

  const one = async (outcomes: Promise<BatchOutcome[]>): Promise<UpsertOutcome> => {
    const [outcome] = await outcomes;
    if (typeof outcome === 'object') throw new Error(outcome.notStored);
    return outcome!;
  };

  return {
    /**
     * Imported resources, approved; the same source record again updates it. One outcome per
     * record, in order.
     */
    importResources: (records: readonly ImportedResource[]) =>
      importAll(Resource, 'resource', records.map(resourceRecord), resourceOnMap),

    /** One imported resource (throws when the database refuses it). */
    importResource: (record: ImportedResource) =>
      one(importAll(Resource, 'resource', [resourceRecord(record)], resourceOnMap)),

    /**
     * Imported meeting groups; the same group type and slug again updates one. One outcome per
     * record, in order.
     */
    importMeetingGroups: (records: readonly ImportedMeetingGroup[], groupType: string) =>
      importAll(
        MeetingGroup,
        'meeting',
        records.map((r) => meetingGroupRecord(r, groupType)),
        meetingGroupOnMap,
      ),

    /** One imported meeting group (throws when the database refuses it). */
    importMeetingGroup: (record: ImportedMeetingGroup, groupType: string) =>
      one(
        importAll(
          MeetingGroup,
          'meeting',
          [meetingGroupRecord(record, groupType)],
          meetingGroupOnMap,
        ),
      ),

    /** Whether anything was ever placed (the development demo loads samples only into an empty map). */
    async isEmpty(): Promise<boolean> {
      const [r, m] = await Promise.all([
        Resource.findOne({}, { _id: 1 }).lean(),
        MeetingGroup.findOne({}, { _id: 1 }).lean(),
      ]);
      return !r && !m;
    },
  };
}
export type PlaceImports = ReturnType<typeof placeImports>;
