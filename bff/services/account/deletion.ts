import { randomBytes } from 'node:crypto';
import { Types, type Connection } from 'mongoose';
import { ACCOUNT_DELETED_MESSAGE } from '../../../contract/events';
import { outsideBudget } from '../../db/deadline';
import { startingWith } from '../../db/filters';
import type { EngineSeam } from '../../db/seam';
import type { EventHub } from '../../events/hub';
import type { Models } from '../../models';
import { DELETION_STEPS, type DeletionStep } from '../../models/accountDeletion';
import type { InboxService } from '../inbox';
import { eraseConversations } from './eraseConversations';
import { eraseReports } from './eraseReports';
import { eraseSocial } from './eraseSocial';

const oid = (id: string) => new Types.ObjectId(id);
const isDuplicate = (e: unknown) => (e as { code?: number } | null)?.code === 11000;

export interface DeletionDeps {
  hub: EventHub;
  inbox: InboxService;
  /** What follows a profile (the map's marker, the supporters list): run once it is gone. */
  profileFollowers: ((userId: string) => Promise<void>)[];
  /** Closes the person's open support request, telling its peers (bff/services/support.ts). */
  closeSupportRequest: (userId: string) => Promise<void>;
  /** Takes the person's messages to the team out of the Contact queue, its count kept right. */
  forgetContactSender: (userId: string) => Promise<unknown>;
  /** Erases the person's notifications, and their name from others' (bff/services/notifications). */
  eraseNotifications: (userId: string) => Promise<void>;
  /** Ends every session of the person (bff/services/sessions.ts, endAll). */
  endSessions: (userId: string) => Promise<unknown>;
  /** Where a job that stopped is reported (the next sweep resumes it). */
  jobFailed: (error: unknown) => void;
}

/** One deletion under way: the account gone (signed out everywhere), and everything erased. */
export interface DeletionRun {
  signedOut: Promise<void>;
  done: Promise<void>;
}

/**
 * Deleting an account (docs/privacy-and-moderation.md, Delete my account) as a resumable job:
 * its progress is the `account_deletions` document of the person, each step is safe to run again,
 * and the step is recorded only once done, so a crash or a database restart half-way resumes at
 * the step it was in (at start and every sweep). The first step signs the person out everywhere
 * and removes the account itself, so from then on nobody can act as them, and signing in again
 * with the same provider account makes a new, empty one.
 */
