import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import {
  FIXTURE_NOW,
  VIEWER_ID,
  buildConversation,
  buildCorrespondent,
  buildThreads,
} from './fixtures';
import { MessagesScreen, type MessagesScreenProps } from './MessagesScreen';

const setup = (over: Partial<MessagesScreenProps> = {}) => {
  const props: MessagesScreenProps = {
    threads: buildThreads(),
    threadsStatus: 'ready',
    selectedUserId: null,
    conversation: null,
    viewerId: VIEWER_ID,
    onSelectThread: vi.fn(),
    onBack: vi.fn(),
    onRetryThreads: vi.fn(),
    onRetryConversation: vi.fn(),
    onLoadEarlier: vi.fn(),
    onSend: vi.fn(async () => {}),
    onRetrySend: vi.fn(),
    onTyping: vi.fn(),
    onReact: vi.fn(),
    onCall: vi.fn(),
    onBlock: vi.fn(async () => {}),
    onUnblock: vi.fn(async () => {}),
    onReport: vi.fn(async () => {}),
    now: FIXTURE_NOW,
    ...over,
  };
  const view = render(<MessagesScreen {...props} />);
  return { props, ...view };
};

it("on a desktop the chats sit beside the 'Your Messages' placeholder", async () => {
  const user = userEvent.setup();
  const { props } = setup({ mobile: false });
  expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Chats' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Your Messages' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Back to chats' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^Dev,/ }));
  expect(props.onSelectThread).toHaveBeenCalledWith('u-dev');
});

it('on a desktop the open conversation shows beside the list, its row marked', () => {
  setup({ mobile: false, selectedUserId: 'u-maria', conversation: buildConversation() });
  expect(screen.getByRole('button', { name: /^Maria G\.,/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(screen.getByRole('log', { name: 'Messages with Maria G.' })).toBeInTheDocument();
});

it('on a phone the list and the conversation alternate, with Back to chats', async () => {
  const user = userEvent.setup();
  const { props, rerender } = setup({ mobile: true });
  expect(screen.getByRole('heading', { name: 'Chats' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Your Messages' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^Dev,/ }));
  expect(props.onSelectThread).toHaveBeenCalledWith('u-dev');

  const dev = buildConversation({
    other: buildCorrespondent({ id: 'u-dev', display_name: 'Dev' }),
  });
  rerender(<MessagesScreen {...props} selectedUserId="u-dev" conversation={dev} />);
  expect(screen.queryByRole('heading', { name: 'Chats' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Dev' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Back to chats' }));
  expect(props.onBack).toHaveBeenCalled();

  rerender(<MessagesScreen {...props} selectedUserId={null} conversation={null} />);
  expect(screen.getByRole('button', { name: /^Dev,/ })).toHaveFocus();
});

it('while a conversation loads, its header already names the person from the thread', () => {
  setup({ mobile: false, selectedUserId: 'u-sam', conversation: null });
  const pane = screen.getByRole('region', { name: 'Sam' });
  expect(within(pane).getByText('Loading messages…')).toBeInTheDocument();
  expect(within(pane).getByText('Last seen 2h ago')).toBeInTheDocument();
});

it("a blocked person's conversation is closed for sending", () => {
  setup({
    mobile: false,
    selectedUserId: 'u-jordan',
    conversation: buildConversation({
      other: buildCorrespondent({ id: 'u-jordan', display_name: 'Jordan', blocked: true }),
      messages: [],
    }),
  });
  expect(screen.getByText('You blocked Jordan. Unblock to send messages.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Type a message' })).not.toBeInTheDocument();
});

it('the list can be retried after an error', async () => {
  const user = userEvent.setup();
  const { props } = setup({ threads: [], threadsStatus: 'error' });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(props.onRetryThreads).toHaveBeenCalled();
});
