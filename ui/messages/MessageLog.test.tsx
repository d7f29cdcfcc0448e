import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockTime, separatorLabel } from '../../domain/messages/timeline';
import {
  FIXTURE_NOW,
  VIEWER_ID,
  buildCallEntry,
  buildConversation,
  buildMessage,
  minutesAgo,
} from './fixtures';
import { MessageLog, type MessageLogProps } from './MessageLog';
import type { ConversationState } from './types';

const setup = (
  conversation: Partial<ConversationState> = {},
  over: Partial<MessageLogProps> = {},
) => {
  const props: MessageLogProps = {
    conversation: buildConversation(conversation),
    name: 'Maria G.',
    viewerId: VIEWER_ID,
    onLoadEarlier: vi.fn(),
    onReact: vi.fn(),
    onRetrySend: vi.fn(),
    now: FIXTURE_NOW,
    ...over,
  };
  const view = render(<MessageLog {...props} />);
  return { props, ...view };
};

afterEach(() => {
  vi.restoreAllMocks();
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

it("with no messages yet, says 'No messages yet. Say hello!'", () => {
  setup({ messages: [] });
  expect(screen.getByText('No messages yet. Say hello!')).toBeInTheDocument();
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
});

it('with a deleted account and nothing left, says so and invites no hello', () => {
  setup({ messages: [] }, { deleted: true, name: 'Deleted account' });
  const log = screen.getByRole('log', { name: 'Messages with Deleted account' });
  expect(log).toHaveTextContent(/^No messages left in this conversation\.$/);
  expect(screen.queryByText(/Say hello/)).not.toBeInTheDocument();
  expect(screen.queryByText(/simple hi/)).not.toBeInTheDocument();
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

it("offers 'Load earlier messages' when there are some; while they load it keeps the focus and a press loads nothing more", async () => {
  const user = userEvent.setup();
  const { props, rerender } = setup({ hasEarlier: true });
  await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
  expect(props.onLoadEarlier).toHaveBeenCalledTimes(1);
  rerender(
    <MessageLog
      {...props}
      conversation={buildConversation({ hasEarlier: true, loadingEarlier: true })}
    />,
  );
  const loading = screen.getByRole('button', { name: 'Loading earlier messages…' });
  expect(loading).toHaveFocus();
  expect(loading).toBeWaiting();
  await user.keyboard('{Enter}');
  await user.click(loading);
  expect(props.onLoadEarlier).toHaveBeenCalledTimes(1);
});

it("hands the focus to the log when a failed message's Retry leaves as it is sent again", async () => {
  const user = userEvent.setup();
  const failed = buildMessage({
    id: 'temp-1',
    sender_user_id: VIEWER_ID,
    pending: 'failed',
    content: 'Hi',
  });
  const { props, rerender } = setup({ messages: [failed] });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  rerender(
    <MessageLog
      {...props}
      conversation={buildConversation({ messages: [{ ...failed, pending: 'sending' }] })}
    />,
  );
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.getByRole('log')).toHaveFocus();
});

it('hands the focus to the log when the viewer takes back the only reaction on a message', async () => {
  const user = userEvent.setup();
  const hearted = buildMessage({
    id: 'm-1',
    content: 'Thinking of you',
    reactions: { '❤️': [VIEWER_ID] },
  });
  const { props, rerender } = setup({ messages: [hearted] });
  await user.click(screen.getByRole('button', { name: 'Heart: 1' }));
  expect(props.onReact).toHaveBeenCalledWith('m-1', '❤️');
  rerender(
    <MessageLog
      {...props}
      conversation={buildConversation({ messages: [{ ...hearted, reactions: {} }] })}
    />,
  );
  expect(screen.queryByRole('button', { name: 'Heart: 1' })).not.toBeInTheDocument();
  expect(screen.getByRole('log')).toHaveFocus();
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

it('shows calls as entries among the messages, with no tab stop of their own', async () => {
  const user = userEvent.setup();
  const entry = buildCallEntry({ outcome: 'declined', call_type: 'audio' });
  setup({ messages: [entry, buildMessage({ id: 'after', content: 'Call you later' })] });
  const log = screen.getByRole('log');
  const items = within(log).getAllByRole('listitem');
  expect(
    within(items[1]!).getByRole('group', {
      name: `Declined audio call, ${clockTime(entry.created_at)}`,
    }),
  ).toBeInTheDocument();
  expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
  await user.tab();
  expect(log).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: "React to Maria G.'s message" })).toHaveFocus();
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
    rerender(<MessageLog {...props} conversation={buildConversation({ messages })} />);
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
    rerender(<MessageLog {...props} conversation={buildConversation({ messages })} />);
    expect(log.scrollTop).toBe(100);
    await user.click(screen.getByRole('button', { name: 'New messages' }));
    expect(log.scrollTop).toBe(1200);
    // The button leaves once pressed: the focus it had goes to the log, at the newest.
    expect(screen.queryByRole('button', { name: 'New messages' })).not.toBeInTheDocument();
    expect(log).toHaveFocus();
  });

  it("hands the focus to the log when 'Load earlier messages' leaves with the earliest in, keeping the view still", async () => {
    const user = userEvent.setup();
    const earlier = buildMessage({ id: 'earliest', content: 'The very first hello' });
    height = 1000;
    mockLayout();
    const { props, rerender } = setup({ hasEarlier: true });
    const log = screen.getByRole('log');
    log.scrollTop = 40; // reading the oldest shown, near the button
    fireEvent.scroll(log);
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    height = 1200;
    const { messages } = buildConversation();
    rerender(
      <MessageLog
        {...props}
        conversation={buildConversation({ messages: [earlier, ...messages], hasEarlier: false })}
      />,
    );
    expect(screen.queryByRole('button', { name: /earlier messages/ })).not.toBeInTheDocument();
    expect(within(log).getByText('The very first hello')).toBeInTheDocument();
    expect(log).toHaveFocus();
    // The messages read before stay where they were: the earlier ones went in above them.
    expect(log.scrollTop).toBe(240);
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
    rerender(<MessageLog {...props} conversation={buildConversation({ messages })} />);
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
    rerender(<MessageLog {...props} conversation={buildConversation({ messages })} />);
    expect(log.scrollTop).toBe(550);
  });
});
