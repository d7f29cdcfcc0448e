import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../../ui/errors/ErrorScreen';
import { SUPPORT_EMAIL } from '../config';

/** The error screen of every route (spec point 8). */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
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
  );
}
