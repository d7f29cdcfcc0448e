import { Schema, type Connection } from 'mongoose';

/**
 * Whom one person blocked and who blocked them, `_id` = the person's id: one read by `_id` tells
 * a request everyone hidden from its viewer, both ways (docs/privacy-and-moderation.md, Blocking:
 * a block hides each from the other everywhere). A block is written on both people's documents.
 */
const blockSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** Ids of people this person blocked, oldest first. */
    blocked: { type: [String], default: [] },
    /** Ids of people who blocked this person. */
    blocked_by: { type: [String], default: [] },
  },
  { collection: 'blocks', versionKey: false },
);

export const blockModel = (conn: Connection) => conn.model('Block', blockSchema);
