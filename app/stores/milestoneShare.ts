import { milestonePostContent } from '../../domain/toolkit/recoveryStats';
import type { ShareRequest } from '../../ui/toolkit/RecoveryTimerTab';
import { NetworkError } from '../api/client';
import { socialApi } from '../api/social';
import { newComposeKey } from '../../ui/social/useComposeKey';

/** The texts for sharing (docs/product.md, Sharing a milestone). */
export const SHARE_TEXTS = {
  shared: '🎉 Recovery milestone shared to community!',
  milestoneFailed: (reason: string) =>
    `Failed to share milestone: ${reason.replace(/\.?$/, '.')} Please try again or check your internet connection.`,
  progressFailed: 'Error sharing progress. Please try again.',
  progressOffline: 'Error sharing progress. Please check your connection and try again.',
} as const;

/** The notice shows 0.5 s after arriving on the feed (docs/product.md, Sharing a milestone). */
export const SHARED_NOTICE_DELAY_MS = 500;

export interface ShareEffects {
  navigate: (path: string) => void;
  notify: (severity: 'success' | 'error', message: string) => void;
}

/**
 * The Idempotency-Key of the share not yet confirmed: a retry of the same milestone after a failure
 * (the post may have been stored and only the answer lost) sends the same key, so the community sees
 * it once; a confirmed share starts afresh.
 */
let unsent: { payload: string; key: string } | null = null;
function keyFor(post: object): string {
  const payload = JSON.stringify(post);
  if (unsent?.payload !== payload) unsent = { payload, key: newComposeKey() };
  return unsent.key;
}

/**
 * Posts a milestone to the community (the milestone form of POST /api/social/posts), goes to the
 * feed and confirms there; on failure tells the person why and rethrows so the dialog stays open.
 */
export async function shareMilestone(request: ShareRequest, effects: ShareEffects): Promise<void> {
  const label = request.source === 'milestone' ? request.label : undefined;
  const post = {
    content: milestonePostContent(request.days, label),
    post_type: 'milestone',
    milestone_type: 'days_in_recovery',
    milestone_days: request.days,
    privacy: 'public',
  } as const;
  try {
    await socialApi.create(post, keyFor(post));
    unsent = null;
  } catch (error) {
    const offline = error instanceof NetworkError;
    const message =
      request.source === 'milestone'
        ? SHARE_TEXTS.milestoneFailed(
            error instanceof Error && !offline ? error.message : 'the server could not be reached',
          )
        : offline
          ? SHARE_TEXTS.progressOffline
          : SHARE_TEXTS.progressFailed;
    effects.notify('error', message);
    throw error;
  }
  effects.navigate('/social');
  setTimeout(() => effects.notify('success', SHARE_TEXTS.shared), SHARED_NOTICE_DELAY_MS);
}
