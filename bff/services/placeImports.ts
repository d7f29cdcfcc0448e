import { createHash } from 'node:crypto';
import type { LatLng, MapMeetingGroup, MapResource } from '../../contract/map';
import { cellOf } from '../../domain/map/cells';
import { importedStatus, resourceShown } from '../policies/places';
import type { Models } from '../models';
import type { MeetingGroupDoc } from '../models/meetingGroup';
import type { ResourceDoc } from '../models/resource';
import { presentMeetingGroup, presentResource } from '../presenters/map';
import type { MapCells } from './mapCells';

/** A resource as an import brings it (bff/import/). */
export type ImportedResource = Omit<MapResource, 'id' | 'created_at'> & { source_key: string };
/** A meeting group as an import brings it. */
export type ImportedMeetingGroup = Omit<MapMeetingGroup, 'id' | 'group_type'> & { slug: string };

/** 24 hexadecimal characters derived from a source record: the same record, the same id. */
export const derivedId = (kind: string, key: string) =>
  createHash('sha256').update(`${kind}\u0000${key}`).digest('hex').slice(0, 24);

/** What an import did with one record. */
export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

/**
 * Places as an operator's import brings them (`npm run import`, the development demo): stored in
 * their own collections and, when bff/policies/places.ts shows them, in the map's cells, which is
 * all the map reads (bff/services/places.ts). Nothing here reads for a viewer.
 */
export function placeImports(models: Models, cells: MapCells) {
  const { Resource, MeetingGroup } = models;

  /** Moves an item's cell entry from where it was to where it is (or out, when not shown). */
  async function place<T extends LatLng>(
    layer: 'resource' | 'meeting',
    id: string,
    before: LatLng | null,
    after: T | null,
  ) {
    const from = before ? cellOf(before) : null;
    const to = after ? cellOf(after) : null;
    if (from && from !== to) await cells.remove(layer, from, id);
    if (after && to) await cells.put(layer, to, id, after);
  }

  return {
    /** An imported resource, approved; the same source record again updates it. */
    async importResource(record: ImportedResource): Promise<UpsertOutcome> {
      const { source_key, ...fields } = record;
      const _id = derivedId('resource', source_key);
      const existing = await Resource.findById(_id).lean<ResourceDoc>();
      const status = importedStatus(existing);
      const same =
        existing &&
        existing.status === status &&
        JSON.stringify(presentResource(existing)) ===
          JSON.stringify(presentResource({ ...existing, ...fields, status }));
      if (same) return 'unchanged';
      const now = new Date();
      const saved = await Resource.findOneAndUpdate(
        { _id },
        {
          $set: { ...fields, status, source: existing?.source ?? 'import', updated_at: now },
          $setOnInsert: { created_at: now },
        },
        { upsert: true, returnDocument: 'after', runValidators: true },
      ).lean<ResourceDoc>();
      await place(
        'resource',
        _id,
        existing && resourceShown(existing) ? existing : null,
        saved && resourceShown(saved) ? presentResource(saved) : null,
      );
      return existing ? 'updated' : 'created';
    },

    /** An imported meeting group; the same group type and slug again updates it. */
    async importMeetingGroup(
      record: ImportedMeetingGroup,
      groupType: string,
    ): Promise<UpsertOutcome> {
      const _id = derivedId('meeting', `${groupType}\u0000${record.slug}`);
      const existing = await MeetingGroup.findById(_id).lean<MeetingGroupDoc>();
      if (
        existing &&
        JSON.stringify(presentMeetingGroup(existing)) ===
          JSON.stringify(presentMeetingGroup({ ...existing, ...record, group_type: groupType }))
      )
        return 'unchanged';
      const now = new Date();
      const saved = await MeetingGroup.findOneAndUpdate(
        { _id },
        {
          $set: { ...record, group_type: groupType, updated_at: now },
          $setOnInsert: { created_at: now },
        },
        { upsert: true, returnDocument: 'after', runValidators: true },
      ).lean<MeetingGroupDoc>();
      // Every meeting group is on the map (bff/policies/places.ts): no moderation state.
      await place('meeting', _id, existing, saved ? presentMeetingGroup(saved) : null);
      return existing ? 'updated' : 'created';
    },

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