export function accountDeletion(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
  deps: DeletionDeps,
) {
  const social = eraseSocial(models, conn, seam);
  const conversations = eraseConversations(models, conn, seam, deps.inbox);
  const reports = eraseReports(models, seam);
  const { AccountDeletion } = models;
  /** Jobs this process is running: a sweep never starts a second copy of one. */
  const running = new Map<string, DeletionRun>();

  const steps: Record<DeletionStep, (userId: string, standIn: string) => Promise<unknown>> = {
    async signout(userId) {
      const id = oid(userId);
      // Without the account no session counts (bff/services/sessions.ts reads it on every request).
      await models.User.deleteOne({ _id: id });
      await deps.endSessions(userId);
      await models.LoginCode.deleteMany({ user_id: id });
      // Their live streams close on every process, and their calls end (bff/app.ts).
      await deps.hub.publish({
        to: [userId],
        type: 'signed_out',
        data: { reason: 'account_deleted', message: ACCOUNT_DELETED_MESSAGE },
      });
    },
    async profile(userId) {
      const id = oid(userId);
      // Unreachable and off the map first, then what follows the profile, then the profile.
      await models.Profile.updateOne(
        { _id: id },
        {
          $set: {
            suspended: true,
            accept_messages: false,
            location_visible: false,
            area_latitude: null,
            area_longitude: null,
            updated_at: new Date(),
          },
        },
      );
      seam.forget(models.Profile, id);
      for (const follow of deps.profileFollowers) await follow(userId);
      await deps.closeSupportRequest(userId);
      await models.Profile.deleteOne({ _id: id });
      seam.forget(models.Profile, id);
      await models.Presence.deleteOne({ _id: userId });
    },
    async blocks(userId) {
      const doc = await models.Block.findById(userId).lean();
      const pull = async (other: string, field: 'blocked' | 'blocked_by') =>
        seam.serialize(`block:${other}`, async () => {
          seam.forget(models.Block, other);
          try {
            await models.Block.updateOne({ _id: other }, { $pull: { [field]: userId } });
          } finally {
            seam.forget(models.Block, other);
          }
        });
      for (const other of doc?.blocked ?? []) await pull(other, 'blocked_by');
      for (const other of doc?.blocked_by ?? []) await pull(other, 'blocked');
      await seam.serialize(`block:${userId}`, async () => {
        seam.forget(models.Block, userId);
        await models.Block.deleteOne({ _id: userId });
        seam.forget(models.Block, userId);
      });
    },
    async reactions(userId) {
      // The posts to recount are noted before anything is erased, so a crash cannot lose them.
      const touched = await social.touchedPosts(userId);
      if (touched.length > 0)
        await AccountDeletion.updateOne(
          { _id: userId },
          { $addToSet: { recount: { $each: touched } } },
        );
      await social.eraseReactionsAndComments(userId);
    },
    async comments() {
      // Erased with the reactions (one scan of each); kept as a step so older jobs resume.
    },
    async posts(userId) {
      await social.erasePosts(userId);
      await social.forgetAuthor(userId);
    },
    async recount(userId) {
      const job = await AccountDeletion.findById(userId, { recount: 1 }).lean();
      for (const postId of job?.recount ?? []) {
        await social.forgetReactor(userId, postId);
        await social.recount(postId);
      }
    },
    async conversations(userId) {
      await conversations.erase(userId);
    },
    async calls(userId) {
      await models.Call.deleteMany({ caller_id: userId });
      await models.Call.deleteMany({ recipient_id: userId });
      await models.CallLine.deleteOne({ _id: userId });
    },
    async reports(userId, standIn) {
      await reports.erase(userId, standIn);
    },
    async rest(userId) {
      // A message of theirs sent just before they were signed out may have landed after the
      // conversations step read their list (another process, MongoDB): a second pass takes it.
      await conversations.erase(userId);
      // Before anything else deletes them, so the queue's unread count comes down with them.
      await deps.forgetContactSender(userId);
      await deps.eraseNotifications(userId);
      await Promise.all([
        models.ShopInterest.deleteOne({ _id: userId }),
        models.SupportState.deleteOne({ _id: userId }),
        models.SupportRequest.deleteMany({ requester_id: userId }),
        // Answering needs being told, so every request she answered names her in its targets.
        models.SupportRequest.updateMany(
          { targets: userId },
          { $pull: { responders: userId, targets: userId } },
        ),
        models.ContactMessage.deleteMany({ user_id: userId }),
        models.Resource.updateMany({ suggested_by: userId }, { $set: { suggested_by: null } }),
        conn
          .collection<{ _id: string }>('idempotency_keys')
          .deleteMany({ _id: startingWith(`${userId}:`) }),
        conn
          .collection<{ _id: string }>('viewer_reactions')
          .deleteMany({ _id: startingWith(`${userId}:`) }),
      ]);
    },
  };

  /**
   * Runs the job's steps in order until its document is gone. `signedOut` is called once the
   * account itself is gone (its first step done now or before), so an answer can say so without
   * asking the database again.
   */
  async function runJob(userId: string, signedOut: () => void): Promise<void> {
    for (;;) {
      const job = await AccountDeletion.findById(userId).lean();
      if (!job) return signedOut();
      if (job.step !== DELETION_STEPS[0]) signedOut();
      const at = DELETION_STEPS.indexOf(job.step);
      await steps[job.step](userId, job.stand_in);
      if (job.step === DELETION_STEPS[0]) signedOut();
      const next = DELETION_STEPS[at + 1];
      if (next) await AccountDeletion.updateOne({ _id: userId }, { $set: { step: next } });
      else await AccountDeletion.deleteOne({ _id: userId });
    }
  }

  /**
   * Runs (or joins) the job of one account in this process. The job runs outside the time limit
   * of the request that started it: erasing thousands of posts takes longer than any answer may,
   * and a job cut off by a request's deadline would stall until the next sweep.
   */
  function run(userId: string): DeletionRun {
    const current = running.get(userId);
    if (current) return current;
    let markSignedOut = () => {};
    const signedOut = new Promise<void>((resolve) => (markSignedOut = resolve));
    const done = outsideBudget(() => runJob(userId, markSignedOut)).finally(() =>
      running.delete(userId),
    );
    const entry: DeletionRun = {
      done,
      // A job that fails before its first step is done fails both.
      signedOut: Promise.race([signedOut, done]),
    };
    running.set(userId, entry);
    return entry;
  }

  return {
    /**
     * Starts the deletion of an account (a second call joins the first). `signedOut` resolves
     * once the account is gone (nobody can act as the person any more), `done` once everything
     * is erased; the job's document is written first, so a failure later resumes from it.
     */
    start(userId: string): DeletionRun {
      const created = outsideBudget(() =>
        AccountDeletion.create({
          _id: userId,
          step: DELETION_STEPS[0],
          started_at: new Date(),
          stand_in: `gone-${randomBytes(8).toString('hex')}`,
        }).then(
          () => undefined,
          (e: unknown) => {
            if (!isDuplicate(e)) throw e;
          },
        ),
      );
      const job = created.then(() => run(userId));
      return {
        signedOut: job.then((j) => j.signedOut),
        done: job.then((j) => j.done),
      };
    },

    /**
     * Every unfinished deletion (a small collection: scanned at start and every sweep). One job
     * that fails is logged and left for the next sweep; it does not hold back the others.
     */
    async resumeAll(): Promise<void> {
      const open = await AccountDeletion.find({}, { _id: 1 }).lean();
      for (const job of open) {
        try {
          await AccountDeletion.updateOne({ _id: job._id }, { $inc: { attempts: 1 } });
          await run(job._id).done;
        } catch (error) {
          deps.jobFailed(error);
        }
      }
    },

    /** Whether the job of this account is still unfinished (tests, the console). */
    async pending(userId: string): Promise<boolean> {
      return (await AccountDeletion.exists({ _id: userId })) !== null;
    },
  };
}
export type AccountDeletion = ReturnType<typeof accountDeletion>;
