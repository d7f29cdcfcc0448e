import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { MessageReactionPicker } from './MessageReactionPicker';

it('offers the six message reactions, keyboard usable, the current one pressed', async () => {
  const user = userEvent.setup();
  const onPick = vi.fn();
  render(<MessageReactionPicker current="😂" onPick={onPick} />);
  const button = screen.getByRole('button', { name: 'React to this message' });
  // A toolbar opens, not a menu: aria-haspopup would announce a menu.
  expect(button).not.toHaveAttribute('aria-haspopup');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  button.focus();
  await user.keyboard('{Enter}');
  const bar = await screen.findByRole('toolbar', { name: 'Choose a reaction' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAttribute('aria-controls', bar.id);
  expect(
    within(bar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Thumbs up', 'Heart', 'Laughing', 'Surprised', 'Sad', 'Angry']);
  const laughing = within(bar).getByRole('button', { name: 'Laughing' });
  expect(laughing).toHaveAttribute('aria-pressed', 'true');
  expect(laughing).toHaveFocus();
  await user.keyboard('{ArrowRight}{Enter}');
  expect(onPick).toHaveBeenCalledExactlyOnceWith('😮');
  await waitFor(() => expect(screen.queryByRole('toolbar')).not.toBeInTheDocument());
  expect(button).toHaveFocus();
});

it('Escape closes without choosing', async () => {
  const user = userEvent.setup();
  const onPick = vi.fn();
  render(<MessageReactionPicker current={null} onPick={onPick} />);
  await user.click(screen.getByRole('button', { name: 'React to this message' }));
  await screen.findByRole('toolbar');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('toolbar')).not.toBeInTheDocument());
  expect(onPick).not.toHaveBeenCalled();
});
