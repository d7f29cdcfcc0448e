import type { Connection } from 'mongoose';
import type { PendingResource, PendingResourcesPage } from '../../../contract/admin';
import { cellOf } from '../../../domain/map/cells';
import { shownName } from '../../../domain/profile/displayName';
import { pagedLists, type Ref } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import { notFound } from '../../errors';
import type { Models } from '../../models';
import type { ResourceDoc, ResourceStatus } from '../../models/resource';
import { resourceShown } from '../../policies/places';
import { presentResource } from '../../presenters/map';
import type { SignedInUser } from '../../viewer';
import { cursorOf, decodeCursor } from '../cursor';
import type { MapCells } from '../mapCells';
import type { AuditLog } from './audit';
import type { ModerationNotice } from './moderationNotice';
import { moderationCounts } from './counts';
import { QUEUES, type ItemRef } from './queues';

export const resourceNotFound = () => notFound('Resource not found.', 'resource_not_found');

/**
 * Suggested resources waiting for a moderator (docs/product.md, Admin): approving one puts it on
 * the map at once (its grid cell), rejecting keeps it off, and an import never brings a rejected
 * one back (bff/policies/places.ts). Each decision is a status, audited and undoable.
 */
export function pendingResources(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
  cells: MapCells,
  audit: AuditLog,
  notice: ModerationNotice,
) {
  const { Resource, Profile } = models;
  const lists = pagedLists(conn, seam);
  const counts = moderationCounts(models);

  /** Puts the resource in its map cell when shown, takes it out when not. */
  async function syncMap(doc: ResourceDoc, status: ResourceStatus) {
    const after = { ...doc, status };
    const cell = cellOf(after);
    if (resourceShown(after)) await cells.put('resource', cell, doc._id, presentResource(after));
    else await cells.remove('resource', cell, doc._id);
  }

  /**
   * Moves a resource from one status to another, once: under its key on FerretDB, a
   * compare-and-set on MongoDB. Returns the document as it was, or null when it was not in `from`.
   */
  async function move(
    id: string,
    from: readonly ResourceStatus[],
    to: ResourceStatus,
  ): Promise<ResourceDoc | null> {
    return seam.serialize(`resource:${id}`, async () => {
      const doc = await Resource.findById(id).lean<ResourceDoc>();
      if (!doc) throw resourceNotFound();
      const status = doc.status as ResourceStatus;
      if (!from.includes(status) || status === to) return null;
      const res = await Resource.updateOne(seam.stillAsRead(id, { status }), {
        $set: { status: to, updated_at: new Date() },
      });
      if (res.matchedCount !== 1) return null;
      await syncMap(doc, to);
      const waiting = (s: string) => (s === 'pending' ? 1 : 0);
      await counts.bump({ places: waiting(to) - waiting(status) });
      return doc;
    });
  }

  async function decide(
    moderator: SignedInUser,
    id: string,
    to: 'approved' | 'rejected',
  ): Promise<boolean> {
    const before = await move(id, ['pending'], to);
    if (!before) return false;
    await audit.record(moderator, {
      action: to === 'approved' ? 'resource.approve' : 'resource.reject',
      target_type: 'resource',
      target_id: id,
      target_label: before.name,
      before: { status: before.status },
      after: { status: to },
    });
    if (before.suggested_by)
      notice(
        before.suggested_by,
        { resource_id: id },
        to === 'approved' ? 'resource_approved' : 'resource_rejected',
      );
    return true;
  }

  return {
    /** GET /api/admin/pending-resources: waiting suggestions, newest first. */
    async list(q: { cursor?: string; limit: number }): Promise<PendingResourcesPage> {
      const page = await lists.collect<ItemRef, PendingResource>(QUEUES.resources, {
        before: q.cursor ? decodeCursor(q.cursor) : null,
        limit: q.limit,
        keep: async (refs: Ref<ItemRef>[]) => {
          const docs = await seam.findByIds<ResourceDoc>(
            Resource,
            refs.map((r) => r.id),
          );
          // A suggestion queued twice (a start-up backfill run again) is listed once.
          const seen = new Set<string>();
          const waiting = refs.flatMap((r) => {
            const doc = docs.get(r.id);
            if (!doc || doc.status !== 'pending' || seen.has(r.id)) return [];
            seen.add(r.id);
            return [{ pos: r.pos, doc }];
          });
          const authors = await seam.findByIds<{ _id: unknown; display_name?: string | null }>(
            Profile,
            [...new Set(waiting.map((w) => w.doc.suggested_by).filter((x): x is string => !!x))],
            { display_name: 1 },
          );
          return waiting.map(({ pos, doc }) => ({
            pos,
            item: {
              ...presentResource(doc),
              suggested_by_name: shownName(
                doc.suggested_by ? authors.get(doc.suggested_by)?.display_name : null,
              ),
            },
          }));
        },
      });
      return { resources: page.items, next_cursor: cursorOf(page.next) };
    },

    /** POST /api/admin/resources/{id}/approve: on the map at once; a second time does nothing. */
    approve: (moderator: SignedInUser, id: string) => decide(moderator, id, 'approved'),

    /** POST /api/admin/resources/{id}/reject: never on the map, not even after an import. */
    reject: (moderator: SignedInUser, id: string) => decide(moderator, id, 'rejected'),

    /** Reverses an approval or rejection: waiting again, off the map (the undo is audited). */
    async reopen(id: string, was: 'approved' | 'rejected'): Promise<boolean> {
      return (await move(id, [was], 'pending')) !== null;
    },

    /**
     * Stores a suggestion through `store` with its queue reference written first
     * (bff/db/pagedList.ts), then counts it as waiting.
     */
    async queue<T>(id: string, store: () => Promise<T>): Promise<T> {
      const ref: ItemRef = { id };
      await lists.append(QUEUES.resources, ref);
      const stored = await store();
      await counts.bump({ places: 1 });
      return stored;
    },
  };
}
export type PendingResources = ReturnType<typeof pendingResources>;
