/**
 * The sign-in and session contract (docs/product.md, Sign-in and sessions). Types only: no zod
 * reaches the browser.
 */
export type { SessionInput } from './schemas';

/** GET /api/users/me */
export interface CurrentUser {
  id: string;
  email: string;
  is_admin: boolean;
}

export interface RedirectUrlResponse {
  redirectUrl: string;
}

/**
 * Where sign-in starts on this server (what GET /api/oauth/google/redirect_url answers, on the
 * server's public origin): a plain navigation there binds the browser to its sign-in and goes on to
 * the identity provider, so the landing's button works before (or without) the app's JavaScript.
 */
export const SIGN_IN_START_PATH = '/api/connect/google';

export interface SuccessResponse {
  success: true;
}

/** Every failure's body (docs/product.md, Common API behaviour). */
export interface ErrorResponse {
  error: string;
}

/**
 * A header the app sends on every API call. No other site's page can send it (a custom header
 * needs a CORS preflight, which the BFF never grants), so a GET that changes something (logout,
 * reading a conversation) is accepted from a browser without fetch metadata only with it.
 */
export const APP_REQUEST_HEADER = 'X-Requested-With';
export const APP_REQUEST_VALUE = 'peer-support-app';
