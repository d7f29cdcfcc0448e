import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { PICKER_EMOJI } from '../../domain/messages/emoji';
import { EMOJI_PICKER_COLUMNS, EmojiPicker } from './EmojiPicker';

it('opens a grid of about 90 named emoji, the first one focused', async () => {
  const user = userEvent.setup();
  render(<EmojiPicker onPick={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Insert emoji' }));
  const picker = await screen.findByRole('dialog', { name: 'Emoji' });
  const buttons = within(picker).getAllByRole('button');
  expect(buttons).toHaveLength(PICKER_EMOJI.length);
  expect(buttons[0]).toHaveAccessibleName('Grinning face');
  expect(buttons[0]).toHaveFocus();
});

it('arrow keys move through the grid and Enter picks', async () => {
  const user = userEvent.setup();
  const onPick = vi.fn();
  render(<EmojiPicker onPick={onPick} />);
  await user.click(screen.getByRole('button', { name: 'Insert emoji' }));
  await screen.findByRole('dialog', { name: 'Emoji' });
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{ArrowLeft}');
  const expected = PICKER_EMOJI[1 + EMOJI_PICKER_COLUMNS]!;
  expect(screen.getByRole('button', { name: expected.name })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onPick).toHaveBeenCalledExactlyOnceWith(expected.emoji);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('Escape closes without picking and returns focus to the button', async () => {
  const user = userEvent.setup();
  const onPick = vi.fn();
  render(<EmojiPicker onPick={onPick} />);
  const button = screen.getByRole('button', { name: 'Insert emoji' });
  await user.click(button);
  await screen.findByRole('dialog', { name: 'Emoji' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(button).toHaveFocus();
  expect(onPick).not.toHaveBeenCalled();
});
