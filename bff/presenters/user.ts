import type { CurrentUser } from '../../contract/auth';
import type { SignedInUser } from '../viewer';

/** Exactly the fields of the signed-in user that leave the server (GET /api/users/me). */
export const presentCurrentUser = (user: SignedInUser): CurrentUser => ({
  id: user.id,
  email: user.email,
  is_admin: user.is_admin,
});
