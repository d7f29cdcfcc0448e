import { Schema, type Connection } from 'mongoose';

/**
 * The first answer to a create request that carried an `Idempotency-Key`, so a repeat (a double
 * click, a retry after a lost answer) gets the same answer instead of a second post. `_id` =
 * `<userId>:<key>` (read by `_id` only); removed in code after `expires_at` (no TTL on FerretDB).
 */
const idempotencySchema = new Schema(
  {
    _id: { type: String, required: true },
    /** A hash of the request (route and validated body): a key reused for another request is refused. */
    fingerprint: { type: String, required: true },
    /** 'pending' while the first request runs, 'done' once its answer is stored. */
    state: { type: String, enum: ['pending', 'done'], required: true },
    status: { type: Number, default: null },
    /** The first answer's JSON body, as text. */
    body: { type: String, default: null },
    created_at: { type: Date, required: true, default: () => new Date() },
    expires_at: { type: Date, required: true },
  },
  { collection: 'idempotency_keys', versionKey: false },
);

export const idempotencyModel = (conn: Connection) => conn.model('Idempotency', idempotencySchema);
