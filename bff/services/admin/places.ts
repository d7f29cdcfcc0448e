import { Types, type Model } from 'mongoose';
import type { z } from 'zod';
import {
  PLACE_SEARCH_MAX,
  type AdminMeetingGroup,
  type AdminMeetingGroupsFound,
  type AdminResource,
  type AdminResourceStatus,
  type AdminResourcesFound,
  type AuditState,
  type ResourceSource,
} from '../../../contract/admin';
import type { meetingGroupInputSchema, resourceInputSchema } from '../../../contract/admin/schemas';
import type { LatLng } from '../../../contract/map';
import { cellOf } from '../../../domain/map/cells';
import { containing, eitherOf, notTrue } from '../../db/filters';
import type { EngineSeam } from '../../db/seam';
import { conflict, notFound } from '../../errors';
import type { Models } from '../../models';
import type { MeetingGroupDoc } from '../../models/meetingGroup';
import type { ResourceDoc } from '../../models/resource';
import { meetingGroupShown, resourceShown } from '../../policies/places';
import { presentMeetingGroup, presentResource } from '../../presenters/map';
import type { SignedInUser } from '../../viewer';
import type { MapCells, MapLayerName } from '../mapCells';
import { auditChanges, type AuditLog } from './audit';
import { resourceNotFound } from './pendingResources';

type ResourceInput = z.output<typeof resourceInputSchema>;
type MeetingGroupInput = z.output<typeof meetingGroupInputSchema>;

export const meetingGroupNotFound = () =>
  notFound('Meeting group not found.', 'meeting_group_not_found');
const changedMeanwhile = () =>
  conflict(
    'This place changed while you were editing it. Reload it and try again.',
    'place_changed',
  );

const presentAdminResource = (r: ResourceDoc): AdminResource => ({
  ...presentResource(r),
  status: r.status as AdminResourceStatus,
  source: r.source as ResourceSource,
  edited_by_moderator: r.edited_by_moderator === true,
});

const presentAdminMeetingGroup = (g: MeetingGroupDoc): AdminMeetingGroup => ({
  ...presentMeetingGroup(g),
  removed: g.removed === true,
  edited_by_moderator: g.edited_by_moderator === true,
});

/**
 * Resources and meeting groups as moderators keep them (docs/product.md, Admin): found by name or
 * address, added, corrected, taken off the map and put back. Every change reaches the map's cells
 * at once and is audited; removal is a status, so nothing is lost and an undo puts it back. A
 * place a moderator corrected keeps the correction through later imports (bff/policies/places.ts).
 */
