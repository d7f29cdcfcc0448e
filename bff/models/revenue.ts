import { Schema, type Connection } from 'mongoose';
import { REVENUE_EVENT_TYPES } from '../../contract/help';

/**
 * A booked revenue event (docs/product.md, Revenue events), in integer cents. It names the ad or
 * center and its advertiser, never the person: who opened Get Help is nobody's business.
 */
const revenueEventSchema = new Schema(
  {
    event_type: { type: String, enum: REVENUE_EVENT_TYPES, required: true },
    amount_cents: { type: Number, required: true },
    ad_id: { type: String, default: null },
    center_id: { type: String, default: null },
    advertiser_id: { type: String, default: '' },
    description: { type: String, default: '' },
    created_at: { type: Date, default: () => new Date() },
  },
  { collection: 'revenue_events', versionKey: false },
);
export const revenueEventModel = (conn: Connection) =>
  conn.model('RevenueEvent', revenueEventSchema);

/**
 * One event of a type for one ad or center by one person in one 30-minute window:
 * `_id` '<type>:<target>:<person hash>:<window>'. Inserting it is the booking's guard (a duplicate
 * `_id` fails); the person is a keyed hash, not their id. Old marks are swept.
 */
const revenueMarkSchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, default: () => new Date() },
  },
  { collection: 'revenue_marks', versionKey: false },
);
export const revenueMarkModel = (conn: Connection) => conn.model('RevenueMark', revenueMarkSchema);
