import { createHash, createHmac } from 'node:crypto';
import type { Models } from '../models';
import { hashSecret, newSecret, sameSecret } from '../secrets';

/** The subject for an email: stable, so signing in again with it reaches the same account. */
const devSubject = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

const CODE_TTL_MS = 2 * 60_000;
const TOKEN_TTL_MS = 10 * 60_000;

function signJwt(payload: Record<string, unknown>, secret: string): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** What a person typed on the local provider's page, with the request it answers. */
export interface DevSignIn {
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  nonce: string;
  email: string;
  display_name: string;
}

/** What the token endpoint was given. */
export interface DevCodeExchange {
  code: string;
  redirect_uri: string;
  code_verifier: string;
}

/**
 * The local identity provider's codes and tokens (development and tests only): single-use codes
 * bound to a PKCE challenge, short-lived access tokens, each stored hashed.
 */
export function devIdpService(models: Models, clientSecret: string) {
  const { DevIdpGrant } = models;
  return {
    /** A one-time code for this sign-in (2 minutes). */
    async issueCode(signIn: DevSignIn): Promise<string> {
      const code = newSecret();
      const email = signIn.email.trim().toLowerCase();
      await DevIdpGrant.create({
        kind: 'code',
        secret_hash: hashSecret(code),
        client_id: signIn.client_id,
        redirect_uri: signIn.redirect_uri,
        code_challenge: signIn.code_challenge,
        nonce: signIn.nonce,
        sub: devSubject(email),
        email,
        name: signIn.display_name,
        expires_at: new Date(Date.now() + CODE_TTL_MS),
      });
      return code;
    },

    /**
     * The token answer for a code, or null when the code is unknown, used, expired, for another
     * redirect URI or another PKCE verifier. Codes are single-use: deleting on read makes a replay
     * fail.
     */
    async exchange(request: DevCodeExchange, issuer: string) {
      const grant = await DevIdpGrant.findOneAndDelete({
        kind: 'code',
        secret_hash: hashSecret(request.code),
      }).lean();
      const challenge = createHash('sha256').update(request.code_verifier).digest('base64url');
      if (
        !grant ||
        grant.expires_at.getTime() <= Date.now() ||
        grant.redirect_uri !== request.redirect_uri ||
        !sameSecret(grant.code_challenge ?? '', challenge)
      )
        return null;
      const accessToken = newSecret();
      await DevIdpGrant.create({
        kind: 'token',
        secret_hash: hashSecret(accessToken),
        client_id: grant.client_id,
        sub: grant.sub,
        email: grant.email,
        name: grant.name,
        expires_at: new Date(Date.now() + TOKEN_TTL_MS),
      });
      const now = Math.floor(Date.now() / 1000);
      return {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: TOKEN_TTL_MS / 1000,
        scope: 'openid email profile',
        id_token: signJwt(
          {
            iss: issuer,
            sub: grant.sub,
            aud: grant.client_id,
            nonce: grant.nonce,
            iat: now,
            exp: now + 600,
            email: grant.email,
            name: grant.name,
          },
          clientSecret,
        ),
      };
    },

    /** The person behind a live access token, or null. */
    async userinfo(accessToken: string) {
      const token = await DevIdpGrant.findOne({
        kind: 'token',
        secret_hash: hashSecret(accessToken),
      }).lean();
      if (!token || token.expires_at.getTime() <= Date.now()) return null;
      return { sub: token.sub, email: token.email, email_verified: true, name: token.name };
    },
  };
}
export type DevIdpService = ReturnType<typeof devIdpService>;
