/**
 * The person a request is made by, as the session says (bff/services/sessions.ts reads it; every
 * layer below the routes takes it as the viewer). Admins are the ADMIN_EMAILS accounts.
 */
export interface SignedInUser {
  id: string;
  email: string;
  is_admin: boolean;
}
