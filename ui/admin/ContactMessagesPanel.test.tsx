import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { FIXTURE_NOW, buildContactMessages } from './fixtures';
import { ContactMessagesPanel, type ContactMessagesPanelProps } from './ContactMessagesPanel';

const setup = (over: Partial<ContactMessagesPanelProps> = {}) => {
  const props: ContactMessagesPanelProps = {
    messages: buildContactMessages(),
    status: 'ready',
    nextCursor: null,
    onRetry: vi.fn(),
    onLoadMore: vi.fn(),
    onMarkRead: vi.fn(async () => {}),
    now: FIXTURE_NOW,
    ...over,
  };
  render(<ContactMessagesPanel {...props} />);
  return props;
};

const card = (name: string) => screen.getByRole('article', { name });

it('lists messages newest first, whatever order they came in', () => {
  setup({ messages: buildContactMessages().reverse() });
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Cannot change my display name',
    'Featured listing for Harbor Light Recovery',
    'Thank you',
  ]);
});

it("marks unread ones 'Unread' and listing inquiries; shows who, a mailto link, the message and when", () => {
  setup();
  const unread = card('Cannot change my display name');
  expect(within(unread).getByText('Unread')).toBeInTheDocument();
  expect(unread).toHaveTextContent('From Riley · riley@example.org');
  expect(within(unread).getByRole('link', { name: 'riley@example.org' })).toHaveAttribute(
    'href',
    'mailto:riley@example.org?subject=Re%3A%20Cannot%20change%20my%20display%20name',
  );
  expect(unread).toHaveTextContent('40 minutes ago');
  expect(unread).toHaveTextContent(/Every time I save a new display name/);
  expect(within(unread).queryByText('Listing inquiry')).not.toBeInTheDocument();

  const listing = card('Featured listing for Harbor Light Recovery');
  expect(within(listing).getByText('Listing inquiry')).toBeInTheDocument();

  const read = card('Thank you');
  expect(within(read).queryByText('Unread')).not.toBeInTheDocument();
  expect(within(read).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
});

it("'Mark as read' calls back with the id, waits, and shows a failure on that message", async () => {
  const user = userEvent.setup();
  let fail: (e: Error) => void = () => {};
  const onMarkRead = vi.fn(() => new Promise<void>((_ok, no) => (fail = no)));
  setup({ onMarkRead });
  const listing = () => card('Featured listing for Harbor Light Recovery');
  await user.click(within(listing()).getByRole('button', { name: 'Mark as read' }));
  expect(onMarkRead).toHaveBeenCalledWith('cm-2');
  expect(within(listing()).getByRole('button', { name: 'Marking...' })).toBeWaiting();
  fail(new Error('The message could not be marked read.'));
  expect(await within(listing()).findByRole('alert')).toHaveTextContent(
    'The message could not be marked read.',
  );
  expect(within(listing()).getByRole('button', { name: 'Mark as read' })).toBeEnabled();
});

it('empty, failed with Retry, and Load more with the cursor', async () => {
  const user = userEvent.setup();
  const base = { nextCursor: null, onLoadMore: vi.fn(), onMarkRead: vi.fn() };
  const empty = render(
    <ContactMessagesPanel {...base} messages={[]} status="ready" onRetry={vi.fn()} />,
  );
  expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
  empty.unmount();

  const onRetry = vi.fn();
  const failed = render(
    <ContactMessagesPanel {...base} messages={[]} status="error" onRetry={onRetry} />,
  );
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledOnce();
  failed.unmount();

  const { onLoadMore } = setup({ nextCursor: 'cm-0' });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(onLoadMore).toHaveBeenCalledWith('cm-0');
});
