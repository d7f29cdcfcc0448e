import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/**
 * A meeting group (docs/product.md, Map and location): the meetings of one slug of an imported
 * meeting list (`npm run import -- meetings`), or one a moderator added in the console (slug
 * `console-<id>`). `_id` is derived from the group type and the slug, so a re-import updates it. Also kept in the map's cells (bff/services/placeImports.ts).
 */
const meetingGroupSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    group_type: { type: String, required: true },
    slug: { type: String, required: true },
    address: { type: String, default: '' },
    meeting_days: { type: [String], default: [] },
    meeting_time: { type: String, default: '' },
    is_open: { type: Boolean, default: false },
    conference_url: { type: String, default: '' },
    /** Taken off the map by a moderator; imports keep it off. */
    removed: { type: Boolean, default: false },
    /** Added or corrected in the console: imports of the same group leave it alone. */
    edited_by_moderator: { type: Boolean, default: false },
    latitude: { type: Number, required: true, min: -90, max: 90 },
    longitude: { type: Number, required: true, min: -180, max: 180 },
    created_at: { type: Date, default: () => new Date() },
    updated_at: { type: Date, default: () => new Date() },
  },
  { collection: 'meeting_groups', versionKey: false },
);

export type MeetingGroupDoc = InferSchemaType<typeof meetingGroupSchema> & { _id: string };
export const meetingGroupModel = (conn: Connection) =>
  conn.model('MeetingGroup', meetingGroupSchema);
