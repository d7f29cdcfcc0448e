import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import {
  DEFAULT_CENTER,
  MAP_LIMIT,
  type BBox,
  type LatLng,
  type MapMeetingGroup,
  type MapResource,
} from '../../contract/map';
import type { ParsedResourceSuggestion } from '../../contract/map/schemas';
import { RADIUS_DEFAULT } from '../../contract/profile';
import { boxAround, boxCentre } from '../../domain/map/box';
import { cellOf } from '../../domain/map/cells';
import { importedStatus, resourceShown, suggestedStatus } from '../policies/places';
import { assertProfileComplete } from '../policies/profile';
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

/** Around the viewer when a request names no box: their support radius around their area. */
export interface Around {
  centre: LatLng | null;
  radiusMiles: number;
}

/** Someone who shared no area, as far as the places service is told. */
const NO_AREA: Around = { centre: null, radiusMiles: RADIUS_DEFAULT };

/**
 * Treatment resources and meeting groups (docs/product.md, Resources and meeting groups): stored
 * in their own collections, and, when bff/policies/places.ts shows them, in the map's cells, which
 * is all the map reads. `around` tells where a viewer is (the peers service's `around`); without
 * it (imports, the demo loader, which read no map) every viewer counts as having shared no area.
 */
export function placesService(
  models: Models,
  cells: MapCells,
  deps: { around?: (userId: string) => Promise<Around> } = {},
) {
  const { Resource, MeetingGroup } = models;
  const around = deps.around ?? (() => Promise.resolve(NO_AREA));

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

  /** The box asked for, or the viewer's support radius around their area. */
  const boxFor = async (viewerId: string, bbox: BBox | undefined): Promise<BBox> => {
    if (bbox) return bbox;
    const { centre, radiusMiles } = await around(viewerId);
    return boxAround(centre ?? DEFAULT_CENTER, radiusMiles);
  };

  return {
    /** POST /api/resources: a person's suggestion, not on the map until a moderator approves it. */
    async suggest(userId: string, input: ParsedResourceSuggestion) {
      const profile = await models.Profile.findById(new Types.ObjectId(userId)).lean();
      assertProfileComplete(profile, 'suggestResources');
      const now = new Date();
      const doc = await Resource.create({
        _id: new Types.ObjectId().toHexString(),
        ...input,
        status: suggestedStatus(),
        source: 'suggestion',
        suggested_by: userId,
        created_at: now,
        updated_at: now,
      });
      return presentResource(doc.toObject() as ResourceDoc);
    },

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

    /** Shown resources in the box (or around the viewer), nearest its centre first, at most MAP_LIMIT. */
    async resources(viewerId: string, bbox: BBox | undefined): Promise<MapResource[]> {
      const box = await boxFor(viewerId, bbox);
      return cells.within<MapResource>('resource', box, boxCentre(box), MAP_LIMIT);
    },

    /** Meeting groups in the box (or around the viewer), nearest its centre first, at most MAP_LIMIT. */
    async meetingGroups(viewerId: string, bbox: BBox | undefined): Promise<MapMeetingGroup[]> {
      const box = await boxFor(viewerId, bbox);
      return cells.within<MapMeetingGroup>('meeting', box, boxCentre(box), MAP_LIMIT);
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
export type PlacesService = ReturnType<typeof placesService>;
