import { Suspense, lazy, useDeferredValue, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../ui/common/LoadingScreen';
import { drawsBeforeSession } from '../prerender/page';
import { useNoticeStore } from '../stores/noticeStore';
import { useSessionStore } from '../stores/sessionStore';

// The notice bar (Snackbar, Alert, transitions) loads with the first notice, not with the landing.
const NoticeBar = lazy(async () => ({
  default: (await import('../../ui/common/NoticeBar')).NoticeBar,
}));

/**
 * Loads the session once, shows 'Loading...' meanwhile (a prerendered page stays instead), and
 * hosts the notice bar.
 */
export function RootRoute() {
  // The screen the session opens is drawn in the background (a deferred value renders as a
  // transition), in slices the browser can interleave with taps, not in one long task.
  const status = useDeferredValue(useSessionStore((s) => s.status));
  const loadError = useSessionStore((s) => s.loadError);
  const load = useSessionStore((s) => s.load);
  const notice = useNoticeStore((s) => s.notice);
  const dismiss = useNoticeStore((s) => s.dismiss);
  const { pathname } = useLocation();

  useEffect(() => {
    if (useSessionStore.getState().status === 'loading') void load();
  }, [load]);

  // The callback page exchanges its code itself, and a prerendered page is already on screen
  // (app/prerender/page.ts); everything else waits for the session.
  const waiting =
    status === 'loading' && pathname !== '/auth/callback' && !drawsBeforeSession(pathname);
  if (loadError) throw loadError;
  return (
    <>
      {waiting ? <LoadingScreen /> : <Outlet />}
      {notice && (
        <Suspense fallback={null}>
          <NoticeBar notice={notice} onClose={dismiss} />
        </Suspense>
      )}
    </>
  );
}
