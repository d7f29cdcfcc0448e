import { LoadingScreen } from '../common/LoadingScreen';

/** Shown while the one-time code is exchanged for a session. */
export function SignInCallbackScreen() {
  return <LoadingScreen message="Completing sign in..." />;
}
