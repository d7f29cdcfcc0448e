import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { DELETE_CONFIRM_WORD, exportFileName, type AccountSession } from '../../contract/account';
import type { CurrentUser } from '../../contract/auth';
import type { Profile } from '../../contract/profile';
import { ThemeRoot } from '../../ui/theme/ThemeRoot';
import { routes } from '../routes/router';

/** A fake answer; `headers` add to its JSON Content-Type (e.g. a download's Content-Disposition). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (init: { method: string; body: unknown }) => FakeAnswer | Promise<FakeAnswer>;

export const completeProfile: Profile = {
  display_name: 'Sam',
  support_status: 'seeking',
  recovery_type: 'substance_use',
  support_radius: 10,
  bio: '',
  location_visible: true,
  accept_messages: true,
};

export const member: CurrentUser = { id: 'u1', email: 'sam@example.com', is_admin: false };

/** A fake BFF: `METHOD /path` -> handler. Unlisted calls answer 404, as the BFF does. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input);
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const handler = handlers[`${method} ${path}`];
    const res = handler
      ? await handler({ method, body })
      : { status: 404, body: { error: 'Not found.' } };
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status,
      statusText:
        res.status === 500 ? 'Internal Server Error' : res.status === 401 ? 'Unauthorized' : 'OK',
      headers: { 'Content-Type': 'application/json', ...res.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Handlers for a signed-in user with the given profile. */
export const signedIn = (
  user: CurrentUser = member,
  profile: Profile = completeProfile,
): Record<string, Handler> => ({
  'GET /api/users/me': () => ({ status: 200, body: user }),
  'GET /api/profile': () => ({ status: 200, body: profile }),
  'GET /api/logout': () => ({ status: 200, body: { success: true } }),
  // Every signed-in page asks whether a call rings for the person (app/routes/CallLayer.tsx).
  'GET /api/calls/current': () => ({ status: 200, body: { call: null } }),
  // And its unread notifications, for the header's bell (app/stores/notificationsStore.ts).
  'GET /api/notifications/unread': () => ({ status: 200, body: { unread_count: 0 } }),
});

/**
 * The Privacy & account routes (docs/product.md, Privacy & account) as the BFF answers them, over
 * a list of sessions that the sign-outs shorten.
 */
export function accountHandlers(sessions: AccountSession[]): Record<string, Handler> {
  let list = [...sessions];
  const handlers: Record<string, Handler> = {
    'GET /api/account/sessions': () => ({ status: 200, body: { sessions: list } }),
    'DELETE /api/account/sessions': () => {
      const ended = list.filter((s) => !s.current).length;
      list = list.filter((s) => s.current);
      return { status: 200, body: { ended } };
    },
    'GET /api/account/export': () => ({
      status: 200,
      body: { format: 'peer-support-account-export', version: 1, complete: true },
      headers: { 'Content-Disposition': `attachment; filename="${exportFileName(new Date())}"` },
    }),
    'DELETE /api/account': ({ body }) =>
      (body as { confirm?: unknown } | undefined)?.confirm === DELETE_CONFIRM_WORD
        ? { status: 200, body: { deleted: true } }
        : { status: 400, body: { error: `confirm must be the word ${DELETE_CONFIRM_WORD}` } },
  };
  for (const { id } of sessions) {
    handlers[`DELETE /api/account/sessions/${id}`] = () => {
      if (!list.some((s) => s.id === id))
        return { status: 404, body: { error: 'No such session.' } };
      list = list.filter((s) => s.id !== id);
      return { status: 204 };
    };
  }
  return handlers;
}

export const signedOut: Record<string, Handler> = {
  'GET /api/users/me': () => ({ status: 401, body: { error: 'Please sign in to continue.' } }),
};

/**
 * Renders the whole app at a path (stores reset after each test); returns the router to read the
 * location. `strict` renders it as app/start.tsx does, with React running each effect twice.
 */
export async function renderApp(path: string, { strict = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <ThemeRoot>
      <RouterProvider router={router} />
    </ThemeRoot>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return router;
}
