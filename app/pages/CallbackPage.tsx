import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SignInCallbackScreen } from '../../ui/auth/SignInCallbackScreen';
import { useNoticeStore } from '../stores/noticeStore';
import { useSessionStore } from '../stores/sessionStore';

/**
 * Exchanges the one-time code; success goes to /social, failure to / (docs/product.md, Sign-in and
 * sessions).
 */
export function CallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const exchangeCode = useSessionStore((s) => s.exchangeCode);
  const show = useNoticeStore((s) => s.show);
  // The code is single-use: never send it twice (React may run effects twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const error = params.get('error');
    if (error) {
      show(
        'error',
        `Authentication failed: ${error} - ${params.get('error_description') || 'Unknown error'}`,
      );
      navigate('/', { replace: true });
      return;
    }
    if (!code) {
      navigate('/', { replace: true });
      return;
    }
    exchangeCode(code)
      .then((ok) => {
        if (ok) {
          navigate('/social', { replace: true });
        } else {
          show('error', 'Authentication failed. Please try again.');
          navigate('/', { replace: true });
        }
      })
      .catch((err: Error) => {
        show('error', `Authentication error: ${err.message}`);
        navigate('/', { replace: true });
      });
  }, [params, navigate, exchangeCode, show]);

  return <SignInCallbackScreen />;
}
