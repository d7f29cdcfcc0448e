import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ReactionPicker } from './ReactionPicker';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

it('the main button toggles the default 👍', async () => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const onReact = vi.fn();
  render(<ReactionPicker current={null} onReact={onReact} />);
  await user.click(screen.getByRole('button', { name: 'Like' }));
  expect(onReact).toHaveBeenCalledWith('like');
});

it('with a reaction chosen, the main button shows it and sends it again to remove it', async () => {
  const onReact = vi.fn();
  render(<ReactionPicker current="love" onReact={onReact} />);
  const main = screen.getByRole('button', { name: 'Love' });
  expect(main).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(main);
  expect(onReact).toHaveBeenCalledWith('love');
});

it('hover opens the six reactions; leaving closes them after 500 ms', () => {
  render(<ReactionPicker current={null} onReact={() => {}} />);
  const main = screen.getByRole('button', { name: 'Like' });
  fireEvent.mouseEnter(main.parentElement!);
  const picker = screen.getByRole('toolbar', { name: 'Choose a reaction' });
  expect(
    Array.from(picker.querySelectorAll('button')).map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Like', 'Love', 'Haha', 'Wow', 'Sad', 'Strong']);
  fireEvent.mouseLeave(main.parentElement!);
  act(() => vi.advanceTimersByTime(499));
  expect(screen.getByRole('toolbar')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
});

it('coming back before 500 ms keeps it open', () => {
  render(<ReactionPicker current={null} onReact={() => {}} />);
  const root = screen.getByRole('button', { name: 'Like' }).parentElement!;
  fireEvent.mouseEnter(root);
  fireEvent.mouseLeave(root);
  act(() => vi.advanceTimersByTime(300));
  fireEvent.mouseEnter(root);
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.getByRole('toolbar')).toBeInTheDocument();
});

it('choosing a reaction sends it and closes the picker', () => {
  const onReact = vi.fn();
  render(<ReactionPicker current={null} onReact={onReact} />);
  fireEvent.mouseEnter(screen.getByRole('button', { name: 'Like' }).parentElement!);
  fireEvent.click(screen.getByRole('button', { name: 'Strong' }));
  expect(onReact).toHaveBeenCalledWith('strong');
  expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
});

it('opens by keyboard (Arrow Up), moves with arrows and closes with Escape', async () => {
  const onReact = vi.fn();
  render(<ReactionPicker current={null} onReact={onReact} />);
  const main = screen.getByRole('button', { name: 'Like' });
  main.focus();
  // A toolbar opens, not a menu: aria-haspopup would announce a menu.
  expect(main).not.toHaveAttribute('aria-haspopup');
  expect(main).toHaveAttribute('aria-expanded', 'false');
  fireEvent.keyDown(main, { key: 'ArrowUp' });
  await act(() => vi.advanceTimersByTimeAsync(1));
  const picker = screen.getByRole('toolbar');
  expect(main).toHaveAttribute('aria-expanded', 'true');
  expect(main).toHaveAttribute('aria-controls', picker.id);
  expect(document.activeElement).toHaveAccessibleName('Like');
  fireEvent.keyDown(picker, { key: 'ArrowRight' });
  expect(document.activeElement).toHaveAccessibleName('Love');
  fireEvent.keyDown(picker, { key: 'ArrowLeft' });
  fireEvent.keyDown(picker, { key: 'ArrowLeft' });
  expect(document.activeElement).toHaveAccessibleName('Strong');
  fireEvent.keyDown(picker, { key: 'Escape' });
  expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  expect(main).toHaveFocus();
  expect(onReact).not.toHaveBeenCalled();
});

it('a long press opens the picker without reacting', () => {
  const onReact = vi.fn();
  render(<ReactionPicker current={null} onReact={onReact} />);
  const main = screen.getByRole('button', { name: 'Like' });
  fireEvent.touchStart(main);
  act(() => vi.advanceTimersByTime(500));
  fireEvent.touchEnd(main);
  fireEvent.click(main);
  expect(screen.getByRole('toolbar')).toBeInTheDocument();
  expect(onReact).not.toHaveBeenCalled();
});
