/** The sign-in and session contract (spec point 7). Types only: no zod reaches the browser. */
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

/** Every failure's body (DESIGN.md, BFF). */
export interface ErrorResponse {
  error: string;
}
