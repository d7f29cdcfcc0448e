import type { BlockedPerson } from '../../contract/users';
import { shownName } from '../../domain/profile/displayName';
import type { EngineSeam } from '../db/seam';
import { badRequest, personNotFound } from '../errors';
import type { Models } from '../models';
import { blockedEitherWay, hiddenFrom, whomTheyBlocked, type BlockFacts } from '../policies/blocks';
import { Types } from 'mongoose';

type BlockDoc = BlockFacts & { _id: string };

/** The listing of suspended people's ids (bff/models/listing.ts). */
export const SUSPENDED_LISTING = 'suspended';

/**
 * Blocking and unblocking (docs/privacy-and-moderation.md, Blocking); who is kept apart by a block
 * is bff/policies/blocks.ts. Silent: nothing tells the blocked one. Each person's document lists
 * both directions, so one read by `_id` (kept hot on FerretDB) gives everyone hidden from a viewer.
 */
export function blockService(models: Models, seam: EngineSeam) {
  const blockFollowers: ((viewerId: string, targetId: string) => Promise<void>)[] = [];
  const { Block, Profile, User, Listing } = models;

  const read = async (userId: string): Promise<BlockDoc | undefined> =>
    (await seam.findHotByIds<BlockDoc>(Block, [userId], { absentToo: true })).get(userId);

  /**
   * People moderators suspended: hidden from everyone like a block, so their posts, comments,
   * reactions and markers leave every view at once and come back when unsuspended. One read by
   * `_id`, kept hot (bff/services/admin/suspensions.ts forgets it on every change).
   */
  const suspended = async (): Promise<string[]> =>
    (
      await seam.findHotByIds<{ _id: string; ids?: string[] }>(Listing, [SUSPENDED_LISTING], {
        absentToo: true,
      })
    ).get(SUSPENDED_LISTING)?.ids ?? [];
  const withSuspended = async (hidden: Set<string>) => {
    for (const id of await suspended()) hidden.add(id);
    return hidden;
  };

  /** Every write to a block document, serialised per document and forgotten from hot reads. */
  async function write(userId: string, update: object) {
    await seam.serialize(`block:${userId}`, async () => {
      seam.forget(Block, userId);
      try {
        await Block.updateOne({ _id: userId }, update, { upsert: true });
      } finally {
        seam.forget(Block, userId);
      }
    });
  }

  async function mustExist(userId: string) {
    if (!Types.ObjectId.isValid(userId) || !(await User.findById(userId, { _id: 1 }).lean()))
      throw personNotFound();
  }

  return {
    /** Everyone hidden from this person: whom they blocked and who blocked them. */
    async hiddenFor(userId: string): Promise<Set<string>> {
      return withSuspended(hiddenFrom(await read(userId)));
    },

    /** Both at once, from one read: whom they blocked, and everyone hidden from them. */
    async relationsOf(userId: string): Promise<{ blocked: Set<string>; hidden: Set<string> }> {
      const doc = await read(userId);
      return { blocked: whomTheyBlocked(doc), hidden: await withSuspended(hiddenFrom(doc)) };
    },

    /** Whether either of the two blocked the other, from both their documents. */
    async eitherBlocked(a: string, b: string): Promise<boolean> {
      const [da, db] = await Promise.all([read(a), read(b)]);
      return blockedEitherWay({ id: a, doc: da }, { id: b, doc: db });
    },

    async block(viewerId: string, targetId: string): Promise<void> {
      if (viewerId === targetId) throw badRequest('You cannot block yourself.', 'block_self');
      await mustExist(targetId);
      // The blocked person's document first: should the second write fail, they are already
      // kept away from the blocker (their feed, the blocker's posts by id, messages), and the
      // blocker, told it failed, tries again.
      await write(targetId, { $addToSet: { blocked_by: viewerId } });
      await write(viewerId, { $addToSet: { blocked: targetId } });
      for (const follow of blockFollowers) await follow(viewerId, targetId);
    },

    /** `follow` runs after each block (a call between the two ends); it logs its own failures. */
    onBlock(follow: (viewerId: string, targetId: string) => Promise<void>): void {
      blockFollowers.push(follow);
    },

    async unblock(viewerId: string, targetId: string): Promise<void> {
      if (viewerId === targetId) throw badRequest('You cannot block yourself.', 'block_self');
      await write(viewerId, { $pull: { blocked: targetId } });
      await write(targetId, { $pull: { blocked_by: viewerId } });
    },

    /** GET /api/users/blocked: most recently blocked first, with the names they chose. */
    async list(viewerId: string): Promise<BlockedPerson[]> {
      const ids = [...whomTheyBlocked(await read(viewerId))].reverse();
      const profiles = await seam.findByIds<{ _id: Types.ObjectId; display_name?: string }>(
        Profile,
        ids.map((id) => new Types.ObjectId(id)),
        { display_name: 1 },
      );
      return ids.map((id) => ({
        user_id: id,
        display_name: shownName(profiles.get(id)?.display_name),
      }));
    },
  };
}
export type BlockService = ReturnType<typeof blockService>;
