import { Types } from 'mongoose';
import {
  DEFAULT_CENTER,
  MAP_LIMIT,
  type BBox,
  type MapMeetingGroup,
  type MapResource,
} from '../../contract/map';
import type { ParsedResourceSuggestion } from '../../contract/map/schemas';
import { boxAround, boxCentre } from '../../domain/map/box';
import { suggestedStatus } from '../policies/places';
import { assertProfileComplete } from '../policies/profile';
import type { Models } from '../models';
import type { ResourceDoc } from '../models/resource';
import { presentResource } from '../presenters/map';
import type { MapCells } from './mapCells';
import type { Around } from './mapPeers';

/**
 * The map's places for a person (docs/product.md, Resources and meeting groups): what the map's
 * cells hold in a box, or around the viewer, and a person's suggestion. `around` tells where a
 * viewer is (the peers service's `around`). Imports put places in the cells (placeImports.ts).
 */
export function placesService(
  models: Models,
  cells: MapCells,
  around: (userId: string) => Promise<Around>,
  /** Stores a suggestion (`store`) inside the moderators' queue (bff/services/admin). */
  queueSuggestion: <T>(resourceId: string, store: () => Promise<T>) => Promise<T>,
) {
  const { Resource } = models;

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
      const _id = new Types.ObjectId().toHexString();
      const doc = await queueSuggestion(_id, () =>
        Resource.create({
          _id,
          ...input,
          status: suggestedStatus(),
          source: 'suggestion',
          suggested_by: userId,
          created_at: now,
          updated_at: now,
        }),
      );
      return presentResource(doc.toObject() as ResourceDoc);
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
  };
}
export type PlacesService = ReturnType<typeof placesService>;
