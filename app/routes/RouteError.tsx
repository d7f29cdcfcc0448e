import { Suspense, lazy } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../config';

// Loaded when a route fails, so the landing page does not carry it.
const ErrorScreen = lazy(async () => ({
  default: (await import('../../ui/errors/ErrorScreen')).ErrorScreen,
}));

/** The error screen of every route (docs/product.md, Error screens). */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Suspense fallback={null}>
      <ErrorScreen
        error={error}
        path={pathname}
        supportEmail={SUPPORT_EMAIL}
        onGoHome={() => {
          navigate('/');
          window.location.reload();
        }}
        onRefresh={() => window.location.reload()}
      />
    </Suspense>
  );
}
