import { Outlet } from 'react-router-dom';
import { isProfileComplete } from '../../domain/profile/profileRules';
import { useSessionStore } from '../stores/sessionStore';
import { LayoutRoute } from './LayoutRoute';

/**
 * Privacy & account needs only a signed-in person (docs/product.md, Privacy & account): someone
 * who has not finished their profile may still download their data or delete the account. With a
 * complete profile the page sits in the main layout like every other; without one it stands alone,
 * as Profile Setup does, since the layout's tabs would all lead back to Profile Setup.
 */
export function AccountRoute() {
  const complete = useSessionStore((s) => isProfileComplete(s.profile));
  return complete ? <LayoutRoute /> : <Outlet />;
}
