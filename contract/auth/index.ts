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

export interface SuccessResponse {
  success: true;
}

/** Every failure's body (docs/product.md, Common API behaviour). */
export interface ErrorResponse {
  error: string;
}
