import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/**
 * A request for peer support (docs/product.md, Peer support requests). `targets` are the peers
 * told of it (at most 20), `responders` those who answered. It is open until `closed_at` or
 * `expires_at`.
 */
const supportRequestSchema = new Schema(
  {
    requester_id: { type: String, required: true },
    message: { type: String, default: '' },
    targets: { type: [String], default: [] },
    responders: { type: [String], default: [] },
    created_at: { type: Date, default: () => new Date() },
    expires_at: { type: Date, required: true },
    closed_at: { type: Date, default: null },
  },
  { collection: 'support_requests', versionKey: false },
);
export type SupportRequestDoc = InferSchemaType<typeof supportRequestSchema> & { _id: unknown };
export const supportRequestModel = (conn: Connection) =>
  conn.model('SupportRequest', supportRequestSchema);

/**
 * A person's side of support requests, read by `_id` (their user id): their own open request
 * and the requests they were told of.
 */
const supportStateSchema = new Schema(
  {
    _id: { type: String, required: true },
    own: { type: String, default: null },
    incoming: { type: [String], default: [] },
  },
  { collection: 'support_states', versionKey: false },
);
export const supportStateModel = (conn: Connection) =>
  conn.model('SupportState', supportStateSchema);
