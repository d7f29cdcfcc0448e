import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { separatorLabel } from '../../domain/messages/timeline';
import { ConversationPane, type ConversationPaneProps } from './ConversationPane';
import {
  FIXTURE_NOW,
  VIEWER_ID,
  buildConversation,
  buildCorrespondent,
  buildMessage,
  minutesAgo,
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

it('the header names the person, their presence, and starts audio and video calls', async () => {
  const user = userEvent.setup();
  const { props } = setup();
  expect(screen.getByRole('heading', { name: 'Maria G.' })).toBeInTheDocument();
  expect(screen.getByText('Online')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Start audio call' }));
  expect(props.onCall).toHaveBeenLastCalledWith('audio');
  await user.click(screen.getByRole('button', { name: 'Start video call' }));
  expect(props.onCall).toHaveBeenLastCalledWith('video');
});

it('lists the messages oldest first in a log named after the person', () => {
  setup();
  const log = screen.getByRole('log', { name: 'Messages with Maria G.' });
  const texts = within(log)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
  const first = texts.findIndex((t) => t.includes('How did the interview go?'));
  const last = texts.findIndex((t) => t.includes('Yes, I would love that.'));
  expect(first).toBeGreaterThanOrEqual(0);
  expect(last).toBeGreaterThan(first);
});

it('puts a time separator before the first message and after gaps over 5 minutes only', () => {
  const at = [30, 28, 20, 16].map(minutesAgo);
  setup({
    messages: at.map((created_at, i) =>
      buildMessage({ id: `g${i}`, created_at, content: `message ${i}` }),
    ),
  });
  const log = screen.getByRole('log');
  const label = (iso: string) => separatorLabel(iso, FIXTURE_NOW);
  expect(within(log).getByText(label(at[0]!))).toBeInTheDocument();
  expect(within(log).queryByText(label(at[1]!))).not.toBeInTheDocument(); // 2 minutes later
  expect(within(log).getByText(label(at[2]!))).toBeInTheDocument(); // 8 minutes later
  expect(within(log).queryByText(label(at[3]!))).not.toBeInTheDocument(); // 4 minutes later
});

it("offers 'Load earlier messages' when there are some, disabled while they load", async () => {
  const user = userEvent.setup();
  const { props, rerender } = setup({ hasEarlier: true });
  await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
  expect(props.onLoadEarlier).toHaveBeenCalled();
  rerender(
    <ConversationPane
      {...props}
      conversation={buildConversation({ hasEarlier: true, loadingEarlier: true })}
    />,
  );
  expect(screen.getByRole('button', { name: 'Loading earlier messages…' })).toBeDisabled();
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

it('shows a send failure as an alert', () => {
  setup({ sendError: 'Failed to send message. Please try again.' });
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
});

it("a failed message's Retry sends it again by its temporary id", async () => {
  const user = userEvent.setup();
  const { props } = setup({
    messages: [
      buildMessage({ id: 'temp-1', sender_user_id: VIEWER_ID, pending: 'failed', content: 'Hi' }),
    ],
  });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(props.onRetrySend).toHaveBeenCalledWith('temp-1');
});

it('reacting to a message calls back with its id', async () => {
  const user = userEvent.setup();
  const { props } = setup();
  await user.click(screen.getByRole('button', { name: 'Thumbs up: 2' }));
  expect(props.onReact).toHaveBeenCalledWith('m-5', '👍');
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
  expect(within(dialog).getByRole('button', { name: 'Blocking...' })).toBeDisabled();
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
  expect(
    screen.getByText(/Your report about Maria G. was sent to our moderators/),
  ).toBeInTheDocument();
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

it('the input sends to the conversation', async () => {
  const user = userEvent.setup();
  const { props } = setup();
  await user.type(screen.getByRole('textbox', { name: 'Type a message' }), 'See you there{Enter}');
  expect(props.onSend).toHaveBeenCalledWith('See you there', 'text');
});

it("'Back to chats' shows on small screens and focus moves to the person's name", async () => {
  const user = userEvent.setup();
  const { props } = setup({}, { showBack: true, focusOnOpen: true });
  expect(screen.getByRole('heading', { name: 'Maria G.' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Back to chats' }));
  expect(props.onBack).toHaveBeenCalled();
});

describe('scrolling', () => {
  let height = 1000;
  const mockLayout = () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => height);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => 300);
  };
  const theirs = (id: string) => buildMessage({ id, created_at: minutesAgo(1), content: id });

  it('opens at the newest and follows new messages while at the bottom', () => {
    height = 1000;
    mockLayout();
    const { props, rerender } = setup();
    const log = screen.getByRole('log');
    expect(log.scrollTop).toBe(1000);
    fireEvent.scroll(log);
    height = 1200;
    const messages = [...buildConversation().messages, theirs('new-1')];
    rerender(<ConversationPane {...props} conversation={buildConversation({ messages })} />);
    expect(log.scrollTop).toBe(1200);
  });

  it('stays put while the person reads older messages, and offers a way down', async () => {
    const user = userEvent.setup();
    height = 1000;
    mockLayout();
    const { props, rerender } = setup();
    const log = screen.getByRole('log');
    fireEvent.scroll(log); // at the bottom: the newest is seen
    log.scrollTop = 100;
    fireEvent.scroll(log);
    height = 1200;
    const messages = [...buildConversation().messages, theirs('new-1')];
    rerender(<ConversationPane {...props} conversation={buildConversation({ messages })} />);
    expect(log.scrollTop).toBe(100);
    await user.click(screen.getByRole('button', { name: 'New messages' }));
    expect(log.scrollTop).toBe(1200);
  });

  it("goes down for the viewer's own new message even when scrolled up", () => {
    height = 1000;
    mockLayout();
    const { props, rerender } = setup();
    const log = screen.getByRole('log');
    log.scrollTop = 100;
    fireEvent.scroll(log);
    height = 1200;
    const messages = [
      ...buildConversation().messages,
      buildMessage({ id: 'mine', sender_user_id: VIEWER_ID, pending: 'sending' }),
    ];
    rerender(<ConversationPane {...props} conversation={buildConversation({ messages })} />);
    expect(log.scrollTop).toBe(1200);
  });

  it('keeps the view still when earlier messages load above', () => {
    height = 1000;
    mockLayout();
    const { props, rerender } = setup({ hasEarlier: true });
    const log = screen.getByRole('log');
    log.scrollTop = 50;
    fireEvent.scroll(log);
    height = 1500;
    const messages = [
      buildMessage({ id: 'old', created_at: minutesAgo(600) }),
      ...buildConversation().messages,
    ];
    rerender(<ConversationPane {...props} conversation={buildConversation({ messages })} />);
    expect(log.scrollTop).toBe(550);
  });
});
