import type { GrantResponse } from './grant';
import type { ProviderIdentity } from '../services/users';

/** Why a sign-in at the identity provider did not give us a person, in the callback's words. */
export interface SignInFailure {
  error: string;
  error_description: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * What grant brought back from the provider, checked: the person's identity (an account id and a
 * verified e-mail address), or why there is none. The provider's own refusal is passed on as it
 * came; a sign-in that outlived its browser binding (or was finished in another browser) fails.
 */
export function readProviderAnswer(
  response: GrantResponse,
  provider: ProviderIdentity['provider'],
  boundToThisBrowser: boolean,
): { identity: ProviderIdentity } | { failure: SignInFailure } {
  const fail = (error: string, error_description: string) => ({
    failure: { error, error_description },
  });
  if (response.error)
    return fail(
      text(response.error) || 'access_denied',
      text(response.error_description) || text(response.error),
    );
  const profile = response.profile ?? {};
  const sub = text(profile.sub);
  const email = text(profile.email).trim().toLowerCase();
  if (!sub || !email)
    return fail(
      'invalid_profile',
      'The identity provider did not return an account id and email address.',
    );
  if (profile.email_verified === false)
    return fail(
      'unverified_email',
      'Please verify your email address with your account provider first.',
    );
  if (!boundToThisBrowser)
    return fail(
      'signin_expired',
      'Signing in took too long or was started in another browser. Please sign in again.',
    );
  return { identity: { provider, sub, email, name: text(profile.name) } };
}
