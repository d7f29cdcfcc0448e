import { useState } from 'react';
import { LandingScreen } from '../../ui/landing/LandingScreen';
import { ApiError } from '../api/client';
import { authApi } from '../api/auth';
import { useNoticeStore } from '../stores/noticeStore';

/** Spec, Auth: login fetches the provider URL, then navigates the browser to it. */
export function LandingPage() {
  const [signingIn, setSigningIn] = useState(false);
  const show = useNoticeStore((s) => s.show);

  const signIn = async () => {
    setSigningIn(true);
    try {
      const { redirectUrl } = await authApi.redirectUrl();
      if (!redirectUrl) throw new Error('No redirect URL received from server');
      window.location.assign(redirectUrl);
    } catch (err) {
      const message =
        err instanceof ApiError ? `HTTP ${err.status}: ${err.statusText}` : (err as Error).message;
      show('error', `Login failed: ${message}`);
      setSigningIn(false);
    }
  };

  return <LandingScreen onSignIn={() => void signIn()} signingIn={signingIn} />;
}
