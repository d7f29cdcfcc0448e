import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { fakeApi, renderApp, signedIn } from '../test/renderApp';
import { useSessionStore } from '../stores/sessionStore';

// The Toolkit's store comes with the Toolkit (app/routes/LayoutRoute.tsx loads it on logout only
// when asked to clear its data): here its code cannot be loaded, as with no network and no copy.
vi.mock('../stores/toolkitStore', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('asked to clear the toolkit while its code cannot load, logout keeps the person signed in and says why', async () => {
  const { calls } = fakeApi(signedIn());
  const router = await renderApp('/social');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Log out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
  await user.click(
    within(dialog).getByRole('checkbox', { name: 'Also clear my toolkit data from this device' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Your toolkit data could not be cleared, so you are still signed in. Check your connection and try again.',
  );
  expect(calls.some((c) => c.path === '/api/logout')).toBe(false);
  expect(router.state.location.pathname).toBe('/social');
  expect(useSessionStore.getState().status).toBe('signedIn');
});
