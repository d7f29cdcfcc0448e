import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { VIEWER_ID, buildMessage } from './fixtures';
import { MessageBubble } from './MessageBubble';

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
