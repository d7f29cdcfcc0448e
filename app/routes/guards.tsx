import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { isProfileComplete } from '../../domain/profile/profileRules';
import { drawsBeforeSession } from '../prerender/page';
import { useNoticeStore } from '../stores/noticeStore';
import { useSessionStore } from '../stores/sessionStore';

/**
 * True while the session is unknown on the prerendered page this document arrived with: the
 * guards let it draw (it holds nothing personal) and decide once the session is known.
 */
function useBeforeSession(): boolean {
  const status = useSessionStore((s) => s.status);
  const { pathname } = useLocation();
  return status === 'loading' && drawsBeforeSession(pathname);
}

/** Visitors go to / (docs/product.md, Access rules: every route but / and /auth/callback). */
export function RequireUser() {
  const status = useSessionStore((s) => s.status);
  const beforeSession = useBeforeSession();
  if (status !== 'signedIn' && !beforeSession) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** A profile lacking support_status or recovery_type forces the user to /setup. */
export function RequireCompleteProfile({ children }: { children: ReactNode }) {
  const profile = useSessionStore((s) => s.profile);
  const beforeSession = useBeforeSession();
  if (!isProfileComplete(profile) && !beforeSession) return <Navigate to="/setup" replace />;
  return <>{children}</>;
}

/** A complete profile on /setup without edit=true goes to /social. */
export function SetupGate({ children }: { children: ReactNode }) {
  const profile = useSessionStore((s) => s.profile);
  const [params] = useSearchParams();
  if (isProfileComplete(profile) && params.get('edit') !== 'true')
    return <Navigate to="/social" replace />;
  return <>{children}</>;
}

/** A signed-in user on / goes to /social. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  if (status === 'signedIn') return <Navigate to="/social" replace />;
  return <>{children}</>;
}

/** /admin is for admins (decided by the server); others go to /social with a message. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useSessionStore((s) => s.user?.is_admin === true);
  const show = useNoticeStore((s) => s.show);
  const location = useLocation();
  useEffect(() => {
    if (!isAdmin) show('warning', 'Access Restricted: This area is for administrators only.');
  }, [isAdmin, show, location.key]);
  if (!isAdmin) return <Navigate to="/social" replace />;
  return <>{children}</>;
}
