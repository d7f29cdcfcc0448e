import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import {
  FIXTURE_NOW,
  buildMessageCase,
  buildPersonCase,
  buildPostCase,
  buildReportCases,
} from './fixtures';
import { ReportsPanel, type ReportsPanelProps } from './ReportsPanel';

const setup = (over: Partial<ReportsPanelProps> = {}) => {
  const props: ReportsPanelProps = {
    cases: buildReportCases(),
    status: 'ready',
    nextCursor: null,
    onRetry: vi.fn(),
    onLoadMore: vi.fn(),
    onAction: vi.fn(async () => {}),
    now: FIXTURE_NOW,
    ...over,
  };
  render(<ReportsPanel {...props} />);
  return props;
};

const card = (name: string) => screen.getByRole('article', { name });

it('shows what each case is about, what was reported, how many reported it and why', () => {
  setup();
  const post = card('Post by Jordan P.');
  expect(within(post).getByText(/I know a place where nobody asks/)).toBeInTheDocument();
  expect(within(post).getByText('Held for review')).toBeInTheDocument();
  expect(within(post).getByText('3 reports')).toBeInTheDocument();
  expect(within(post).getByText('Encourages use (2)')).toBeInTheDocument();
  expect(post).toHaveTextContent('First reported 4 hours ago, last 25 minutes ago');

  const message = card('Message from Casey');
  expect(within(message).getByText(/Only the reported message and up to 2/)).toBeInTheDocument();
  const shown = within(message)
    .getAllByRole('listitem')
    .filter((li) => li.closest('ol'));
  expect(shown).toHaveLength(4);
  expect(within(shown[2]!).getByText('Reported message')).toBeInTheDocument();
  expect(within(message).getByText('1 report')).toBeInTheDocument();

  const person = card('Person: Sky Deals');
  expect(within(person).getByText(/Cheap pills/)).toBeInTheDocument();
  expect(within(person).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
});

it('Dismiss and Hide call back with the case id; the case is busy while its action runs', async () => {
  const user = userEvent.setup();
  const finish: (() => void)[] = [];
  const onAction = vi.fn(() => new Promise<void>((ok) => finish.push(ok)));
  setup({ onAction });
  await user.click(within(card('Post by Jordan P.')).getByRole('button', { name: 'Dismiss' }));
  expect(onAction).toHaveBeenCalledWith('post:p-41', 'dismiss');
  const busy = within(card('Post by Jordan P.'));
  expect(busy.getByRole('button', { name: 'Dismissing...' })).toBeWaiting();
  expect(busy.getByRole('button', { name: 'Hide' })).toBeWaiting();
  // The other cases stay usable.
  await user.click(within(card('Message from Casey')).getByRole('button', { name: 'Hide' }));
  expect(onAction).toHaveBeenLastCalledWith('message:m-7', 'hide');
  finish[0]!();
  expect(await busy.findByRole('button', { name: 'Dismiss' })).toBeEnabled();
});

it('a failed action shows its message on that case only', async () => {
  const user = userEvent.setup();
  setup({
    onAction: vi.fn(async () => Promise.reject(new Error('This case was already closed.'))),
  });
  await user.click(within(card('Message from Casey')).getByRole('button', { name: 'Hide' }));
  expect(
    await within(card('Message from Casey')).findByText('This case was already closed.'),
  ).toBeInTheDocument();
  expect(within(card('Post by Jordan P.')).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(card('Message from Casey')).getByRole('button', { name: 'Hide' })).toBeEnabled();
});

it('shows the busy items and errors the app keeps itself', () => {
  setup({
    busy: { 'post:p-41': true },
    errors: { 'user:u-sky': 'The person could not be suspended. Please try again.' },
  });
  expect(within(card('Post by Jordan P.')).getByRole('button', { name: 'Dismiss' })).toBeWaiting();
  expect(within(card('Person: Sky Deals')).getByRole('alert')).toHaveTextContent(
    'The person could not be suspended.',
  );
  expect(within(card('Message from Casey')).getByRole('button', { name: 'Hide' })).toBeEnabled();
});

it('Suspend person asks first, naming the person and what happens; Cancel does nothing', async () => {
  const user = userEvent.setup();
  const { onAction } = setup();
  await user.click(
    within(card('Person: Sky Deals')).getByRole('button', { name: 'Suspend person' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Suspend Sky Deals?' });
  expect(dialog).toHaveTextContent(/signed out at once/);
  expect(dialog).toHaveTextContent(/posts, comments and map markers disappear/);
  expect(dialog).toHaveTextContent(/cannot sign in until a moderator unsuspends them/);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(onAction).not.toHaveBeenCalled();

  await user.click(
    within(card('Person: Sky Deals')).getByRole('button', { name: 'Suspend person' }),
  );
  await user.click(
    within(screen.getByRole('dialog', { name: 'Suspend Sky Deals?' })).getByRole('button', {
      name: 'Suspend',
    }),
  );
  expect(onAction).toHaveBeenCalledWith('user:u-sky', 'suspend');
});

it('an admin cannot be suspended (said why); a suspended person shows as Suspended', () => {
  setup({
    cases: [
      buildPostCase({ subject_is_admin: true }),
      buildMessageCase({ subject_suspended: true }),
    ],
  });
  const post = within(card('Post by Jordan P.'));
  expect(post.getByRole('button', { name: 'Suspend person' })).toBeDisabled();
  expect(post.getByRole('button', { name: 'Suspend person' })).toHaveAccessibleDescription(
    'Jordan P. is an admin: admins cannot be suspended.',
  );
  const message = within(card('Message from Casey'));
  expect(message.queryByRole('button', { name: 'Suspend person' })).not.toBeInTheDocument();
  expect(message.getByText('Suspended')).toBeInTheDocument();
});

it('loading, empty and failed states; Retry calls back', async () => {
  const user = userEvent.setup();
  const loading = render(
    <ReportsPanel
      cases={[]}
      status="loading"
      nextCursor={null}
      onRetry={vi.fn()}
      onLoadMore={vi.fn()}
      onAction={vi.fn()}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading open reports…');
  loading.unmount();

  const empty = render(
    <ReportsPanel
      cases={[]}
      status="ready"
      nextCursor={null}
      onRetry={vi.fn()}
      onLoadMore={vi.fn()}
      onAction={vi.fn()}
    />,
  );
  expect(
    screen.getByText('No open reports. Thank you for keeping the community safe.'),
  ).toBeInTheDocument();
  empty.unmount();

  const { onRetry } = setup({ cases: [], status: 'error' });
  expect(screen.getByText(/Reports could not be loaded/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledOnce();
});

it("'Load more' asks for the page after the cursor", async () => {
  const user = userEvent.setup();
  const { onLoadMore } = setup({ cases: [buildPersonCase()], nextCursor: 'c-2' });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(onLoadMore).toHaveBeenCalledWith('c-2');
});
