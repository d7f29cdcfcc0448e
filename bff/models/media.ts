import { Schema, type Connection } from 'mongoose';

/**
 * An image we serve ourselves (a center's logo, an ad's image), so no third-party host learns who
 * opened Get Help. `_id` is derived from the bytes, so the URL changes when the image does and
 * can be cached for ever.
 */
const mediaSchema = new Schema(
  {
    _id: { type: String, required: true },
    content_type: { type: String, required: true },
    data: { type: Buffer, required: true },
    created_at: { type: Date, default: () => new Date() },
  },
  { collection: 'media', versionKey: false },
);
export const mediaModel = (conn: Connection) => conn.model('Media', mediaSchema);
