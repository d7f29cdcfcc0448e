import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/** The steps of an account's deletion, in order (bff/services/account/deletion.ts). */
export const DELETION_STEPS = [
  'signout',
  'profile',
  'blocks',
  'reactions',
  'comments',
  'posts',
  'recount',
  'conversations',
  'calls',
  'reports',
  'rest',
] as const;
export type DeletionStep = (typeof DELETION_STEPS)[number];

/**
 * An account being deleted, `_id` = its user id: the job's progress, so a deletion a crash or a
 * database restart interrupted resumes where it was (every step is safe to run again). Removed
 * when the last step is done; nothing of the person remains then.
 */
const accountDeletionSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** The next step to run. */
    step: { type: String, enum: DELETION_STEPS, required: true },
    started_at: { type: Date, required: true },
    /**
     * What stands in for the person in reports they made ('gone-' and random hex): chosen once,
     * so a resumed job writes the same, and unrelated to their id.
     */
    stand_in: { type: String, required: true },
    /** Posts of others whose counters the erased reactions and comments changed. */
    recount: { type: [String], default: [] },
    attempts: { type: Number, default: 0 },
  },
  { collection: 'account_deletions', versionKey: false },
);
export type AccountDeletionDoc = InferSchemaType<typeof accountDeletionSchema> & { _id: string };
export const accountDeletionModel = (conn: Connection) =>
  conn.model('AccountDeletion', accountDeletionSchema);
