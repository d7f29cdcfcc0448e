/**
 * The service worker's copy of the last session, profile and centers answers (vite.config.ts),
 * which lets Get Help open signed in without the network. It belongs to one person: it is
 * forgotten whenever the session changes hands (sign-in, sign-out, a session that ended).
 */
export const OFFLINE_API_CACHE = 'api-offline';

export async function forgetOfflineAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_API_CACHE).catch(() => false);
}
