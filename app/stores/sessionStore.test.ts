import { afterEach, expect, it, vi } from 'vitest';
import { completeProfile, fakeApi, member, signedIn } from '../test/renderApp';
import { ACCOUNT_DELETED_MESSAGE, SUSPENDED_MESSAGE } from '../../contract/events';
import { hear } from '../test/fakeEventSource';
import { hydrationCommitted, setPrerenderedPage } from '../prerender/page';
import { useNoticeStore } from './noticeStore';
import { followSessionEvents, useSessionStore } from './sessionStore';

afterEach(() => vi.unstubAllGlobals());

const meCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/users/me');

it('loads made while one is under way share its one request', async () => {
  const { calls } = fakeApi(signedIn());
  await Promise.all([useSessionStore.getState().load(), useSessionStore.getState().load()]);
  expect(meCalls(calls)).toHaveLength(1);
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', user: member });
  // Once settled, a later load asks again.
  await useSessionStore.getState().load();
  expect(meCalls(calls)).toHaveLength(2);
});

it('asks who is signed in and for their profile at once, one round trip', async () => {
  let answer: () => void = () => {};
  const held = new Promise<void>((r) => (answer = r));
  const { calls } = fakeApi({
    'GET /api/users/me': async () => {
      await held;
      return { status: 200, body: member };
    },
    'GET /api/profile': async () => {
      await held;
      return { status: 200, body: completeProfile };
    },
  });
  const loading = useSessionStore.getState().load();
  // Both asked before either has answered.
  await vi.waitFor(() =>
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/profile', '/api/users/me']),
  );
  answer();
  await loading;
  expect(useSessionStore.getState()).toMatchObject({
    status: 'signedIn',
    profile: completeProfile,
  });
});

it('on a prerendered page, tells its answer only once the page has hydrated', async () => {
  const { calls } = fakeApi(signedIn());
  setPrerenderedPage('help');
  try {
    const loading = useSessionStore.getState().load();
    await vi.waitFor(() => expect(meCalls(calls)).toHaveLength(1));
    // The answer is in; React is still hydrating the page, which reads the store.
    await new Promise((r) => setTimeout(r, 20));
    expect(useSessionStore.getState().status).toBe('loading');
    hydrationCommitted();
    await loading;
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', user: member });
  } finally {
    setPrerenderedPage(null);
  }
});

it("a visitor is signed out whatever the profile's answer says", async () => {
  fakeApi({
    'GET /api/users/me': () => ({ status: 401, body: { error: 'Please sign in to continue.' } }),
    'GET /api/profile': () => ({ status: 500, body: { error: 'boom' } }),
  });
  await useSessionStore.getState().load();
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', loadError: null });
});

it('a code exchanged while the first check is under way still ends signed in', async () => {
  let release: () => void = () => {};
  let signedInNow = false;
  const { calls } = fakeApi({
    'GET /api/users/me': () =>
      signedInNow
        ? { status: 200, body: member }
        : new Promise((r) => (release = () => r({ status: 401, body: { error: 'x' } }))),
    'GET /api/profile': () => ({ status: 200, body: completeProfile }),
    'POST /api/sessions': () => {
      signedInNow = true;
      return { status: 200, body: { success: true } };
    },
  });
  // The exchange's last step before it waits for the first check: forgetting the offline copy
  // of the last session's answers (app/api/offlineCache.ts).
  let forgotten = () => {};
  const forgetting = new Promise<void>((r) => (forgotten = r));
  vi.stubGlobal('caches', {
    delete: vi.fn(async () => {
      forgotten();
      return true;
    }),
  });
  const first = useSessionStore.getState().load();
  const exchanged = useSessionStore.getState().exchangeCode('abc');
  await forgetting;
  expect(calls.some((c) => c.path === '/api/sessions')).toBe(true);
  // Its remaining steps are promise callbacks: one turn of the event loop runs them, so it is
  // waiting on the first check when that check's "not signed in" arrives.
  await new Promise((r) => setTimeout(r, 0));
  release();
  await first;
  await expect(exchanged).resolves.toBe(true);
  expect(useSessionStore.getState().status).toBe('signedIn');
});

it.each([
  {
    heard: 'a suspension',
    event: { reason: 'suspended' as const, message: SUSPENDED_MESSAGE },
    severity: 'error',
    says: 'Your account has been suspended by our moderators, and you have been signed out.',
  },
  {
    // A deletion the person asked for is news, not an error.
    heard: 'an account deletion',
    event: { reason: 'account_deleted' as const, message: ACCOUNT_DELETED_MESSAGE },
    severity: 'success',
    says: 'Your account was deleted.',
  },
])(
  '$heard heard on the live stream signs every open tab out at once and says why',
  ({ event, severity, says }) => {
    const stop = followSessionEvents();
    try {
      useSessionStore.setState({
        status: 'signedIn',
        user: { id: 'u1', email: 'a@example.com', is_admin: false },
        profile: null,
      });
      hear('signed_out', event);
      expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null });
      expect(useNoticeStore.getState().notice).toMatchObject({ severity, message: says });
    } finally {
      stop();
    }
  },
);
