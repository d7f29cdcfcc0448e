import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { MainLayout } from '../../ui/layout/MainLayout';
import { requestFailureText } from '../api/client';
import { useHydrated } from '../prerender/useHydrated';
import { liveEvents } from '../stores/liveEvents';
import { followMessagesEvents } from '../stores/messagesStore';
import { followSupportEvents } from '../stores/supportStore';
import { followSessionEvents, useSessionStore } from '../stores/sessionStore';
import { useToolkitStore } from '../stores/toolkitStore';

// The call screens and their WebRTC code load after the page, apart from it.
const CallLayer = lazy(() => import('./CallLayer'));

/** The main layout around every signed-in page, with the viewer's calls over it. */
export function LayoutRoute() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isAdmin = useSessionStore((s) => s.user?.is_admin === true);
  const logout = useSessionStore((s) => s.logout);
  const hydrated = useHydrated();
  // One live stream while signed in, followed by the stores it keeps live on every page: messages
  // arrive, support requests come and go, and peers see the person online.
  useEffect(() => {
    const stops = [
      followMessagesEvents(),
      followSupportEvents(),
      followSessionEvents(),
      liveEvents.start(),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  return (
    <MainLayout
      currentPath={pathname}
      isAdmin={isAdmin}
      onNavigate={(path) => navigate(path)}
      onLogout={async ({ clearToolkit }) => {
        // Toolkit data lives on the device, not in the account: cleared only when asked to, and
        // at once, whatever the server answers.
        if (clearToolkit) useToolkitStore.getState().clearDevice();
        try {
          await logout();
        } catch (err) {
          return `You are still signed in. ${requestFailureText(err)}`;
        }
        navigate('/', { replace: true });
      }}
    >
      <Outlet />
      {hydrated && (
        <Suspense fallback={null}>
          <CallLayer />
        </Suspense>
      )}
    </MainLayout>
  );
}
