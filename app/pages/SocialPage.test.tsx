import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { buildPost } from '../../ui/fixtures';
import { fakeApi, renderApp, signedIn } from '../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
});

const older = buildPost({ id: 'p9', content: 'Two weeks without a drink.', display_name: 'Ana' });
const newest = buildPost({ id: 'p1', content: 'Morning walk done.', display_name: 'Ben' });

it("'Show the feed' leaves the notification's post without a history entry: Back goes where the person was", async () => {
  const user = userEvent.setup();
  fakeApi({
    ...signedIn(),
    'GET /api/social/posts': () => ({ status: 200, body: { posts: [newest], next_cursor: null } }),
    'GET /api/social/posts/p9': () => ({ status: 200, body: { post: older } }),
    'GET /api/social/posts/p9/comments': () => ({
      status: 200,
      body: { comments: [], next_cursor: null },
    }),
  });
  const router = await renderApp('/help');
  await screen.findByRole('heading', { level: 1, name: 'Get Help' });
  await router.navigate('/social?post=p9');
  const opened = await screen.findByRole('region', { name: 'From your notifications' });
  expect(within(opened).getByText('Two weeks without a drink.')).toBeVisible();
  await user.click(within(opened).getByRole('button', { name: 'Show the feed' }));
  expect(router.state.location.pathname + router.state.location.search).toBe('/social');
  expect(screen.queryByRole('region', { name: 'From your notifications' })).toBeNull();
  // The post shown only for the notification leaves the feed with it.
  expect(await screen.findByText('Morning walk done.')).toBeVisible();
  expect(screen.queryByText('Two weeks without a drink.')).toBeNull();
  await router.navigate(-1);
  await screen.findByRole('heading', { level: 1, name: 'Get Help' });
  expect(router.state.location.pathname).toBe('/help');
});
