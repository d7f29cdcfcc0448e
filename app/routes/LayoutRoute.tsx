import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { MainLayout } from '../../ui/layout/MainLayout';
import { LoadBoundary } from './LoadBoundary';
import { holdLive } from './liveWhileSignedIn';
import { requestFailureText } from '../api/client';
import { useHydrated } from '../prerender/useHydrated';
import { liveEvents } from '../stores/liveEvents';
import { followMessagesEvents } from '../stores/messagesStore';
import { followNotificationEvents, useNotificationsStore } from '../stores/notificationsStore';
import { followSupportEvents } from '../stores/supportStore';
import { followSessionEvents, useSessionStore } from '../stores/sessionStore';

// The call screens and their WebRTC code load after the page, apart from it.
/**
 * One live stream while signed in, followed by the stores it keeps live on every page: messages
 * arrive, support requests come and go, and peers see the person online.
 */
function followLive(): () => void {
  const stops = [
    followMessagesEvents(),
    followSupportEvents(),
    followNotificationEvents(),
    followSessionEvents(),
    liveEvents.start(),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

const CallLayer = lazy(() => import('./CallLayer'));
// The notifications' panel loads when the bell is first used.
const NotificationsUnderBell = lazy(() => import('./NotificationsUnderBell'));

/** The main layout around every signed-in page, with the viewer's calls over it. */
export function LayoutRoute() {
  const navigate = useNavigate();
  const { pathname, key: here } = useLocation();
  const isAdmin = useSessionStore((s) => s.user?.is_admin === true);
  const logout = useSessionStore((s) => s.logout);
  const hydrated = useHydrated();
  const unreadNotifications = useNotificationsStore((s) => s.unreadCount);
  // The bell the list was opened under, and where: going elsewhere (an entry opened, Back,
  // Forward) closes it.
  const [opened, setOpened] = useState<{ bell: HTMLElement; at: string } | null>(null);
  const bell = opened?.at === here ? opened.bell : null;
  // Wide screens open the list under the bell; a phone opens its page (the header's menu width).
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  useEffect(() => holdLive(followLive), []);
  return (
    <MainLayout
      currentPath={pathname}
      isAdmin={isAdmin}
      onNavigate={(path) => navigate(path)}
      unreadNotifications={unreadNotifications}
      notificationsOpen={bell !== null}
      notificationsOnPage={!wide}
      onNotifications={(anchor) => {
        if (!wide) {
          navigate('/notifications');
          return;
        }
        setOpened({ bell: anchor, at: here });
      }}
      onLogout={async ({ clearToolkit }) => {
        // Toolkit data lives on the device, not in the account: cleared only when asked to, and
        // at once, whatever the server answers. Its store (its saved data read and checked when
        // it loads) comes with the Toolkit, not with every signed-in page.
        if (clearToolkit) {
          try {
            const { useToolkitStore } = await import('../stores/toolkitStore');
            useToolkitStore.getState().clearDevice();
          } catch (err) {
            // Its code did not load (no network, nothing cached): nothing was cleared, and the
            // person stays signed in to try again rather than leave their data behind unknowingly.
            console.error('toolkit store did not load', err);
            return 'Your toolkit data could not be cleared, so you are still signed in. Check your connection and try again.';
          }
        }
        try {
          await logout();
        } catch (err) {
          return `You are still signed in. ${requestFailureText(err)}`;
        }
        navigate('/', { replace: true });
      }}
    >
      <Outlet />
      {bell && (
        <LoadBoundary
          onFailed={(error) => {
            // The list under the bell did not load: its page (with its own loading and error
            // states) shows the same list.
            console.warn('notifications panel not loaded', error);
            setOpened(null);
            navigate('/notifications');
          }}
        >
          <Suspense fallback={null}>
            <NotificationsUnderBell anchor={bell} onClose={() => setOpened(null)} />
          </Suspense>
        </LoadBoundary>
      )}
      {hydrated && (
        <Suspense fallback={null}>
          <CallLayer />
        </Suspense>
      )}
    </MainLayout>
  );
}
