import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { LoadingLine } from './LoadingLine';
import { WaitingButton } from './WaitingButton';

it('while waiting, keeps the focus and does nothing when pressed, not even submitting', async () => {
  const user = userEvent.setup();
  const onClick = vi.fn();
  const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
  const { rerender } = render(
    <form onSubmit={onSubmit}>
      <WaitingButton type="submit" waiting={false} onClick={onClick}>
        Save settings
      </WaitingButton>
    </form>,
  );
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  rerender(
    <form onSubmit={onSubmit}>
      <WaitingButton type="submit" waiting onClick={onClick}>
        Saving...
      </WaitingButton>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Saving...' });
  expect(button).toHaveFocus();
  expect(button).toBeWaiting();
  await user.click(button);
  await user.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('a loading line says what is loading, as a status', () => {
  render(<LoadingLine message="Loading your settings..." />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading your settings...');
});

it('a filled button that waits keeps its white label, faded with its fill, so it can be read', () => {
  render(
    <>
      <WaitingButton variant="contained" waiting>
        Saving...
      </WaitingButton>
      <WaitingButton variant="outlined" waiting>
        Closing...
      </WaitingButton>
      <WaitingButton variant="contained" waiting={false}>
        Save
      </WaitingButton>
    </>,
  );
  const filled = getComputedStyle(screen.getByRole('button', { name: 'Saving...' }));
  // The label's colour is the one a filled button has when it does not wait (a CSS variable).
  expect(filled.color).toBe(getComputedStyle(screen.getByRole('button', { name: 'Save' })).color);
  expect(filled.opacity).toBe('0.85');
  const outlined = getComputedStyle(screen.getByRole('button', { name: 'Closing...' }));
  expect(outlined.color).toBe('rgba(0, 0, 0, 0.6)');
});

it('toBeWaiting: a disabled button is not waiting, it has lost the focus and its place in the Tab order', () => {
  render(
    <>
      <WaitingButton waiting disabled>
        Disabled
      </WaitingButton>
      <WaitingButton waiting={false}>Ready</WaitingButton>
      <WaitingButton waiting>Waiting</WaitingButton>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Disabled' })).not.toBeWaiting();
  expect(screen.getByRole('button', { name: 'Ready' })).not.toBeWaiting();
  expect(screen.getByRole('button', { name: 'Waiting' })).toBeWaiting();
});

it('toBeWaiting: a control out of the Tab order is not waiting, and what is not an element fails', () => {
  render(
    <div role="button" aria-disabled="true" tabIndex={-1}>
      Out of reach
    </div>,
  );
  expect(screen.getByRole('button', { name: 'Out of reach' })).not.toBeWaiting();
  expect(() => expect(null).not.toBeWaiting()).toThrow('toBeWaiting expects an element');
});
