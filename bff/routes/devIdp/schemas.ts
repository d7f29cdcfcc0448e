import { z } from 'zod';
import { DEV_IDP_CLIENT_ID } from '../../auth/devIdp';

/** The local provider's requests, as an OAuth 2 / OpenID Connect provider checks them. */
export const authorizeQuery = z.object({
  client_id: z.literal(DEV_IDP_CLIENT_ID, { message: 'unknown client_id' }),
  redirect_uri: z.url({ message: 'redirect_uri must be a URL' }),
  response_type: z.literal('code', { message: 'response_type must be code' }),
  state: z.string().min(8, 'state is required'),
  nonce: z.string().min(8, 'nonce is required'),
  code_challenge: z.string().min(43, 'code_challenge is required'),
  code_challenge_method: z.literal('S256', { message: 'code_challenge_method must be S256' }),
  scope: z.string().optional(),
});

export const signInForm = authorizeQuery.extend({
  email: z.email({ message: 'Please enter a valid email address.' }).max(254),
  display_name: z
    .string()
    .trim()
    .min(1, 'Please enter a display name.')
    .max(50, 'The display name can be at most 50 characters.'),
});

export const tokenForm = z.object({
  grant_type: z.literal('authorization_code', { message: 'grant_type must be authorization_code' }),
  code: z.string().min(1, 'code is required'),
  client_id: z.literal(DEV_IDP_CLIENT_ID, { message: 'unknown client_id' }),
  client_secret: z.string().min(1, 'client_secret is required'),
  redirect_uri: z.string().min(1, 'redirect_uri is required'),
  code_verifier: z.string().min(43, 'code_verifier is required'),
});
