import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { ConversationPane, type ConversationPaneProps } from './ConversationPane';
import {
  FIXTURE_NOW,
  VIEWER_ID,
  buildConversation,
  buildCorrespondent,
  buildDeletedAccountMessages,
  buildDeletedCorrespondent,
} from './fixtures';
import type { ConversationState } from './types';

const handlers = () => ({
  onBack: vi.fn(),
  onRetry: vi.fn(),
  onLoadEarlier: vi.fn(),
  onSend: vi.fn(async () => {}),
  onRetrySend: vi.fn(),
  onTyping: vi.fn(),
  onReact: vi.fn(),
  onCall: vi.fn(),
  onBlock: vi.fn(async () => {}),
  onUnblock: vi.fn(async () => {}),
  onReport: vi.fn(async () => {}),
});

const setup = (
  conversation: Partial<ConversationState> | null = {},
  over: Partial<ConversationPaneProps> = {},
) => {
  const props: ConversationPaneProps = {
    conversation: conversation && buildConversation(conversation),
    viewerId: VIEWER_ID,
    now: FIXTURE_NOW,
    ...handlers(),
    ...over,
  };
  const view = render(<ConversationPane {...props} />);
  return { props, ...view };
};

afterEach(() => {
  vi.restoreAllMocks();
});

