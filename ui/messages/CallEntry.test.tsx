import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { clockTime } from '../../domain/messages/timeline';
import { CallEntry } from './CallEntry';
import { buildCallEntry } from './fixtures';

it("takes its words from the call, not from the message's stored text", () => {
  const message = buildCallEntry(
    { call_type: 'video', outcome: 'completed', duration_s: 30 },
    { content: 'something else' },
  );
  render(<CallEntry message={message} />);
  expect(screen.getByText('Video call · 30 s')).toBeInTheDocument();
  expect(screen.queryByText('something else')).not.toBeInTheDocument();
});

it('without its call, shows the words the server stored, named with its time', () => {
  const message = { ...buildCallEntry(), call: undefined, content: 'Audio call · 2 min' };
  render(<CallEntry message={message} />);
  expect(
    screen.getByRole('group', { name: `Audio call · 2 min, ${clockTime(message.created_at)}` }),
  ).toHaveTextContent('Audio call · 2 min');
});

it('shows its time as the other messages do', () => {
  const message = buildCallEntry();
  const { container } = render(<CallEntry message={message} />);
  const time = container.querySelector('time');
  expect(time).toHaveAttribute('dateTime', message.created_at);
  expect(time).toHaveTextContent(clockTime(message.created_at));
});
