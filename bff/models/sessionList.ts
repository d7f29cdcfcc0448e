import { Schema, type Connection } from 'mongoose';

/**
 * One person's sessions (docs/architecture.md, Sessions), `_id` = the person's id, `hashes` the
 * `_id`s of their sessions: listing them is one read by `_id` and a read of each session by `_id`,
 * never a scan of `sessions` (the hot path on FerretDB). An entry is added before its session is
 * stored and taken out when it ends; one whose session is gone or expired is pruned when listed.
 */
const sessionListSchema = new Schema(
  {
    _id: { type: String, required: true },
    hashes: { type: [String], default: [] },
  },
  { collection: 'session_lists', versionKey: false },
);

export const sessionListModel = (conn: Connection) => conn.model('SessionList', sessionListSchema);