export function adminPlaces(models: Models, seam: EngineSeam, cells: MapCells, audit: AuditLog) {
  const { Resource, MeetingGroup } = models;

  /** Moves a place's map entry from where it was shown (if it was) to where it is (if shown). */
  async function syncCells(
    layer: MapLayerName,
    id: string,
    before: LatLng | null,
    after: LatLng | null,
  ) {
    if (before && (!after || cellOf(before) !== cellOf(after)))
      await cells.remove(layer, cellOf(before), id);
    if (after) await cells.put(layer, cellOf(after), id, after);
  }
  const resourceEntry = (r: ResourceDoc) => (resourceShown(r) ? presentResource(r) : null);
  const meetingEntry = (g: MeetingGroupDoc) =>
    meetingGroupShown(g) ? presentMeetingGroup(g) : null;

  /**
   * A console search: part of the name or address, A to Z. It filters on fields other than `_id`,
   * so the embedded engine scans the collection in Go: fine for a moderator's occasional search,
   * never used by a member's read.
   */
  async function search<D>(
    model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- either place model
    q: string,
  ) {
    const filter = q ? eitherOf([{ name: containing(q) }, { address: containing(q) }]) : {};
    const docs = await model
      .find(filter)
      .sort({ name: 1, _id: 1 })
      .limit(PLACE_SEARCH_MAX + 1)
      .lean<D[]>();
    return { docs: docs.slice(0, PLACE_SEARCH_MAX), more: docs.length > PLACE_SEARCH_MAX };
  }

  /** Takes a resource off the map or puts it back; false when it already was so. */
  async function setResourceRemoved(id: string, removed: boolean): Promise<ResourceDoc | null> {
    return seam.serialize(`resource:${id}`, async () => {
      const doc = await Resource.findById(id).lean<ResourceDoc>();
      if (!doc) throw resourceNotFound();
      const [from, to] = removed ? ['approved', 'removed'] : ['removed', 'approved'];
      if (doc.status === to) return null;
      if (doc.status !== from)
        throw conflict(
          removed
            ? 'Only a resource on the map can be taken off it; a suggestion is approved or rejected in Suggested places.'
            : 'Only a resource taken off the map can be put back on it.',
          'place_not_listed',
        );
      const res = await Resource.updateOne(seam.stillAsRead(id, { status: from }), {
        $set: { status: to, updated_at: new Date() },
      });
      if (res.matchedCount !== 1) return null;
      const after = { ...doc, status: to } as ResourceDoc;
      await syncCells('resource', id, resourceEntry(doc), resourceEntry(after));
      return after;
    });
  }

  async function setMeetingRemoved(id: string, removed: boolean): Promise<MeetingGroupDoc | null> {
    return seam.serialize(`meeting:${id}`, async () => {
      const doc = await MeetingGroup.findById(id).lean<MeetingGroupDoc>();
      if (!doc) throw meetingGroupNotFound();
      if ((doc.removed === true) === removed) return null;
      const res = await MeetingGroup.updateOne(
        seam.stillAsRead(id, { removed: doc.removed === true ? true : notTrue() }),
        { $set: { removed, updated_at: new Date() } },
      );
      if (res.matchedCount !== 1) return null;
      const after = { ...doc, removed } as MeetingGroupDoc;
      await syncCells('meeting', id, meetingEntry(doc), meetingEntry(after));
      return after;
    });
  }

  /**
   * Saves a correction: under the place's key on FerretDB, a compare-and-set on its last change
   * on MongoDB, so an edit never lands on top of a decision taken since it was read.
   */
  async function correct<D extends { _id: string; updated_at?: Date | null }>(
    model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- either place model
    key: string,
    id: string,
    fields: object,
    missing: () => Error,
    onMap: (d: D) => LatLng | null,
    layer: MapLayerName,
  ): Promise<{ before: D; after: D }> {
    return seam.serialize(key, async () => {
      const before = await model.findById(id).lean<D>();
      if (!before) throw missing();
      const set = { ...fields, edited_by_moderator: true, updated_at: new Date() };
      const res = await model.updateOne(
        seam.stillAsRead(id, { updated_at: before.updated_at ?? null }),
        { $set: set },
      );
      if (res.matchedCount !== 1) throw changedMeanwhile();
      const after = { ...before, ...set } as D;
      await syncCells(layer, id, onMap(before), onMap(after));
      return { before, after };
    });
  }

  async function auditMove(
    moderator: SignedInUser,
    action: 'resource.remove' | 'resource.restore' | 'meeting.remove' | 'meeting.restore',
    id: string,
    name: string,
    before: AuditState,
    after: AuditState,
  ) {
    await audit.record(moderator, {
      action,
      target_type: action.startsWith('resource') ? 'resource' : 'meeting',
      target_id: id,
      target_label: name,
      before,
      after,
    });
  }

  return {
    setResourceRemoved,
    setMeetingRemoved,

    /** GET /api/admin/resources?q= */
    async findResources(q: string): Promise<AdminResourcesFound> {
      const { docs, more } = await search<ResourceDoc>(Resource, q);
      return { resources: docs.map(presentAdminResource), more };
    },

    /** GET /api/admin/meeting-groups?q= */
    async findMeetingGroups(q: string): Promise<AdminMeetingGroupsFound> {
      const { docs, more } = await search<MeetingGroupDoc>(MeetingGroup, q);
      return { meeting_groups: docs.map(presentAdminMeetingGroup), more };
    },

    /** POST /api/admin/resources (id null): on the map at once; PUT /api/admin/resources/{id}. */
    async saveResource(
      moderator: SignedInUser,
      id: string | null,
      input: ResourceInput,
    ): Promise<AdminResource> {
      let before: ResourceDoc | null = null;
      let after: ResourceDoc;
      if (id === null) {
        const now = new Date();
        after = {
          _id: new Types.ObjectId().toHexString(),
          ...input,
          status: 'approved',
          source: 'console',
          suggested_by: null,
          edited_by_moderator: true,
          created_at: now,
          updated_at: now,
        } as ResourceDoc;
        await Resource.create(after);
        await syncCells('resource', after._id, null, resourceEntry(after));
      } else {
        ({ before, after } = await correct<ResourceDoc>(
          Resource,
          `resource:${id}`,
          id,
          input,
          resourceNotFound,
          resourceEntry,
          'resource',
        ));
      }
      const shown = presentAdminResource(after);
      const was = before ? presentAdminResource(before) : null;
      await audit.record(moderator, {
        action: 'resource.save',
        target_type: 'resource',
        target_id: after._id,
        target_label: after.name,
        before: was ? auditChanges(shown, was) : null,
        after: auditChanges(was, shown),
      });
      return shown;
    },

    /** POST /api/admin/meeting-groups (id null) and PUT /api/admin/meeting-groups/{id}. */
    async saveMeetingGroup(
      moderator: SignedInUser,
      id: string | null,
      input: MeetingGroupInput,
    ): Promise<AdminMeetingGroup> {
      let before: MeetingGroupDoc | null = null;
      let after: MeetingGroupDoc;
      if (id === null) {
        const now = new Date();
        const newId = new Types.ObjectId().toHexString();
        after = {
          _id: newId,
          ...input,
          slug: `console-${newId}`,
          removed: false,
          edited_by_moderator: true,
          created_at: now,
          updated_at: now,
        } as MeetingGroupDoc;
        await MeetingGroup.create(after);
        await syncCells('meeting', newId, null, meetingEntry(after));
      } else {
        ({ before, after } = await correct<MeetingGroupDoc>(
          MeetingGroup,
          `meeting:${id}`,
          id,
          input,
          meetingGroupNotFound,
          meetingEntry,
          'meeting',
        ));
      }
      const shown = presentAdminMeetingGroup(after);
      const was = before ? presentAdminMeetingGroup(before) : null;
      await audit.record(moderator, {
        action: 'meeting.save',
        target_type: 'meeting',
        target_id: after._id,
        target_label: after.name,
        before: was ? auditChanges(shown, was) : null,
        after: auditChanges(was, shown),
      });
      return shown;
    },

    /** POST /api/admin/resources/{id}/remove and /restore: once, however often it is sent. */
    async moveResource(
      moderator: SignedInUser,
      id: string,
      removed: boolean,
    ): Promise<AdminResource> {
      const moved = await setResourceRemoved(id, removed);
      if (moved) {
        const [was, now] = removed ? ['approved', 'removed'] : ['removed', 'approved'];
        await auditMove(
          moderator,
          removed ? 'resource.remove' : 'resource.restore',
          id,
          moved.name,
          { status: was },
          { status: now },
        );
        return presentAdminResource(moved);
      }
      const doc = await Resource.findById(id).lean<ResourceDoc>();
      if (!doc) throw resourceNotFound();
      return presentAdminResource(doc);
    },

    /** POST /api/admin/meeting-groups/{id}/remove and /restore: once, however often it is sent. */
    async moveMeetingGroup(
      moderator: SignedInUser,
      id: string,
      removed: boolean,
    ): Promise<AdminMeetingGroup> {
      const moved = await setMeetingRemoved(id, removed);
      if (moved) {
        await auditMove(
          moderator,
          removed ? 'meeting.remove' : 'meeting.restore',
          id,
          moved.name,
          { removed: !removed },
          { removed },
        );
        return presentAdminMeetingGroup(moved);
      }
      const doc = await MeetingGroup.findById(id).lean<MeetingGroupDoc>();
      if (!doc) throw meetingGroupNotFound();
      return presentAdminMeetingGroup(doc);
    },
  };
}
export type AdminPlaces = ReturnType<typeof adminPlaces>;