it("shows 'Your Messages' with a hint when no conversation is open", () => {
  setup(null);
  expect(screen.getByRole('heading', { name: 'Your Messages' })).toBeInTheDocument();
  expect(screen.getByText(/Choose a chat/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

it('shows loading, an error with Retry, and an empty conversation', async () => {
  const user = userEvent.setup();
  const { props, rerender } = setup({ status: 'loading', messages: [] });
  expect(screen.getByText('Loading messages…').closest('[role="status"]')).toBeInTheDocument();
  rerender(
    <ConversationPane
      {...props}
      conversation={buildConversation({ status: 'error', messages: [] })}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(props.onRetry).toHaveBeenCalled();
  rerender(<ConversationPane {...props} conversation={buildConversation({ messages: [] })} />);
  expect(screen.getByText('No messages yet. Say hello!')).toBeInTheDocument();
});

it("says '{name} is typing…' politely", () => {
  const { props, rerender } = setup();
  expect(screen.queryByText(/is typing/)).not.toBeInTheDocument();
  rerender(<ConversationPane {...props} conversation={buildConversation({ typing: true })} />);
  const status = screen.getByText('Maria G. is typing…').closest('[role="status"]');
  expect(status).toHaveAttribute('aria-live', 'polite');
});

it('shows a send failure as an alert, which its close button dismisses', async () => {
  const user = userEvent.setup();
  const onDismissSendError = vi.fn();
  setup({ sendError: 'Failed to send message. Please try again.' }, { onDismissSendError });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Failed to send message. Please try again.');
  await user.click(within(alert).getByRole('button', { name: 'Close' }));
  expect(onDismissSendError).toHaveBeenCalledTimes(1);
});

it('Block asks first, says what blocking does, then blocks', async () => {
  const user = userEvent.setup();
  let done = () => {};
  const onBlock = vi.fn(() => new Promise<void>((ok) => (done = ok)));
  setup({}, { onBlock });
  await user.click(screen.getByRole('button', { name: 'More options for Maria G.' }));
  await user.click(screen.getByRole('menuitem', { name: 'Block' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block Maria G.?' });
  expect(dialog).toHaveTextContent("won't be able to message you");
  expect(dialog).toHaveTextContent("you won't see each other's posts");
  expect(dialog).toHaveTextContent('They are not told');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  expect(onBlock).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(onBlock).toHaveBeenCalledTimes(1);
  expect(within(dialog).getByRole('button', { name: 'Blocking...' })).toBeWaiting();
  await act(async () => done());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('a failed block keeps the dialog open with the reason; Cancel blocks nothing', async () => {
  const user = userEvent.setup();
  const onBlock = vi.fn(async () => Promise.reject(new Error('No connection. Please try again.')));
  setup({}, { onBlock });
  await user.click(screen.getByRole('button', { name: 'More options for Maria G.' }));
  await user.click(screen.getByRole('menuitem', { name: 'Block' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('No connection.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(onBlock).toHaveBeenCalledTimes(1);
});

it('Report asks for a reason, sends it and thanks the person', async () => {
  const user = userEvent.setup();
  const { props } = setup();
  await user.click(screen.getByRole('button', { name: 'More options for Maria G.' }));
  await user.click(screen.getByRole('menuitem', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report Maria G.' });
  const send = within(dialog).getByRole('button', { name: 'Send Report' });
  expect(send).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
  expect(send).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Asked for money');
  await user.click(send);
  expect(props.onReport).toHaveBeenCalledWith('Asked for money');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const thanks = screen
    .getByText(/Your report about Maria G. was sent to our moderators/)
    .closest<HTMLElement>('[role="status"]');
  expect(thanks).not.toBeNull();
  await user.click(within(thanks!).getByRole('button', { name: 'Close' }));
  expect(screen.queryByText(/Your report about Maria G./)).not.toBeInTheDocument();
});

it('a blocked person: the input gives way to a notice with Unblock; calls are off', async () => {
  const user = userEvent.setup();
  const { props } = setup({ other: buildCorrespondent({ blocked: true }) });
  expect(screen.queryByRole('textbox', { name: 'Type a message' })).not.toBeInTheDocument();
  expect(screen.getByText('You blocked Maria G. Unblock to send messages.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start audio call' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: /^React to/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Thumbs up: 2' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Unblock' }));
  expect(props.onUnblock).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'More options for Maria G.' }));
  expect(screen.queryByRole('menuitem', { name: 'Block' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('menuitem', { name: 'Unblock' }));
  expect(props.onUnblock).toHaveBeenCalledTimes(2);
});

it("while the unblock is saved its button says 'Unblocking...' and waits", async () => {
  const user = userEvent.setup();
  let done = () => {};
  const onUnblock = vi.fn(() => new Promise<void>((ok) => (done = ok)));
  setup({ other: buildCorrespondent({ blocked: true }) }, { onUnblock });
  await user.click(screen.getByRole('button', { name: 'Unblock' }));
  const waiting = screen.getByRole('button', { name: 'Unblocking...' });
  expect(waiting).toHaveFocus();
  expect(waiting).toBeWaiting();
  await user.click(waiting);
  await act(async () => done());
  expect(screen.getByRole('button', { name: 'Unblock' })).toBeEnabled();
  expect(onUnblock).toHaveBeenCalledTimes(1);
});

it('once unblocked, the message field takes the focus Unblock had', async () => {
  const user = userEvent.setup();
  const { props, rerender } = setup({ other: buildCorrespondent({ blocked: true }) });
  await user.click(screen.getByRole('button', { name: 'Unblock' }));
  rerender(
    <ConversationPane
      {...props}
      conversation={buildConversation({ other: buildCorrespondent({ blocked: false }) })}
    />,
  );
  expect(screen.getByRole('textbox', { name: 'Type a message' })).toHaveFocus();
});

it('the message field does not take the focus when it is elsewhere', () => {
  setup();
  expect(screen.getByRole('textbox', { name: 'Type a message' })).not.toHaveFocus();
});

it('a failed unblock says why', async () => {
  const user = userEvent.setup();
  setup(
    { other: buildCorrespondent({ display_name: 'Sam', blocked: true }) },
    { onUnblock: vi.fn(async () => Promise.reject(new Error('Please try again.'))) },
  );
  expect(screen.getByText('You blocked Sam. Unblock to send messages.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Unblock' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please try again.');
});

const deletedAccount = (over: Partial<ConversationState> = {}) =>
  setup({ other: buildDeletedCorrespondent(), messages: buildDeletedAccountMessages(), ...over });
const DELETED_NOTICE =
  'This account was deleted. You can still read your messages here, but no one will receive new ones.';

it("a deleted account: 'Deleted account', the viewer's messages readable, a notice in place of the input", () => {
  deletedAccount();
  expect(screen.getByRole('heading', { name: 'Deleted account' })).toBeInTheDocument();
  expect(screen.getByRole('log', { name: 'Messages with Deleted account' })).toHaveTextContent(
    'Yes, I would love that.',
  );
  expect(screen.getByText(DELETED_NOTICE)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Type a message' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
});

it('a deleted account: no calls, no menu to block or report, no presence', () => {
  deletedAccount();
  expect(
    screen.queryByRole('button', { name: /^Start (audio|video) call$/ }),
  ).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^More options/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  expect(screen.queryByText(/^(Online|Last seen|Offline)/)).not.toBeInTheDocument();
});

it('a deleted account where the viewer never wrote: nothing left, and no hello invited', () => {
  deletedAccount({ messages: [] });
  expect(screen.getByText(DELETED_NOTICE)).toBeInTheDocument();
  expect(screen.queryByText(/Say hello/)).not.toBeInTheDocument();
  expect(screen.getByRole('log', { name: 'Messages with Deleted account' })).toHaveTextContent(
    /^No messages left in this conversation\.$/,
  );
});

it('a deleted account: no typing shown and no reactions offered', () => {
  deletedAccount({ typing: true });
  expect(screen.queryByText(/is typing/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^React to/ })).not.toBeInTheDocument();
});

it('a deleted account the viewer had blocked: the notice of the deletion, no Unblock', () => {
  deletedAccount({ other: { ...buildDeletedCorrespondent(), blocked: true } });
  expect(screen.getByText(DELETED_NOTICE)).toBeInTheDocument();
  expect(screen.queryByText(/You blocked/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
});

it('the input sends to the conversation', async () => {
  const user = userEvent.setup();
  const { props } = setup();
  await user.type(screen.getByRole('textbox', { name: 'Type a message' }), 'See you there{Enter}');
  expect(props.onSend).toHaveBeenCalledWith('See you there', 'text');
});
