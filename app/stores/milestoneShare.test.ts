import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/renderApp';
import { SHARE_TEXTS, shareMilestone } from './milestoneShare';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const effects = () => ({ navigate: vi.fn(), notify: vi.fn() });

it('posts the milestone form, goes to /social and confirms after half a second', async () => {
  const { calls } = fakeApi({
    'POST /api/social/posts': () => ({ status: 201, body: { post: { id: 'p' } } }),
  });
  const fx = effects();
  await shareMilestone({ source: 'milestone', days: 30, label: '1 Month' }, fx);
  expect(calls[0]?.body).toEqual({
    content: '🎉 I reached a recovery milestone: 1 Month (30 days in recovery)!',
    post_type: 'milestone',
    milestone_type: 'days_in_recovery',
    milestone_days: 30,
    privacy: 'public',
  });
  expect(fx.navigate).toHaveBeenCalledWith('/social');
  vi.advanceTimersByTime(499);
  expect(fx.notify).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(fx.notify).toHaveBeenCalledWith('success', '🎉 Recovery milestone shared to community!');
});

it("names the server's reason when a milestone share is refused", async () => {
  fakeApi({
    'POST /api/social/posts': () => ({
      status: 400,
      body: { error: 'milestone_days must be at most 36500' },
    }),
  });
  const fx = effects();
  await expect(
    shareMilestone({ source: 'milestone', days: 40000, label: 'x' }, fx),
  ).rejects.toThrow();
  expect(fx.notify).toHaveBeenCalledWith(
    'error',
    'Failed to share milestone: milestone_days must be at most 36500. Please try again or check your internet connection.',
  );
  expect(fx.navigate).not.toHaveBeenCalled();
});

it('uses the button texts when sharing progress fails', async () => {
  fakeApi({ 'POST /api/social/posts': () => ({ status: 500, body: { error: 'boom' } }) });
  const fx = effects();
  await expect(shareMilestone({ source: 'progress', days: 12 }, fx)).rejects.toThrow();
  expect(fx.notify).toHaveBeenCalledWith('error', SHARE_TEXTS.progressFailed);

  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  const offline = effects();
  await expect(shareMilestone({ source: 'progress', days: 12 }, offline)).rejects.toThrow();
  expect(offline.notify).toHaveBeenCalledWith(
    'error',
    'Error sharing progress. Please check your connection and try again.',
  );
  const milestoneOffline = effects();
  await expect(
    shareMilestone({ source: 'milestone', days: 7, label: '1 Week' }, milestoneOffline),
  ).rejects.toThrow();
  expect(milestoneOffline.notify).toHaveBeenCalledWith(
    'error',
    'Failed to share milestone: the server could not be reached. Please try again or check your internet connection.',
  );
});

it('sends the same Idempotency-Key on a retry after a failure, and a new one after a confirmed share', async () => {
  let fail = true;
  const { fetchMock } = fakeApi({
    'POST /api/social/posts': () =>
      fail
        ? { status: 503, body: { error: 'busy' } }
        : { status: 201, body: { post: { id: 'p' } } },
  });
  const keyOf = (i: number) =>
    new Headers((fetchMock.mock.calls[i]?.[1] as RequestInit).headers).get('Idempotency-Key');
  const share = { source: 'milestone', days: 90, label: '3 Months' } as const;
  await expect(shareMilestone(share, effects())).rejects.toThrow();
  fail = false;
  await shareMilestone(share, effects());
  await shareMilestone(share, effects());
  expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
  expect(keyOf(1)).toBe(keyOf(0));
  expect(keyOf(2)).not.toBe(keyOf(1));
});
