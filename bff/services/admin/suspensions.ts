import { Types } from 'mongoose';
import { SUSPENDED_MESSAGE } from '../../../contract/events';
import { shownName } from '../../../domain/profile/displayName';
import type { EngineSeam } from '../../db/seam';
import { forbidden, personNotFound } from '../../errors';
import type { EventHub } from '../../events/hub';
import type { Models } from '../../models';
import { SUSPENDED_LISTING } from '../blocks';
import type { SignedInUser } from '../../viewer';
import type { AuditLog } from './audit';

interface UserFacts {
  _id: Types.ObjectId;
  email: string;
  suspended?: boolean | null;
}

/**
 * Suspending a person (docs/privacy-and-moderation.md, Suspension): their account, profile and
 * the 'suspended' listing say so, their sessions end and their open apps sign out at once; the
 * listing hides their posts, comments and reactions from everyone (bff/services/blocks.ts), the
 * profile takes their marker off the map and them out of support and messages
 * (bff/policies/profile.ts, reachable). Unsuspending puts every one of those back. Nothing the
 * person wrote is deleted.
 */
export function suspensions(
  models: Models,
  seam: EngineSeam,
  deps: {
    audit: AuditLog;
    hub: Pick<EventHub, 'publish'>;
    isAdminEmail: (email: string) => boolean;
    /** What follows a profile change: the map marker and the supporters list. */
    profileFollowers: readonly ((userId: string) => Promise<void>)[];
    /** Ends every session of a person and their list of sessions (bff/services/sessions.ts). */
    endSessions: (userId: string) => Promise<void>;
  },
) {
  const { User, Profile, Listing } = models;

  async function setListing(userId: string, suspended: boolean) {
    await seam.serialize(`listing:${SUSPENDED_LISTING}`, async () => {
      seam.forget(Listing, SUSPENDED_LISTING);
      try {
        await Listing.updateOne(
          { _id: SUSPENDED_LISTING },
          suspended ? { $addToSet: { ids: userId } } : { $pull: { ids: userId } },
          { upsert: true },
        );
      } finally {
        seam.forget(Listing, SUSPENDED_LISTING);
      }
    });
  }

  /** Moves the account's flag, once; the account as it was, or null when already so. */
  async function flip(userId: string, to: boolean): Promise<UserFacts | null> {
    const _id = new Types.ObjectId(userId);
    return seam.serialize(`user:${userId}`, async () => {
      const user = await User.findById(_id, { email: 1, suspended: 1 }).lean<UserFacts>();
      if (!user) throw personNotFound();
      const was = user.suspended === true;
      if (was === to) return null;
      const res = await User.updateOne(
        seam.stillAsRead(_id, { suspended: user.suspended ?? false }),
        {
          $set: { suspended: to },
        },
      );
      return res.matchedCount === 1 ? user : null;
    });
  }

  /** Everything that follows the account's flag; safe to run again (each step is a `$set`). */
  async function apply(userId: string, suspended: boolean) {
    const _id = new Types.ObjectId(userId);
    await setListing(userId, suspended);
    await Profile.updateOne({ _id }, { $set: { suspended, updated_at: new Date() } });
    seam.forget(Profile, _id);
    for (const follow of deps.profileFollowers) await follow(userId);
    if (suspended) {
      await deps.endSessions(userId);
      await deps.hub.publish({
        to: [userId],
        type: 'signed_out',
        data: { reason: 'suspended', message: SUSPENDED_MESSAGE },
      });
    }
  }

  async function nameOf(userId: string) {
    const profile = await Profile.findById(new Types.ObjectId(userId), { display_name: 1 }).lean();
    return shownName(profile?.display_name);
  }

  /** Suspends or lifts it without asking who may (an undo, once checked); true when it changed. */
  async function set(userId: string, suspended: boolean): Promise<boolean> {
    if (!(await flip(userId, suspended))) return false;
    await apply(userId, suspended);
    return true;
  }

  return {
    set,

    /**
     * POST /api/admin/users/{id}/suspend. Never oneself, never another admin (403). Once: a
     * second suspend changes nothing and is not audited again.
     */
    async suspend(moderator: SignedInUser, userId: string, caseId?: string): Promise<boolean> {
      if (userId === moderator.id) throw forbidden('You cannot suspend yourself.', 'suspend_admin');
      const target = await User.findById(new Types.ObjectId(userId), {
        email: 1,
      }).lean<UserFacts>();
      if (!target) throw personNotFound();
      if (deps.isAdminEmail(target.email))
        throw forbidden('Admins cannot be suspended.', 'suspend_admin');
      if (!(await set(userId, true))) return false;
      await deps.audit.record(moderator, {
        action: 'user.suspend',
        target_type: 'user',
        target_id: userId,
        target_label: await nameOf(userId),
        before: { suspended: false, case: caseId ?? null },
        after: { suspended: true, case: caseId ?? null },
      });
      return true;
    },

    /** POST /api/admin/users/{id}/unsuspend: everything comes back. Once. */
    async unsuspend(moderator: SignedInUser, userId: string): Promise<boolean> {
      if (!(await set(userId, false))) return false;
      await deps.audit.record(moderator, {
        action: 'user.unsuspend',
        target_type: 'user',
        target_id: userId,
        target_label: await nameOf(userId),
        before: { suspended: true },
        after: { suspended: false },
      });
      return true;
    },
  };
}
export type Suspensions = ReturnType<typeof suspensions>;
