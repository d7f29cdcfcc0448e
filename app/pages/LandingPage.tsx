import { useState } from 'react';
import { LandingScreen } from '../../ui/landing/LandingScreen';
import { ApiError } from '../api/client';
import { useNoticeStore } from '../stores/noticeStore';
import { useSessionStore } from '../stores/sessionStore';

/**
 * Login fetches the provider URL, then navigates the browser to it (docs/product.md, Sign-in and
 * sessions).
 */
export function LandingPage() {
  const [signingIn, setSigningIn] = useState(false);
  const show = useNoticeStore((s) => s.show);
  const signInUrl = useSessionStore((s) => s.signInUrl);

  const signIn = async () => {
    setSigningIn(true);
    try {
      window.location.assign(await signInUrl());
    } catch (err) {
      const message =
        err instanceof ApiError ? `HTTP ${err.status}: ${err.statusText}` : (err as Error).message;
      show('error', `Login failed: ${message}`);
      setSigningIn(false);
    }
  };

  return <LandingScreen onSignIn={() => void signIn()} signingIn={signingIn} />;
}
