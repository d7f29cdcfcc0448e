import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CallEntry as CallEntryInfo } from '../../contract/calls';
import { clockTime } from '../../domain/messages/timeline';
import { VIEWER_ID, buildCallEntry, buildMessage, minutesAgo } from './fixtures';
import { MessageBubble } from './MessageBubble';
import type { ConversationMessage } from './types';

const own = { sender_user_id: VIEWER_ID, recipient_user_id: 'u-maria' } as const;

it("the viewer's messages say Sent or Read", () => {
  const { rerender } = render(
    <MessageBubble
      message={buildMessage({ ...own, is_read: false })}
      viewerId={VIEWER_ID}
      otherName="Maria"
    />,
  );
  expect(screen.getByText('Sent')).toBeInTheDocument();
  rerender(
    <MessageBubble
      message={buildMessage({ ...own, is_read: true })}
      viewerId={VIEWER_ID}
      otherName="Maria"
    />,
  );
  expect(screen.getByText('Read')).toBeInTheDocument();
});

it("the other person's messages carry no ticks and name their sender for screen readers", () => {
  render(<MessageBubble message={buildMessage()} viewerId={VIEWER_ID} otherName="Maria" />);
  expect(screen.queryByText(/^(Sent|Read)$/)).not.toBeInTheDocument();
  expect(screen.getByText('Maria:', { exact: false })).toBeInTheDocument();
});

it("a pending message says 'Sending…'; a failed one says so and offers Retry", async () => {
  const user = userEvent.setup();
  const onRetry = vi.fn();
  const { rerender } = render(
    <MessageBubble
      message={buildMessage({ ...own, pending: 'sending' })}
      viewerId={VIEWER_ID}
      otherName="Maria"
      onReact={() => {}}
      onRetry={onRetry}
    />,
  );
  expect(screen.getByText('Sending…')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /React/ })).not.toBeInTheDocument();
  rerender(
    <MessageBubble
      message={buildMessage({ ...own, pending: 'failed' })}
      viewerId={VIEWER_ID}
      otherName="Maria"
      onReact={() => {}}
      onRetry={onRetry}
    />,
  );
  expect(screen.getByText('Failed to send message. Please try again.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
});

it('a thumbs-up message shows large, named for screen readers', () => {
  render(
    <MessageBubble
      message={buildMessage({ content: '👍', message_type: 'emoji' })}
      viewerId={VIEWER_ID}
      otherName="Maria"
    />,
  );
  expect(screen.getByRole('img', { name: 'Thumbs up' })).toBeInTheDocument();
});

it("reactions show with counts, the viewer's pressed; clicking one toggles the viewer's", async () => {
  const user = userEvent.setup();
  const onReact = vi.fn();
  render(
    <MessageBubble
      message={buildMessage({ reactions: { '❤️': ['u-maria', VIEWER_ID], '😮': ['u-maria'] } })}
      viewerId={VIEWER_ID}
      otherName="Maria"
      onReact={onReact}
    />,
  );
  const heart = screen.getByRole('button', { name: 'Heart: 2' });
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(heart).toHaveTextContent('❤️ 2');
  expect(screen.getByRole('button', { name: 'Surprised: 1' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await user.click(heart);
  expect(onReact).toHaveBeenCalledWith('❤️');
  await user.click(screen.getByRole('button', { name: "React to Maria's message" }));
  await user.click(await screen.findByRole('button', { name: 'Angry' }));
  expect(onReact).toHaveBeenLastCalledWith('😡');
});

it("a moderator's message carries the 'Moderator' badge; others' and the viewer's own do not", () => {
  const { rerender } = render(
    <MessageBubble
      message={buildMessage({ by_moderator: true })}
      viewerId={VIEWER_ID}
      otherName="Sam"
    />,
  );
  expect(screen.getByText('Moderator')).toBeInTheDocument();
  rerender(<MessageBubble message={buildMessage()} viewerId={VIEWER_ID} otherName="Sam" />);
  expect(screen.queryByText('Moderator')).not.toBeInTheDocument();
  rerender(
    <MessageBubble
      message={buildMessage({ ...own, by_moderator: true })}
      viewerId={VIEWER_ID}
      otherName="Sam"
    />,
  );
  expect(screen.queryByText('Moderator')).not.toBeInTheDocument();
});

describe('a call entry', () => {
  const entry = (call: Partial<CallEntryInfo>, over: Partial<ConversationMessage> = {}) =>
    render(
      <MessageBubble
        message={buildCallEntry(call, { reactions: { '❤️': ['u-maria'] }, ...over })}
        viewerId={VIEWER_ID}
        otherName="Maria"
        onReact={() => {}}
        onRetry={() => {}}
      />,
    );

  it.each([
    [{ call_type: 'video', outcome: 'missed' }, 'Missed video call'],
    [{ call_type: 'audio', outcome: 'declined' }, 'Declined audio call'],
    [{ call_type: 'video', outcome: 'failed' }, 'Video call failed'],
    [{ call_type: 'audio', outcome: 'completed', duration_s: 4 * 60 }, 'Audio call · 4 min'],
  ] as const)('says what became of the call: %o', (call, text) => {
    const created_at = minutesAgo(12);
    entry(call, { created_at });
    const name = `${text}, ${clockTime(created_at)}`;
    expect(screen.getByRole('group', { name })).toHaveTextContent(text);
  });

  it('is named by its words and time, the same for the caller and the person called', () => {
    const created_at = minutesAgo(3);
    const name = `Missed video call, ${clockTime(created_at)}`;
    const { unmount } = entry({}, { created_at });
    expect(screen.getByRole('group', { name })).toBeInTheDocument();
    unmount();
    entry({}, { created_at, ...own });
    expect(screen.getByRole('group', { name })).toBeInTheDocument();
  });

  it('offers no reactions, no ticks and no sender prefix: nobody wrote it', () => {
    entry({}, { ...own, is_read: true, by_moderator: true });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/^(Sent|Read)$/)).not.toBeInTheDocument();
    expect(screen.queryByText('You:', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText('Moderator')).not.toBeInTheDocument();
  });
});
