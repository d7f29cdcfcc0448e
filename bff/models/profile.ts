import { Schema, Types, type Connection, type InferSchemaType } from 'mongoose';
import {
  RADIUS_DEFAULT,
  RADIUS_MAX,
  RADIUS_MIN,
  RECOVERY_TYPES,
  SUPPORT_STATUSES,
} from '../../contract/profile';

/** One person's profile; its `_id` is the user's id, so every read is by `_id`. */
const profileSchema = new Schema(
  {
    _id: { type: Types.ObjectId, required: true },
    display_name: { type: String, default: '' },
    support_status: { type: String, enum: [...SUPPORT_STATUSES, null], default: null },
    recovery_type: { type: String, enum: [...RECOVERY_TYPES, null], default: null },
    support_radius: {
      type: Number,
      default: RADIUS_DEFAULT,
      min: RADIUS_MIN,
      max: RADIUS_MAX,
    },
    bio: { type: String, default: '' },
    location_visible: { type: Boolean, default: true },
    /** Set while moderators suspend the person: nobody finds, sees or writes to them. */
    suspended: { type: Boolean, default: false },
    accept_messages: { type: Boolean, default: true },
    // The centre of the person's ~1 km area (domain/map/area.ts), never where they are; null
    // until they choose 'Use my location'. `map_cell` is the cell their marker is kept in.
    area_latitude: { type: Number, default: null, min: -90, max: 90 },
    area_longitude: { type: Number, default: null, min: -180, max: 180 },
    map_cell: { type: String, default: null },
    updated_at: { type: Date, default: () => new Date() },
  },
  { collection: 'profiles', versionKey: false },
);

export type ProfileDoc = InferSchemaType<typeof profileSchema>;
export const profileModel = (conn: Connection) => conn.model('Profile', profileSchema);
