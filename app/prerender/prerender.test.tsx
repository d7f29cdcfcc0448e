import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRERENDERED_PATHS,
  type BuiltPage,
  type PrerenderedPage,
} from '../../contract/pages/prerendered';
import { AppRoot } from '../AppRoot';
import { routes } from '../routes/router';
import { stubEventSource } from '../test/fakeEventSource';
import {
  completeProfile,
  fakeApi,
  member,
  signedIn,
  signedOut,
  type Handler,
} from '../test/renderApp';
import { loadRoutesOf } from './loadRoutes';
import { useSocialStore } from '../stores/socialStore';
import { setPrerenderedPage } from './page';
import { buildPost } from '../../ui/fixtures';
import { renderPage, renderSessionPage, type RenderedPage } from './render';
import { forgetSessionAnswers, showSessionAnswers } from './sessionAnswers';
import type { SessionPageAnswers } from '../../contract/pages/prerendered';

// What the HTML holds is checked where the build renders it, in Node (render.node.test.tsx); here
// it is hydrated as the browser does.

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  setPrerenderedPage(null);
  forgetSessionAnswers('social');
  vi.unstubAllGlobals();
});

const helpAnswers: Record<string, Handler> = {
  'GET /api/sponsored-treatment-centers': () => ({ status: 200, body: { centers: [] } }),
  'GET /api/support-requests/mine': () => ({ status: 200, body: { request: null } }),
  'GET /api/advertisements?placement=top': () => ({ status: 200, body: { ad: null } }),
  'GET /api/advertisements?placement=bottom': () => ({ status: 200, body: { ad: null } }),
};

/**
 * Renders `page` as the build does, puts the HTML where the server sends it, and hydrates it as
 * app/start.tsx does; returns what React reported about the hydration and the router.
 */
async function prerenderThenHydrate(page: BuiltPage) {
  return hydrateAsDrawn(await renderPage(page), page);
}

/** Puts `rendered` where the server sends it and hydrates it at `page`'s path, as the app does. */
async function hydrateAsDrawn(rendered: RenderedPage, page: PrerenderedPage) {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = rendered.html;
  document.body.appendChild(container);
  const before = container.innerHTML;
  const recoverable = vi.fn();
  const path = PRERENDERED_PATHS[page];
  setPrerenderedPage(page);
  await loadRoutesOf(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppRoot>
        <RouterProvider router={router} />
      </AppRoot>,
      { onRecoverableError: recoverable, onUncaughtError: recoverable },
    );
  });
  return { rendered, container, before, recoverable, router };
}

describe('the landing, prerendered', () => {
  it('hydrates without a mismatch, and a visitor stays on it', async () => {
    fakeApi(signedOut);
    const { recoverable, router } = await prerenderThenHydrate('landing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('a signed-in person who arrives on it goes on to Community', async () => {
    fakeApi({
      ...signedIn(),
      'GET /api/social/posts': () => ({ status: 200, body: { posts: [] } }),
    });
    stubEventSource();
    const { recoverable, router } = await prerenderThenHydrate('landing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/social'));
    expect(recoverable).not.toHaveBeenCalled();
  });
});

describe('Get Help, prerendered for a signed-in person', () => {
  it('hydrates without a mismatch and works once the session is known', async () => {
    fakeApi({ ...signedIn({ ...member, is_admin: true }), ...helpAnswers });
    stubEventSource();
    const { recoverable, router } = await prerenderThenHydrate('help');
    // An admin's button appears once the session says so; the page itself stays.
    await screen.findByRole('link', { name: 'Admin panel' });
    expect(router.state.location.pathname).toBe('/help');
    expect(recoverable).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Request Peer Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Peer Support' });
    expect(within(dialog).getByRole('button', { name: 'Send to peers nearby' })).toBeVisible();
  });

  it('a visitor whose cookie had expired goes to the landing', async () => {
    fakeApi({ ...signedOut, ...helpAnswers });
    stubEventSource();
    const { recoverable, router } = await prerenderThenHydrate('help');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('an unfinished profile goes to Profile Setup', async () => {
    fakeApi({
      ...signedIn(member, { ...completeProfile, support_status: null, recovery_type: null }),
      ...helpAnswers,
    });
    stubEventSource();
    const { router } = await prerenderThenHydrate('help');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup'));
  });
});

describe('Community, drawn by the server for a signed-in person', () => {
  // Drawn five minutes ago, with a post then 30 seconds old: 'Just now' in the HTML, '5 minutes
  // ago' once the page is the app's.
  const drawnAt = new Date(Date.now() - 5 * 60_000);
  const answers: SessionPageAnswers = {
    rendered_at: drawnAt.toISOString(),
    me: member,
    profile: completeProfile,
    feed: {
      posts: [
        buildPost({
          id: 'p1',
          content: 'Ninety days today, thank you all',
          display_name: 'Robin',
          created_at: new Date(drawnAt.getTime() - 30_000).toISOString(),
        }),
      ],
      next_cursor: null,
    },
  };

  it('hydrates with the answers it was drawn with, asking for none of them again', async () => {
    const { calls } = fakeApi(signedIn());
    stubEventSource();
    const rendered = await renderSessionPage('social', answers);
    expect(rendered.html).toContain('Ninety days today, thank you all');
    expect(rendered.html).toContain('Just now');
    // As app/start.tsx does with the page's own answers, before it hydrates.
    showSessionAnswers('social', answers);
    const { recoverable, router } = await hydrateAsDrawn(rendered, 'social');
    expect(recoverable).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/social');
    expect(screen.getByText('Ninety days today, thank you all')).toBeVisible();
    expect(screen.getByText('Just now')).toBeVisible();
    const asked = calls.map((c) => c.path);
    for (const path of ['/api/users/me', '/api/profile', '/api/social/posts'])
      expect(asked).not.toContain(path);
    // Hydrated, the app lets the page's moment go; the feed's next render says now's.
    forgetSessionAnswers('social');
    act(() => useSocialStore.setState({ loadingMore: false }));
    await screen.findByText('5 minutes ago');
  });
});
