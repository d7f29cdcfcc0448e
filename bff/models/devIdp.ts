import { Schema, type Connection } from 'mongoose';

/** Authorization codes and access tokens of the local identity provider (development only). */
const devIdpGrantSchema = new Schema(
  {
    kind: { type: String, enum: ['code', 'token'], required: true },
    secret_hash: { type: String, required: true },
    client_id: { type: String, required: true },
    redirect_uri: { type: String, default: '' },
    code_challenge: { type: String, default: '' },
    nonce: { type: String, default: '' },
    sub: { type: String, required: true },
    email: { type: String, required: true },
    name: { type: String, default: '' },
    expires_at: { type: Date, required: true },
  },
  { collection: 'dev_idp_grants', versionKey: false },
);
devIdpGrantSchema.index({ secret_hash: 1 }, { unique: true });

export const devIdpGrantModel = (conn: Connection) => conn.model('DevIdpGrant', devIdpGrantSchema);
