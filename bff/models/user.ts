import { Schema, type Connection, type InferSchemaType } from 'mongoose';

const userSchema = new Schema(
  {
    /** The identity provider's subject, prefixed by provider ("google:…", "dev:…"). */
    sub: { type: String, required: true },
    email: { type: String, required: true },
    /** Name the provider gave; the profile's display_name starts from it. */
    provider_name: { type: String, default: '' },
    created_at: { type: Date, required: true, default: () => new Date() },
    last_login_at: { type: Date, required: true, default: () => new Date() },
    /** How many of this person's reports moderators dismissed (the admin queue counts them). */
    reports_dismissed: { type: Number, default: 0, min: 0 },
    /** Suspended by moderators: no sign-in, no session (bff/services/admin/suspensions.ts). */
    suspended: { type: Boolean, default: false },
  },
  { collection: 'users', versionKey: false },
);
userSchema.index({ sub: 1 }, { unique: true });

export type UserDoc = InferSchemaType<typeof userSchema>;
export const userModel = (conn: Connection) => conn.model('User', userSchema);
