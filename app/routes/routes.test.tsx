import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSIONS } from '../../ui/account/fixtures';
import {
  accountHandlers,
  completeProfile,
  fakeApi,
  member,
  renderApp,
  signedIn,
  signedOut,
} from '../test/renderApp';
import { FakeEventSource, stubEventSource } from '../test/fakeEventSource';
import { useToolkitStore } from '../stores/toolkitStore';
import { useSessionStore } from '../stores/sessionStore';

afterEach(() => {
  vi.unstubAllGlobals();
});

const incomplete = { ...completeProfile, support_status: null, recovery_type: null };

describe('access rules', () => {
  it("shows 'Loading...' while the session loads", async () => {
    let release: () => void = () => {};
    fakeApi({
      'GET /api/users/me': () =>
        new Promise((r) => (release = () => r({ status: 401, body: { error: 'x' } }))),
    });
    const promise = renderApp('/');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release();
    await promise;
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('a visitor opening /map lands on /', async () => {
    fakeApi(signedOut);
    const router = await renderApp('/map');
    expect(
      await screen.findByRole('heading', { name: 'Peer-Powered Recovery Support Network' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a signed-in user on / goes to /social', async () => {
    fakeApi(signedIn());
    const router = await renderApp('/');
    await screen.findByRole('heading', { name: 'Community' });
    expect(router.state.location.pathname).toBe('/social');
  });

  it('an incomplete profile forces /setup', async () => {
    fakeApi(signedIn(member, incomplete));
    const router = await renderApp('/toolkit');
    await screen.findByRole('heading', { name: 'Profile Setup' });
    expect(router.state.location.pathname).toBe('/setup');
  });

  it('a complete profile on /setup without edit=true goes to /social', async () => {
    fakeApi(signedIn());
    const router = await renderApp('/setup');
    await screen.findByRole('heading', { name: 'Community' });
    expect(router.state.location.pathname).toBe('/social');
  });

  it('unknown paths go to /', async () => {
    fakeApi(signedOut);
    const router = await renderApp('/nowhere/at/all');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('non-admins opening /admin land on /social with the restriction message', async () => {
    fakeApi(signedIn());
    const router = await renderApp('/admin');
    // The feed's own alert (no posts in this fake) may show first: find the notice by its text.
    const notice = await screen.findByText(
      'Access Restricted: This area is for administrators only.',
    );
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/social');
  });

  it('admins open /admin', async () => {
    fakeApi(signedIn({ ...member, is_admin: true }));
    await renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });

  it('a server failure while loading the session shows the error screen', async () => {
    fakeApi({
      'GET /api/users/me': () => ({
        status: 503,
        body: { error: 'The database is not available right now.' },
      }),
    });
    await renderApp('/social');
    expect(await screen.findByRole('heading', { name: 'Service Unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});

describe('sign-in', () => {
  it("a failed provider URL shows 'Login failed: HTTP 500: ...'", async () => {
    const user = userEvent.setup();
    fakeApi({
      ...signedOut,
      'GET /api/oauth/google/redirect_url': () => ({ status: 500, body: { error: 'boom' } }),
    });
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed: HTTP 500: Internal Server Error',
    );
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it("an empty provider URL shows 'Login failed: No redirect URL received from server'", async () => {
    const user = userEvent.setup();
    fakeApi({
      ...signedOut,
      'GET /api/oauth/google/redirect_url': () => ({ status: 200, body: { redirectUrl: '' } }),
    });
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed: No redirect URL received from server',
    );
  });

  it('the callback with an error goes home with the reason', async () => {
    fakeApi(signedOut);
    const router = await renderApp('/auth/callback?error=access_denied');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication failed: access_denied - Unknown error',
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('the callback without a code goes home', async () => {
    fakeApi(signedOut);
    const router = await renderApp('/auth/callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the callback exchanges the code once and goes to /social', async () => {
    let signedInNow = false;
    const { calls } = fakeApi({
      'GET /api/users/me': () =>
        signedInNow ? { status: 200, body: member } : { status: 401, body: { error: 'x' } },
      'GET /api/profile': () => ({ status: 200, body: completeProfile }),
      'POST /api/sessions': () => {
        signedInNow = true;
        return { status: 200, body: { success: true } };
      },
    });
    const router = await renderApp('/auth/callback?code=abc');
    await screen.findByRole('heading', { name: 'Community' });
    expect(router.state.location.pathname).toBe('/social');
    expect(calls.filter((c) => c.path === '/api/sessions')).toEqual([
      { method: 'POST', path: '/api/sessions', body: { code: 'abc' } },
    ]);
  });

  it('a refused code goes home with the server message', async () => {
    fakeApi({
      ...signedOut,
      'POST /api/sessions': () => ({
        status: 400,
        body: { error: 'This sign-in code has expired. Please sign in again.' },
      }),
    });
    const router = await renderApp('/auth/callback?code=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication error: This sign-in code has expired. Please sign in again.',
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('an exchange without success goes home', async () => {
    fakeApi({
      ...signedOut,
      'POST /api/sessions': () => ({ status: 200, body: { success: false } }),
    });
    await renderApp('/auth/callback?code=odd');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication failed. Please try again.',
    );
  });
});

describe('profile setup', () => {
  it('saves and goes to /social', async () => {
    const user = userEvent.setup();
    let profile = incomplete;
    const { calls } = fakeApi({
      ...signedIn(member, incomplete),
      'GET /api/profile': () => ({ status: 200, body: profile }),
      'POST /api/profile': ({ body }) => {
        profile = { ...profile, ...(body as object) };
        return { status: 200, body: profile };
      },
    });
    const router = await renderApp('/setup');
    await user.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    await screen.findByRole('heading', { name: 'Community' });
    expect(router.state.location.pathname).toBe('/social');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      support_status: 'seeking',
      recovery_type: 'substance_use',
      support_radius: 10,
    });
  });

  it('shows the server error when saving fails', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...signedIn(member, incomplete),
      'POST /api/profile': () => ({
        status: 400,
        body: { error: 'bio must be at most 500 characters.' },
      }),
    });
    await renderApp('/setup');
    await user.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error saving profile: bio must be at most 500 characters.',
    );
    expect(screen.getByRole('button', { name: 'Complete Setup' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows the connection message when the network fails', async () => {
    const user = userEvent.setup();
    const { fetchMock } = fakeApi(signedIn(member, incomplete));
    await renderApp('/setup');
    const save = await screen.findByRole('button', { name: 'Complete Setup' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to save profile. Please check your connection and try again.',
    );
  });
});

describe('logout', () => {
  const logOut = async (clearToolkit: boolean) => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    if (clearToolkit) {
      await user.click(
        within(dialog).getByRole('checkbox', {
          name: 'Also clear my toolkit data from this device',
        }),
      );
    }
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await screen.findByRole('button', { name: 'Continue with Google' });
  };

  it('clears the user, calls the logout endpoint and goes to /, keeping the toolkit data', async () => {
    const { calls } = fakeApi(signedIn());
    useToolkitStore.getState().addJournalEntry('kept on this device');
    const router = await renderApp('/social');
    await logOut(false);
    expect(router.state.location.pathname).toBe('/');
    expect(calls.some((c) => c.path === '/api/logout')).toBe(true);
    expect(useToolkitStore.getState().journalEntries).toHaveLength(1);
    expect(localStorage.getItem('journalEntries')).toContain('kept on this device');
  });

  it('waits for the server: until it answers the page stays; a failure keeps the person signed in', async () => {
    let answer: (res: { status: number; body?: unknown }) => void = () => {};
    const { calls } = fakeApi({
      ...signedIn(),
      'GET /api/logout': () => new Promise((resolve) => (answer = resolve)),
    });
    const router = await renderApp('/social');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/logout')).toBe(true));
    // It waits, keeping the keyboard's focus (ui/common/WaitingButton.tsx), and a second press does nothing.
    const waiting = within(dialog).getByRole('button', { name: 'Logging out...' });
    expect(waiting).toBeWaiting();
    await user.click(waiting);
    expect(calls.filter((c) => c.path === '/api/logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/social');
    expect(useSessionStore.getState().status).toBe('signedIn');

    answer({
      status: 503,
      body: { error: 'The database is restarting. Please try again in a moment.' },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are still signed in. The database is restarting. Please try again in a moment.',
    );
    expect(router.state.location.pathname).toBe('/social');
    expect(useSessionStore.getState().status).toBe('signedIn');

    // Tried again, the server ends the session: now the landing page.
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    answer({ status: 200, body: { success: true } });
    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().status).toBe('signedOut');
  });

  it("with 'Also clear my toolkit data from this device' ticked, the toolkit data is gone", async () => {
    const { calls } = fakeApi(signedIn());
    useToolkitStore.getState().addJournalEntry('private words');
    useToolkitStore.getState().startRecovery('2025-01-10', 'both');
    const router = await renderApp('/social');
    await logOut(true);
    expect(router.state.location.pathname).toBe('/');
    expect(calls.some((c) => c.path === '/api/logout')).toBe(true);
    expect(useToolkitStore.getState().journalEntries).toEqual([]);
    expect(localStorage.getItem('journalEntries')).toBeNull();
    expect(localStorage.getItem('recoveryStartDate')).toBeNull();
  });
});

describe('the session', () => {
  it('is asked for once on load, even with StrictMode running effects twice', async () => {
    const { calls } = fakeApi(signedIn());
    await renderApp('/social', { strict: true });
    await screen.findByRole('heading', { name: 'Community' });
    expect(calls.filter((c) => c.path === '/api/users/me')).toHaveLength(1);
  });
});

describe('live events', () => {
  it('reach the stores on any page: an answer to a support request is told on /social', async () => {
    stubEventSource();
    fakeApi({
      ...signedIn(),
      'GET /api/social/posts': () => ({ status: 200, body: { posts: [] } }),
    });
    await renderApp('/social');
    await screen.findByRole('heading', { name: 'Community' });
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    const stream = FakeEventSource.made.at(-1)!;
    expect(stream.url).toBe('/api/events');
    stream.open();
    stream.emit('support_response', {
      request_id: 'r1',
      responder_id: 'u-maria',
      responder_name: 'Maria',
    });
    expect(
      await screen.findByText('Maria answered your request for support. See Messages.'),
    ).toBeInTheDocument();
  });

  it('carry on into Privacy & account and back: one stream, the count asked for once', async () => {
    stubEventSource();
    const { calls } = fakeApi({
      ...signedIn(),
      ...accountHandlers(SESSIONS),
      'GET /api/social/posts': () => ({ status: 200, body: { posts: [] } }),
      'GET /api/notifications/unread': () => ({ status: 200, body: { unread_count: 2 } }),
    });
    const user = userEvent.setup();
    const router = await renderApp('/social', { strict: true });
    await screen.findByRole('heading', { name: 'Community' });
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    const stream = FakeEventSource.made.at(-1)!;
    stream.open();
    await user.click(screen.getByRole('link', { name: 'Privacy & account' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy & account' });
    await user.click(screen.getByRole('link', { name: 'Community' }));
    await screen.findByRole('heading', { name: 'Community' });
    expect(router.state.location.pathname).toBe('/social');
    expect(FakeEventSource.made).toEqual([stream]);
    expect(stream.closed).toBe(false);
    expect(calls.filter((c) => c.path === '/api/notifications/unread')).toHaveLength(1);
    // The stream still reaches the stores on the screen come back to.
    stream.emit('notifications', { unread_count: 5 });
    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeVisible();
  });
});
