import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { CALL_OUTCOMES, CALL_STATUSES, CALL_TYPES } from '../../contract/calls';

/**
 * A call between two people (docs/product.md, Calls), under the id POST /api/calls/start answered.
 * Written as records before the ringing, media or signalling existed: those older documents have
 * `status: 'started'` and no outcome, and are read as missed calls.
 */
const callSchema = new Schema(
  {
    _id: { type: String, required: true },
    caller_id: { type: String, required: true },
    recipient_id: { type: String, required: true },
    call_type: { type: String, enum: CALL_TYPES, required: true },
    status: { type: String, enum: [...CALL_STATUSES, 'started'], required: true },
    outcome: { type: String, enum: [...CALL_OUTCOMES, null], default: null },
    created_at: { type: Date, default: () => new Date() },
    answered_at: { type: Date, default: null },
    ended_at: { type: Date, default: null },
    ended_by: { type: String, default: null },
  },
  { collection: 'calls', versionKey: false },
);
export type CallDoc = InferSchemaType<typeof callSchema> & { _id: string };
export const callModel = (conn: Connection) => conn.model('Call', callSchema);

/**
 * A person's line, read by `_id` (their user id): the call they are in or being rung for, if any.
 * It is what makes a second call 'busy', claimed by a compare-and-set so two calls at once cannot
 * both take it.
 */
const callLineSchema = new Schema(
  {
    _id: { type: String, required: true },
    call_id: { type: String, default: null },
  },
  { collection: 'call_lines', versionKey: false },
);
export type CallLineDoc = InferSchemaType<typeof callLineSchema> & { _id: string };
export const callLineModel = (conn: Connection) => conn.model('CallLine', callLineSchema);
