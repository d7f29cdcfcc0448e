import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { FIXTURE_NOW, buildDeletedThread, buildThread, buildThreads } from './fixtures';
import { ThreadList, type ThreadListProps } from './ThreadList';

const setup = (over: Partial<ThreadListProps> = {}) => {
  const props: ThreadListProps = {
    threads: buildThreads(),
    status: 'ready',
    selectedUserId: null,
    onSelect: vi.fn(),
    onRetry: vi.fn(),
    now: FIXTURE_NOW,
    ...over,
  };
  render(<ThreadList {...props} />);
  return props;
};
const rows = () => within(screen.getByRole('list', { name: 'Chats' })).getAllByRole('button');

it("is titled 'Chats' and reads each row in order: name, presence, time, preview, unread", () => {
  setup();
  expect(screen.getByRole('heading', { name: 'Chats' })).toBeInTheDocument();
  expect(rows()[0]).toHaveAccessibleName(
    // Spaces around the commas vary with how the name is put together; the order is what counts.
    /^Maria G\., Online,\s*4m,\s*See you at the Tuesday circle\. Bring a friend if you like!\s*, 2 unread messages$/,
  );
  expect(rows()[2]).toHaveAccessibleName(
    /^Sam, Last seen 2h ago,\s*3h,\s*You: That breathing exercise really helped last night\.$/,
  );
});

it("shows the unread count, '9+' above 9, with the real count for screen readers", () => {
  setup();
  expect(within(rows()[0]!).getByText('2')).toBeInTheDocument();
  expect(within(rows()[1]!).getByText('9+')).toBeInTheDocument();
  expect(rows()[1]).toHaveAccessibleName(/12 unread messages$/);
  expect(within(rows()[2]!).queryByText(/^\d+\+?$/)).not.toBeInTheDocument();
});

it("prefixes the viewer's own last message with 'You: '", () => {
  setup();
  expect(within(rows()[2]!).getByText(/^You: That breathing/)).toBeInTheDocument();
  expect(within(rows()[0]!).queryByText(/^You:/)).not.toBeInTheDocument();
});

it('the search filters by name, ignoring case, and says when nothing matches', async () => {
  const user = userEvent.setup();
  setup();
  const search = screen.getByRole('searchbox', { name: 'Search chats by name' });
  await user.type(search, 'SA');
  expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('Sam')]);
  expect(screen.getByText('1 chat found')).toBeInTheDocument();
  await user.clear(search);
  await user.type(search, 'zed');
  expect(screen.queryByRole('list', { name: 'Chats' })).not.toBeInTheDocument();
  expect(screen.getByText('No chats match “zed”.')).toBeInTheDocument();
  await user.clear(search);
  expect(rows()).toHaveLength(5);
});

it('choosing a row selects that person; the open one is marked current', async () => {
  const user = userEvent.setup();
  const props = setup({ selectedUserId: 'u-dev' });
  expect(rows()[1]).toHaveAttribute('aria-current', 'true');
  expect(rows()[0]).not.toHaveAttribute('aria-current');
  await user.click(rows()[2]!);
  expect(props.onSelect).toHaveBeenCalledWith('u-sam');
});

it('marks a blocked person', () => {
  setup();
  expect(within(rows()[4]!).getByText('Blocked')).toBeInTheDocument();
});

it('a deleted account: a neutral avatar, no presence dot or words, no Blocked', () => {
  setup({
    threads: [
      buildThread(),
      // Blocked before the deletion: a deletion wins, as in the conversation.
      buildDeletedThread({ other_user_id: 'u-gone', blocked: true }),
    ],
  });
  const [maria, gone] = rows() as [HTMLElement, HTMLElement];
  expect(gone).toHaveAccessibleName(
    /^Deleted account,\s*4d,\s*You: Thank you for last night\. I am okay now\.$/,
  );
  expect(within(gone).getByTestId('PersonOffOutlinedIcon')).toBeInTheDocument();
  expect(within(gone).queryByText('D')).not.toBeInTheDocument();
  expect(within(gone).queryByText(/^(Online|Last seen|Offline)/)).not.toBeInTheDocument();
  expect(within(gone).queryByText('Blocked')).not.toBeInTheDocument();
  // Everyone else keeps their letter and their dot.
  expect(within(maria).getByText('M')).toBeInTheDocument();
  expect(within(maria).getByText('Online')).toBeInTheDocument();
});

it('a deleted account with nothing left in the thread: no stray "You:"', () => {
  setup({ threads: [buildDeletedThread({ last_message: '' })] });
  expect(rows()[0]).toHaveAccessibleName(/^Deleted account,\s*4d,\s*$/);
  expect(within(rows()[0]!).queryByText(/You:/)).not.toBeInTheDocument();
});

it('the empty list points to the map and community', () => {
  setup({ threads: [] });
  expect(screen.getByText('No messages yet')).toBeInTheDocument();
  expect(screen.getByText('Start a conversation from the map or community')).toBeInTheDocument();
});

it('shows loading, and an error with Retry', async () => {
  const user = userEvent.setup();
  const onRetry = vi.fn();
  const props = { threads: [], selectedUserId: null, onSelect: () => {}, onRetry };
  const { rerender } = render(<ThreadList {...props} status="loading" />);
  expect(screen.getByText('Loading chats…')).toHaveAttribute('role', 'status');
  expect(screen.queryByText('No messages yet')).not.toBeInTheDocument();
  rerender(<ThreadList {...props} status="error" />);
  expect(screen.getByText(/Chats could not be loaded/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
});

it('focuses the row it is asked to (back from a conversation on a phone)', () => {
  setup({
    threads: [buildThread(), buildThread({ other_user_id: 'u-x', other_user_name: 'X' })],
    focusUserId: 'u-x',
  });
  expect(rows()[1]).toHaveFocus();
});
