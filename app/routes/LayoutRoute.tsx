import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { MainLayout } from '../../ui/layout/MainLayout';
import { liveEvents } from '../stores/liveEvents';
// Loaded with the layout, not with their pages: they subscribe to the live events as they load,
// so what arrives on any page reaches them.
import '../stores/messagesStore';
import '../stores/supportStore';
import { useSessionStore } from '../stores/sessionStore';
import { useToolkitStore } from '../stores/toolkitStore';

/** The main layout around every signed-in page. */
export function LayoutRoute() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isAdmin = useSessionStore((s) => s.user?.is_admin === true);
  const logout = useSessionStore((s) => s.logout);
  // One live stream while signed in: messages arrive, and peers see the person online.
  useEffect(() => liveEvents.start(), []);
  return (
    <MainLayout
      currentPath={pathname}
      isAdmin={isAdmin}
      onNavigate={(path) => navigate(path)}
      onLogout={({ clearToolkit }) => {
        // Toolkit data lives on the device, not in the account: cleared only when asked to.
        if (clearToolkit) useToolkitStore.getState().clearDevice();
        void logout().then(() => navigate('/', { replace: true }));
      }}
    >
      <Outlet />
    </MainLayout>
  );
}
