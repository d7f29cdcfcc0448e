import { z } from 'zod';

/** GET /api/users/me */
export interface CurrentUser {
  id: string;
  email: string;
  is_admin: boolean;
}

/** POST /api/sessions */
export const sessionInputSchema = z.object({
  code: z
    .string({ message: 'code must be text' })
    .trim()
    .min(1, 'code is required')
    .max(200, 'code is too long'),
});

export interface RedirectUrlResponse {
  redirectUrl: string;
}

export interface SuccessResponse {
  success: true;
}

export interface ErrorResponse {
  error: string;
}
